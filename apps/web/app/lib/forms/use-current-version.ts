import { useEffect, useState } from 'react';

/**
 * The entity a confirmation is about, as it is now, with its ETag: read when the confirmation opens (`read`
 * given), so the delete or close the admin confirms is refused (412) if someone changes it meanwhile. Null
 * while reading, when the read failed, or when closed. `read` must keep its identity while open (useMemo).
 */
export function useCurrentVersion<Version>(read: (() => Promise<Version>) | null): Version | null {
  const [loaded, setLoaded] = useState<{ read: () => Promise<Version>; version: Version } | null>(null);
  useEffect(() => {
    if (!read) return;
    let current = true;
    void read().then(
      (version) => current && setLoaded({ read, version }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [read]);
  return loaded && loaded.read === read ? loaded.version : null;
}
