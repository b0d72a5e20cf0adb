import { useSyncExternalStore } from 'react';
import { localTokenStorage, subscribeToTokenChanges } from '~/lib/api-client/token-storage';

const noTokenOnTheServer = () => null;

/**
 * The access token in localStorage, kept current across sign-in, refresh and sign-out (in any tab).
 * Server rendering and hydration see no token, so the HTML is the same for everyone; the browser
 * re-renders with the stored token right after hydration.
 */
export function useStoredAccessToken(): string | null {
  return useSyncExternalStore(subscribeToTokenChanges, localTokenStorage.getAccessToken, noTokenOnTheServer);
}
