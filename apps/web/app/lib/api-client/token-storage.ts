export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

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

export const localTokenStorage: TokenStorage = {
  getAccessToken: () => readItem(ACCESS_TOKEN_KEY),
  getRefreshToken: () => readItem(REFRESH_TOKEN_KEY),
  setTokens: ({ accessToken, refreshToken }) => {
    writeItem(ACCESS_TOKEN_KEY, accessToken);
    writeItem(REFRESH_TOKEN_KEY, refreshToken);
  },
  clearTokens: () => {
    removeItem(ACCESS_TOKEN_KEY);
    removeItem(REFRESH_TOKEN_KEY);
  },
};

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
