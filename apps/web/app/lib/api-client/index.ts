import type { AxiosInstance } from 'axios';
import { announceToast } from '~/lib/announced-toasts';
import { getClientStore } from '~/lib/store/store';
import type { AppStore } from '~/lib/store/store';
import { logout, updateAppUserState } from '~/lib/store/user-slice';
import { readBrowserConfig } from './browser-config';
import { createApiClient } from './create-api-client';
import type { CreateApiClientOptions } from './create-api-client';

export { BROWSER_CONFIG_GLOBAL, readBrowserConfig } from './browser-config';
export type { CareFinderBrowserConfig } from './browser-config';
export { API_KEY_HEADER, REFRESH_RETRY_WAIT_MS, REFRESH_TOKEN_PATH, REQUEST_TIMEOUT_MS } from './constants';
export { createApiClient, refreshSessionNow } from './create-api-client';
export type { CreateApiClientOptions } from './create-api-client';
export { TIMEOUT_MESSAGE, TIMEOUT_STATUS, TimeoutError } from './timeout-error';
export type { TimeoutErrorResponse } from './timeout-error';
export {
  ACCESS_TOKEN_KEY,
  createMemoryTokenStorage,
  localTokenStorage,
  REFRESH_TOKEN_KEY,
  subscribeToTokenChanges,
  TOKENS_CHANGED_EVENT,
} from './token-storage';
export type { SessionTokens, TokenStorage } from './token-storage';

type SessionHandlers = Required<Pick<CreateApiClientOptions, 'onTokensRefreshed' | 'onLogout'>>;

/** Session callbacks for `createApiClient` that keep the user state in step with the stored tokens. */
export function createStoreSessionHandlers(store: Pick<AppStore, 'dispatch'>): SessionHandlers {
  return {
    onTokensRefreshed: ({ accessToken, refreshToken }) =>
      store.dispatch(updateAppUserState({ accessToken, refreshToken })),
    onLogout: () => store.dispatch(logout()),
  };
}

let browserApiClient: AxiosInstance | undefined;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Browser-only singleton wired to the client store; server code calls `createApiClient({ baseURL, apiKey })`. */
export function getBrowserApiClient(): AxiosInstance {
  if (!browserApiClient) {
    const { apiBaseUrl, apiKey } = readBrowserConfig();
    const { onTokensRefreshed, onLogout } = createStoreSessionHandlers(getClientStore().store);
    browserApiClient = createApiClient({
      baseURL: apiBaseUrl,
      apiKey,
      onTokensRefreshed,
      // The refresh failed (expired, or revoked because the refresh token was reused): say so.
      onLogout: () => {
        onLogout();
        announceToast({ type: 'warning', message: SESSION_ENDED_MESSAGE });
      },
      onAccountDisabled: (message) => {
        onLogout();
        announceToast({ type: 'error', message });
      },
    });
  }
  return browserApiClient;
}
