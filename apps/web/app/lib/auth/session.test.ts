// @vitest-environment jsdom
import type { AuthResponse } from '@carefinder/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localTokenStorage, subscribeToTokenChanges } from '~/lib/api-client/token-storage';
import { getClientStore } from '~/lib/store/store';
import { initialUserState } from '~/lib/store/user-slice';
import { redirectIfSessionEnded, signOut, startSession } from './session';

const post = vi.fn<(url: string, body?: unknown) => Promise<unknown>>();
vi.mock('~/lib/api-client', () => ({ getBrowserApiClient: () => ({ post }) }));

const session: AuthResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  user: {
    id: 'user-1',
    email: 'ada@example.ng',
    firstName: 'Ada',
    lastName: 'Obi',
    phone: '+2348031234567',
    role: 'FACILITY_ADMIN',
    emailVerified: false,
    facilities: [{ id: 'f1', name: 'Lagos Clinic' }],
    activeFacility: null,
    providerProfile: null,
    language: 'en',
    createdAt: '2026-11-22T09:00:00.000Z',
  },
};

afterEach(() => {
  window.localStorage.clear();
  post.mockReset();
  vi.restoreAllMocks();
});

describe('startSession', () => {
  it('merges the user into the user slice and stores both tokens, announcing them last', () => {
    // jsdom has no geolocation; the store only warns about it.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = getClientStore();
    const userAtAnnouncement: unknown[] = [];
    const unsubscribe = subscribeToTokenChanges(() => userAtAnnouncement.push(store.getState().user.id));

    startSession(session);
    unsubscribe();

    expect(store.getState().user).toMatchObject({
      isLoggedIn: true,
      id: 'user-1',
      email: 'ada@example.ng',
      firstName: 'Ada',
      lastName: 'Obi',
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      facilities: [{ id: 'f1', name: 'Lagos Clinic' }],
      activeFacility: undefined,
    });
    expect(localTokenStorage.getAccessToken()).toBe('access-1');
    expect(localTokenStorage.getRefreshToken()).toBe('refresh-1');
    expect(userAtAnnouncement).toEqual(['user-1']);
  });
});

describe('signOut', () => {
  it.each([
    ['the server revokes the session', () => post.mockResolvedValue({ status: 204 })],
    ['the server cannot be reached', () => post.mockRejectedValue(new Error('Network Error'))],
  ])(
    'sends the refresh token to /auth/logout, then forgets the session even when %s',
    async (_label, answer) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      answer();
      startSession(session);

      await signOut();

      expect(post).toHaveBeenCalledExactlyOnceWith('/auth/logout', { refresh_token: 'refresh-1' });
      expect(localTokenStorage.getAccessToken()).toBeNull();
      expect(localTokenStorage.getRefreshToken()).toBeNull();
      const { _persist: _ignored, ...user } = getClientStore().store.getState().user;
      expect(user).toEqual(initialUserState);
    },
  );
});

describe('redirectIfSessionEnded', () => {
  it('turns a 401 into a redirect to / and rethrows anything else', () => {
    const unauthorized = Object.assign(new Error('401'), { response: { status: 401 } });
    const serverError = Object.assign(new Error('500'), { response: { status: 500 } });
    expect(() => redirectIfSessionEnded(unauthorized)).toThrow(Response);
    expect(() => redirectIfSessionEnded(serverError)).toThrow(serverError);
  });
});
