import { useEffect } from 'react';

/**
 * Starts loading a chunk once the page is on screen, so code needed only on submit (a form's validation
 * and API calls) is ready by the time the visitor has typed, without delaying the first render.
 */
export function usePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => {
    load().catch(() => {
      // The submit loads it again and reports a failure then.
    });
  }, [load]);
}
