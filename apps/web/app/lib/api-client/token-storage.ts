export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** Fired on window whenever this tab stores or clears the tokens (sign-in, refresh, sign-out). */
export const TOKENS_CHANGED_EVENT = 'carefinder:tokens';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface TokenStorage {
  getAccessToken: () => string | null;
  getRefreshToken: () => string | null;
  setTokens: (tokens: SessionTokens) => void;
  clearTokens: () => void;
}

// localStorage is missing during SSR and can throw when the browser blocks storage (privacy modes).
function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readItem(key: string): string | null {
  try {
    return browserLocalStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    browserLocalStorage()?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}:`, error);
  }
}

function removeItem(key: string): void {
  try {
    browserLocalStorage()?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove ${key}:`, error);
  }
}

function announceTokensChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOKENS_CHANGED_EVENT));
}

export const localTokenStorage: TokenStorage = {
  getAccessToken: () => readItem(ACCESS_TOKEN_KEY),
  getRefreshToken: () => readItem(REFRESH_TOKEN_KEY),
  setTokens: ({ accessToken, refreshToken }) => {
    writeItem(ACCESS_TOKEN_KEY, accessToken);
    writeItem(REFRESH_TOKEN_KEY, refreshToken);
    announceTokensChanged();
  },
  clearTokens: () => {
    removeItem(ACCESS_TOKEN_KEY);
    removeItem(REFRESH_TOKEN_KEY);
    announceTokensChanged();
  },
};

/**
 * Calls `onChange` when the stored access token may have changed: in this tab (the event above) or in
 * another tab (the storage event), so signing out in one tab signs out every tab.
 */
export function subscribeToTokenChanges(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY) onChange();
  };
  window.addEventListener(TOKENS_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(TOKENS_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** For server code and tests: tokens that live only as long as this object. */
export function createMemoryTokenStorage(initial?: Partial<SessionTokens>): TokenStorage {
  let accessToken = initial?.accessToken ?? null;
  let refreshToken = initial?.refreshToken ?? null;
  return {
    getAccessToken: () => accessToken,
    getRefreshToken: () => refreshToken,
    setTokens: (tokens) => {
      accessToken = tokens.accessToken;
      refreshToken = tokens.refreshToken;
    },
    clearTokens: () => {
      accessToken = null;
      refreshToken = null;
    },
  };
}
