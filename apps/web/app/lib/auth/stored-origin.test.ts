// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredOrigin, readStoredOrigin, STORED_ORIGIN_KEY, storeOrigin } from './stored-origin';

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('stored origin', () => {
  it('is kept in this tab’s session storage until cleared', () => {
    storeOrigin({ path: '/admin/users?q=ada', area: 'admin-only' });
    expect(JSON.parse(window.sessionStorage.getItem(STORED_ORIGIN_KEY) ?? '')).toEqual({
      path: '/admin/users?q=ada',
      area: 'admin-only',
    });
    expect(readStoredOrigin()).toEqual({ path: '/admin/users?q=ada', area: 'admin-only' });

    clearStoredOrigin();
    expect(readStoredOrigin()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a path to another site', JSON.stringify({ path: '//evil.example/x', area: 'signed-in' })],
    ['an absolute URL', JSON.stringify({ path: 'https://evil.example/', area: 'signed-in' })],
    ['an unknown area', JSON.stringify({ path: '/user/profile', area: 'everywhere' })],
    ['a bare string', JSON.stringify('/user/profile')],
  ])('reads %s as no origin', (_label, stored) => {
    window.sessionStorage.setItem(STORED_ORIGIN_KEY, stored);
    expect(readStoredOrigin()).toBeNull();
  });

  it('reads no origin, and stores nothing, when the browser blocks storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => storeOrigin({ path: '/user/profile', area: 'signed-in' })).not.toThrow();
    expect(readStoredOrigin()).toBeNull();
  });
});
