import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { signInHref } from '~/lib/auth/stored-origin';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { LISTING_LINK_CLASS } from './listing-section';

const BUTTON_CLASS =
  'inline-flex min-h-[40px] items-center gap-2 rounded-md border border-green-700 px-3 font-semibold ' +
  'text-green-800 hover:bg-green-50 aria-pressed:bg-green-700 aria-pressed:text-white disabled:opacity-70';

type Saved = 'unknown' | 'saved' | 'not-saved';

/** The API client, loaded only for a signed-in visitor who saves (it is not in the page's first scripts). */
const apiClient = async () => (await import('~/lib/api-client')).getBrowserApiClient();

/**
 * "Save" on a facility or provider page: a signed-in visitor keeps the listing on their dashboard (pressed
 * when saved; pressing again forgets it); anyone else is led to sign-in, which comes back here. The
 * server's HTML is the signed-out link (tokens live in the browser).
 */
export function SaveListingButton({
  kind,
  id,
  name,
}: {
  kind: 'facilities' | 'providers';
  id: string;
  name: string;
}) {
  const signedIn = useStoredAccessToken() !== null;
  const path = `/${kind}/${encodeURIComponent(id)}`;
  const [saved, setSaved] = useState<Saved>('unknown');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void apiClient()
      .then((api) => api.get(`/me/saved${path}`))
      .then(
        () => current && setSaved('saved'),
        () => current && setSaved('not-saved'),
      );
    return () => {
      current = false;
    };
  }, [signedIn, path]);

  if (!signedIn) {
    return (
      <p>
        <Link to={signInHref(path)} className={`${LISTING_LINK_CLASS} inline-flex min-h-[40px] items-center`}>
          <Trans>Sign in to save {name}</Trans>
        </Link>
      </p>
    );
  }
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const api = await apiClient();
      if (saved === 'saved') await api.delete(`/me/saved${path}`);
      else await api.put(`/me/saved${path}`);
      setSaved(saved === 'saved' ? 'not-saved' : 'saved');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p>
      <button
        type="button"
        aria-pressed={saved === 'saved'}
        disabled={saved === 'unknown' || busy}
        onClick={() => void toggle()}
        className={BUTTON_CLASS}
      >
        {saved === 'saved' ? <Trans>Saved to your list</Trans> : <Trans>Save to your list</Trans>}
      </button>
      <span role="status" className="ml-2 text-red-800">
        {failed && <Trans>That did not work. Check your connection and try again.</Trans>}
      </span>
    </p>
  );
}
