// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  createMemoryTokenStorage,
  localTokenStorage,
  REFRESH_TOKEN_KEY,
  subscribeToTokenChanges,
} from './token-storage';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('localTokenStorage', () => {
  it('stores both tokens in localStorage under accessToken and refreshToken', () => {
    localTokenStorage.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });

    expect(ACCESS_TOKEN_KEY).toBe('accessToken');
    expect(REFRESH_TOKEN_KEY).toBe('refreshToken');
    expect(window.localStorage.getItem('accessToken')).toBe('access-1');
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(localTokenStorage.getAccessToken()).toBe('access-1');
    expect(localTokenStorage.getRefreshToken()).toBe('refresh-1');
  });

  it('reads null when nothing is stored and after clearing', () => {
    expect(localTokenStorage.getAccessToken()).toBeNull();

    localTokenStorage.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    localTokenStorage.clearTokens();

    expect(localTokenStorage.getAccessToken()).toBeNull();
    expect(localTokenStorage.getRefreshToken()).toBeNull();
  });

  it('reads null instead of throwing when the browser blocks storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });

    expect(localTokenStorage.getAccessToken()).toBeNull();
  });
});

describe('subscribeToTokenChanges', () => {
  it('hears this tab store and clear the tokens, and another tab change the access token', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToTokenChanges(onChange);

    localTokenStorage.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    localTokenStorage.clearTokens();
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:location' }));
    expect(onChange).toHaveBeenCalledTimes(4);

    unsubscribe();
    localTokenStorage.setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});

describe('createMemoryTokenStorage', () => {
  it('keeps tokens in memory only', () => {
    const storage = createMemoryTokenStorage({ accessToken: 'access-0' });

    expect(storage.getAccessToken()).toBe('access-0');
    expect(storage.getRefreshToken()).toBeNull();
    storage.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(storage.getRefreshToken()).toBe('refresh-1');
    expect(window.localStorage.length).toBe(0);
    storage.clearTokens();
    expect(storage.getAccessToken()).toBeNull();
  });
});
