// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localTokenStorage } from '~/lib/api-client/token-storage';
import { listenForAnnouncedToasts } from '~/lib/announced-toasts';
import type { AnnouncedToast } from '~/lib/announced-toasts';
import {
  applyGate,
  NOT_FOR_YOUR_ACCOUNT,
  SIGN_IN_TO_CONTINUE,
  enterArea,
  readSignedInRole,
  requireArea,
} from './enter-area';
import { readStoredOrigin, signInHref, storeOrigin } from './stored-origin';

/** The server's answer to a session renewal in these tests: the account's role now, or none (no change). */
let renewedRole: string | undefined;
const refreshSessionNow = vi.fn(async () => {
  if (renewedRole) signInAs(renewedRole);
  return null;
});
vi.mock('~/lib/api-client', () => ({ getBrowserApiClient: () => ({}), refreshSessionNow }));

let issued = 0;
/** A new token each time, as the API issues them. */
const accessTokenFor = (role: string) =>
  [
    'header',
    Buffer.from(
      JSON.stringify({ sub: 'u1', role, sid: 's1', exp: 9_999_999_999, iat: (issued += 1) }),
    ).toString('base64url'),
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
  renewedRole = undefined;
  refreshSessionNow.mockClear();
  stopListening();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function redirectOf(run: () => Promise<void>): Promise<string | null> {
  try {
    await run();
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
    expect(toasts).toEqual([{ type: 'info', message: SIGN_IN_TO_CONTINUE }]);
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
    expect(toasts).toEqual([{ type: 'warning', message: NOT_FOR_YOUR_ACCOUNT }]);
  });

  it('lets an allowed visitor in without side effects', () => {
    signInAs('ADMIN');
    expect(applyGate('admin-only', '/admin/users')).toBeNull();
    expect(toasts).toEqual([]);
  });
});

describe('enterArea and requireArea', () => {
  const request = (path: string) => new Request(`http://localhost${path}`);

  it('enterArea throws the gate redirect, remembering the path and query', async () => {
    expect(await redirectOf(() => enterArea('admin-only', request('/admin/users?q=ada')))).toBe('/');
    expect(readStoredOrigin()).toEqual({ path: '/admin/users?q=ada', area: 'admin-only' });
  });

  it('requireArea turns a visitor away to / without side effects, so a page never calls the API for them', async () => {
    expect(await redirectOf(() => requireArea('facility-admin-only'))).toBe('/');
    signInAs('PROVIDER');
    expect(await redirectOf(() => requireArea('facility-admin-only'))).toBe('/');
    signInAs('FACILITY_ADMIN');
    expect(await redirectOf(() => requireArea('facility-admin-only'))).toBeNull();
    expect(readStoredOrigin()).toBeNull();
    expect(toasts).toEqual([]);
  });

  it("stores a sign-in link's next page as the origin, only when it is a path of this site", async () => {
    expect(
      await redirectOf(() => enterArea('guest-only', request(signInHref('/facilities/f1/claim')))),
    ).toBeNull();
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
      await enterArea('guest-only', request(signInHref(next)));
      expect(readStoredOrigin()).toBeNull();
    }
  });

  it('a malformed stored token counts as signed out', async () => {
    window.localStorage.setItem('accessToken', 'not.a.jwt');
    expect(await redirectOf(() => requireArea('signed-in'))).toBe('/');
    expect(await redirectOf(() => enterArea('guest-only', request('/login')))).toBeNull();
    expect(refreshSessionNow).not.toHaveBeenCalled();
  });

  it('renews a session without the role once before deciding: a role granted since lets them in', async () => {
    signInAs('USER');
    renewedRole = 'FACILITY_ADMIN';
    const [gate, page] = await Promise.all([
      redirectOf(() => enterArea('facility-admin-only', request('/facility/dashboard'))),
      redirectOf(() => requireArea('facility-admin-only')),
    ]);
    expect([gate, page]).toEqual([null, null]);
    expect(refreshSessionNow).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it('turns away a session the renewal leaves without the role, renewing it once only', async () => {
    signInAs('USER');
    expect(await redirectOf(() => enterArea('admin-only', request('/admin/users')))).toBe('/');
    expect(await redirectOf(() => requireArea('admin-only'))).toBe('/');
    expect(refreshSessionNow).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ type: 'warning', message: NOT_FOR_YOUR_ACCOUNT }]);
  });
});
