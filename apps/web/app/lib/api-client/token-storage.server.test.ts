import { describe, expect, it } from 'vitest';
import { localTokenStorage } from './token-storage';

describe('localTokenStorage without a window (SSR)', () => {
  it('reads nothing and writes nowhere without throwing', () => {
    expect(typeof window).toBe('undefined');
    expect(() => localTokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' })).not.toThrow();
    expect(localTokenStorage.getAccessToken()).toBeNull();
    expect(localTokenStorage.getRefreshToken()).toBeNull();
    expect(() => localTokenStorage.clearTokens()).not.toThrow();
  });
});
