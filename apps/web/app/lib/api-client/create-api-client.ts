import axios from 'axios';
import type { AxiosError, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { PROBLEM_TYPES } from '@carefinder/contracts';
import { API_KEY_HEADER, REFRESH_RETRY_WAIT_MS, REFRESH_TOKEN_PATH, REQUEST_TIMEOUT_MS } from './constants';
import { TIMEOUT_MESSAGE, TimeoutError } from './timeout-error';
import { localTokenStorage } from './token-storage';
import type { SessionTokens, TokenStorage } from './token-storage';

export interface CreateApiClientOptions {
  baseURL: string;
  apiKey: string;
  timeoutMs?: number;
  /** How long a 401'd request waits while another request's refresh runs (at least), before retrying. */
  retryWaitMs?: number;
  tokenStorage?: TokenStorage;
  /**
   * Runs a refresh while holding a lock every tab of this browser shares (default: the Web Locks API, where
   * the browser has it), so two tabs never present the same refresh token (the API would take it as reuse).
   */
  crossTabLock?: CrossTabLock;
  /** How long a tab that waited for the lock waits for the other tab's stored pair (STORED_PAIR_ARRIVAL_MS). */
  storedPairArrivalMs?: number;
  onTokensRefreshed?: (tokens: SessionTokens) => void;
  /** The session ended here: its refresh failed, or (after `onAccountDisabled`) the account was disabled. */
  onLogout?: () => void;
  /** The API refused a request because an ADMIN disabled the account: its own words for why. */
  onAccountDisabled?: (message: string) => void;
}

/** The account of the session was disabled (403 account-disabled): the API's words for it, else undefined. */
function accountDisabledMessage(error: AxiosError): string | undefined {
  const problem = error.response?.data as { type?: unknown; detail?: unknown } | undefined;
  if (error.response?.status !== 403 || problem?.type !== PROBLEM_TYPES.accountDisabled) return undefined;
  return typeof problem.detail === 'string' ? problem.detail : 'This account has been disabled.';
}

/** Runs `work` under the lock; `waited` is true when another holder had it first (another tab's refresh). */
export type CrossTabLock = <Result>(work: (waited: boolean) => Promise<Result>) => Promise<Result>;

const REFRESH_LOCK_NAME = 'carefinder-session-refresh';

/** The browser's Web Locks, or no lock where there are none (the server, old browsers, tests). */
async function webLock<Result>(work: (waited: boolean) => Promise<Result>): Promise<Result> {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return work(false);
  const locks = navigator.locks;
  const atOnce = (await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) =>
    lock ? { result: await work(false) } : null,
  )) as { result: Result } | null;
  if (atOnce) return atOnce.result;
  return locks.request(REFRESH_LOCK_NAME, () => work(true)) as Promise<Result>;
}

/**
 * How long a tab that waited for the lock gives another tab's stored pair to reach it. Chromium keeps a
 * copy of localStorage in each tab's process and passes writes between them on their own, so the lock can
 * reach the waiting tab before the pair the other tab stored: it would then present the used refresh token,
 * and the API would end the session as stolen.
 */
export const STORED_PAIR_ARRIVAL_MS = 1_000;
const STORED_PAIR_POLL_MS = 20;

type RetriableRequestConfig = InternalAxiosRequestConfig & { retriedAfterUnauthorized?: boolean };

const bearer = (token: string): string => `Bearer ${token}`;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const isTimeout = (error: AxiosError): boolean => error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';

const isRefreshRequest = (config: InternalAxiosRequestConfig): boolean =>
  config.url?.split('?')[0]?.endsWith(REFRESH_TOKEN_PATH) ?? false;

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The refresh endpoint answers `{ access_token, refresh_token }`; anything without an access token counts as failure. */
function readRefreshedTokens(body: unknown, previousRefreshToken: string): SessionTokens | null {
  if (typeof body !== 'object' || body === null) return null;
  const { access_token: accessToken, refresh_token: refreshToken } = body as Record<string, unknown>;
  if (!nonEmptyString(accessToken)) return null;
  return { accessToken, refreshToken: nonEmptyString(refreshToken) ? refreshToken : previousRefreshToken };
}

const sessionRefreshers = new WeakMap<AxiosInstance, () => Promise<SessionTokens | null>>();

/**
 * Renews the session of a client made by `createApiClient` now, as its first 401 would (the same cross-tab
 * lock, the same outcome: new tokens stored, or the session ended). For when the account changed on the
 * server and the access token's claims are out of date, e.g. a role granted by an approved claim.
 */
export function refreshSessionNow(client: AxiosInstance): Promise<SessionTokens | null> {
  const refresh = sessionRefreshers.get(client);
  return refresh ? refresh() : Promise.resolve(null);
}

