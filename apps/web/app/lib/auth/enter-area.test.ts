// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localTokenStorage } from '~/lib/api-client/token-storage';
import { listenForAnnouncedToasts } from '~/lib/announced-toasts';
import type { AnnouncedToast } from '~/lib/announced-toasts';
import {
  applyGate,
  enterArea,
  NOT_FOR_YOUR_ACCOUNT_MESSAGE,
  readSignedInRole,
  requireArea,
  SIGN_IN_TO_CONTINUE_MESSAGE,
} from './enter-area';
import { readStoredOrigin, signInHref, storeOrigin } from './stored-origin';

const accessTokenFor = (role: string) =>
  [
    'header',
    Buffer.from(JSON.stringify({ sub: 'u1', role, sid: 's1', exp: 9_999_999_999 })).toString('base64url'),
    'sig',
  ].join('.');

function signInAs(role: string) {
  localTokenStorage.setTokens({ accessToken: accessTokenFor(role), refreshToken: 'refresh' });
}

let toasts: AnnouncedToast[];
let stopListening: () => void;

beforeEach(() => {
  toasts = [];
  stopListening = listenForAnnouncedToasts((toast) => toasts.push(toast));
});

afterEach(() => {
  stopListening();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function redirectOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('readSignedInRole', () => {
  it('is the role of the stored access token, or null without a usable one', () => {
    expect(readSignedInRole()).toBeNull();
    signInAs('PROVIDER');
    expect(readSignedInRole()).toBe('PROVIDER');
    window.localStorage.setItem('accessToken', 'garbage');
    expect(readSignedInRole()).toBeNull();
  });
});

describe('applyGate', () => {
  it('on a visit without a token: remembers the page and asks the visitor to sign in', () => {
    expect(applyGate('signed-in', '/user/profile?tab=phone')).toBe('/');
    expect(readStoredOrigin()).toEqual({ path: '/user/profile?tab=phone', area: 'signed-in' });
    expect(toasts).toEqual([{ type: 'info', message: SIGN_IN_TO_CONTINUE_MESSAGE }]);
  });

  it('when the session ends on a protected page: leaves for / without remembering it or a toast', () => {
    expect(applyGate('signed-in', '/user/profile', 'session-change')).toBe('/');
    expect(readStoredOrigin()).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('signed in on a guest-only page: goes to the stored origin once, then to the dashboard', () => {
    storeOrigin({ path: '/user/profile', area: 'signed-in' });
    signInAs('USER');
    expect(applyGate('guest-only', '/login', 'session-change')).toBe('/user/profile');
    expect(applyGate('guest-only', '/login')).toBe('/user/dashboard');
    expect(toasts).toEqual([]);
  });

  it('signed in without the role: / with a word on why', () => {
    signInAs('USER');
    expect(applyGate('admin-only', '/admin/users')).toBe('/');
    expect(readStoredOrigin()).toBeNull();
    expect(toasts).toEqual([{ type: 'warning', message: NOT_FOR_YOUR_ACCOUNT_MESSAGE }]);
  });

  it('lets an allowed visitor in without side effects', () => {
    signInAs('ADMIN');
    expect(applyGate('admin-only', '/admin/users')).toBeNull();
    expect(toasts).toEqual([]);
  });
});

describe('enterArea and requireArea', () => {
  const request = (path: string) => new Request(`http://localhost${path}`);

  it('enterArea throws the gate redirect, remembering the path and query', () => {
    expect(redirectOf(() => enterArea('admin-only', request('/admin/users?q=ada')))).toBe('/');
    expect(readStoredOrigin()).toEqual({ path: '/admin/users?q=ada', area: 'admin-only' });
  });

  it('requireArea turns a visitor away to / without side effects, so a page never calls the API for them', () => {
    expect(redirectOf(() => requireArea('facility-admin-only'))).toBe('/');
    signInAs('PROVIDER');
    expect(redirectOf(() => requireArea('facility-admin-only'))).toBe('/');
    signInAs('FACILITY_ADMIN');
    expect(redirectOf(() => requireArea('facility-admin-only'))).toBeNull();
    expect(readStoredOrigin()).toBeNull();
    expect(toasts).toEqual([]);
  });

  it("stores a sign-in link's next page as the origin, only when it is a path of this site", () => {
    expect(redirectOf(() => enterArea('guest-only', request(signInHref('/facilities/f1/claim'))))).toBeNull();
    expect(readStoredOrigin()).toEqual({ path: '/facilities/f1/claim', area: 'signed-in' });
    signInAs('USER');
    expect(applyGate('guest-only', '/login')).toBe('/facilities/f1/claim');

    window.localStorage.clear();
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'facilities/f1',
    ]) {
      enterArea('guest-only', request(signInHref(next)));
      expect(readStoredOrigin()).toBeNull();
    }
  });

  it('a malformed stored token counts as signed out', () => {
    window.localStorage.setItem('accessToken', 'not.a.jwt');
    expect(redirectOf(() => requireArea('signed-in'))).toBe('/');
    expect(redirectOf(() => enterArea('guest-only', request('/login')))).toBeNull();
  });
});