export function createApiClient({
  baseURL,
  apiKey,
  timeoutMs = REQUEST_TIMEOUT_MS,
  retryWaitMs = REFRESH_RETRY_WAIT_MS,
  tokenStorage = localTokenStorage,
  crossTabLock = webLock,
  storedPairArrivalMs = STORED_PAIR_ARRIVAL_MS,
  onTokensRefreshed,
  onLogout,
  onAccountDisabled,
}: CreateApiClientOptions): AxiosInstance {
  const client = axios.create({ baseURL, timeout: timeoutMs, headers: { [API_KEY_HEADER]: apiKey } });
  let refreshInFlight: Promise<SessionTokens | null> | null = null;

  // A plain axios call, not `client`, so the refresh request never passes through the 401 interceptor.
  async function fetchNewTokens(): Promise<SessionTokens | null> {
    const refreshToken = tokenStorage.getRefreshToken();
    if (!refreshToken) return null;
    try {
      const { data } = await axios.get<unknown>(REFRESH_TOKEN_PATH, {
        baseURL,
        timeout: timeoutMs,
        params: { token: refreshToken },
        headers: { [API_KEY_HEADER]: apiKey, Authorization: bearer(refreshToken) },
      });
      return readRefreshedTokens(data, refreshToken);
    } catch {
      return null;
    }
  }

  /**
   * Another tab may have refreshed while this one waited for the lock: the stored refresh token is then not
   * the one this tab held, and the stored pair is already new, so it is taken instead of refreshing again.
   */
  function refreshOnceAcrossTabs(): Promise<SessionTokens | null> {
    const held = tokenStorage.getRefreshToken();
    return crossTabLock(async (waited) => {
      if (waited && held) await storedRefreshTokenChange(held);
      const stored = tokenStorage.getRefreshToken();
      const accessToken = tokenStorage.getAccessToken();
      if (held && stored && stored !== held && accessToken) return { accessToken, refreshToken: stored };
      const tokens = await fetchNewTokens();
      // Stored before the lock is released, so a tab waiting for it finds the new pair, not the used token.
      if (tokens) tokenStorage.setTokens(tokens);
      return tokens;
    });
  }

  /** Resolves once the stored refresh token is no longer `held`, or after STORED_PAIR_ARRIVAL_MS. */
  async function storedRefreshTokenChange(held: string): Promise<void> {
    for (let waitedMs = 0; waitedMs < storedPairArrivalMs; waitedMs += STORED_PAIR_POLL_MS) {
      if (tokenStorage.getRefreshToken() !== held) return;
      await wait(STORED_PAIR_POLL_MS);
    }
  }

  function applyRefreshedTokens(tokens: SessionTokens): void {
    tokenStorage.setTokens(tokens);
    client.defaults.headers.common.Authorization = bearer(tokens.accessToken);
    onTokensRefreshed?.(tokens);
  }

  function endSession(disabledMessage?: string): void {
    tokenStorage.clearTokens();
    delete client.defaults.headers.common.Authorization;
    if (disabledMessage !== undefined) onAccountDisabled?.(disabledMessage);
    else onLogout?.();
  }

  // Tokens are applied before the in-flight marker clears, so no 401 can slip in between and start a second refresh.
  function refreshSession(): Promise<SessionTokens | null> {
    refreshInFlight = refreshOnceAcrossTabs()
      .then((tokens) => {
        if (tokens) applyRefreshedTokens(tokens);
        else endSession();
        return tokens;
      })
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  async function retryAfterUnauthorized(
    error: AxiosError,
    config: RetriableRequestConfig,
  ): Promise<AxiosResponse> {
    config.retriedAfterUnauthorized = true;

    if (refreshInFlight) {
      // Spec §4: wait 2 s, then re-read the token. A refresh slower than that (2G, a busy server) is waited
      // for too: a retry with the old token would 401 again and end on / as if the session had ended.
      await Promise.all([wait(retryWaitMs), refreshInFlight]);
      // The request interceptor re-reads the stored access token on the retry.
      return client.request(config);
    }

    const tokens = await refreshSession();
    if (!tokens) throw error;
    return client.request(config);
  }

  sessionRefreshers.set(client, () => refreshInFlight ?? refreshSession());

  client.interceptors.request.use((config) => {
    const accessToken = tokenStorage.getAccessToken();
    if (accessToken) config.headers.set('Authorization', bearer(accessToken));
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (!axios.isAxiosError(error)) return Promise.reject(error);
    if (isTimeout(error)) return Promise.reject(new TimeoutError(TIMEOUT_MESSAGE, { cause: error }));

    // Signed out here as on the server, with the words its sign-in page shows such an account.
    const disabledMessage = accountDisabledMessage(error);
    if (disabledMessage !== undefined) {
      if (tokenStorage.getAccessToken()) endSession(disabledMessage);
      return Promise.reject(error);
    }

    const config = error.config as RetriableRequestConfig | undefined;
    const mayRefresh =
      error.response?.status === 401 &&
      config &&
      !config.retriedAfterUnauthorized &&
      !isRefreshRequest(config);
    if (!mayRefresh) return Promise.reject(error);
    return retryAfterUnauthorized(error, config);
  });

  return client;
}
