import { describe, expect, it } from 'vitest';
import { initialUserState, logout, updateAppUserState, userReducer } from './user-slice';
import type { UserState } from './user-slice';

const loggedInUser: UserState = {
  error: 'previous error',
  isLoggedIn: true,
  id: 'user-1',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  email: 'ada@example.ng',
  firstName: 'Ada',
  lastName: 'Obi',
  facilities: [{ id: 'facility-1', name: 'Lagos Clinic', role: 'admin' }],
  activeFacility: { id: 'facility-1', name: 'Lagos Clinic', role: 'admin' },
  isLoading: true,
};

describe('userReducer', () => {
  it('starts logged out with empty values', () => {
    expect(userReducer(undefined, { type: 'init' })).toStrictEqual({
      error: '',
      isLoggedIn: false,
      id: '',
      accessToken: '',
      refreshToken: '',
      email: '',
      firstName: '',
      lastName: '',
      facilities: [],
      activeFacility: undefined,
    });
  });

  it.each<{ name: string; before: UserState; update: Partial<UserState>; after: UserState }>([
    {
      name: 'logs a user in',
      before: initialUserState,
      update: { isLoggedIn: true, id: 'user-1', email: 'ada@example.ng' },
      after: { ...initialUserState, isLoggedIn: true, id: 'user-1', email: 'ada@example.ng' },
    },
    {
      name: 'replaces tokens and keeps the rest',
      before: loggedInUser,
      update: { accessToken: 'access-2', refreshToken: 'refresh-2' },
      after: { ...loggedInUser, accessToken: 'access-2', refreshToken: 'refresh-2' },
    },
    {
      name: 'clears the active facility when given undefined',
      before: loggedInUser,
      update: { activeFacility: undefined },
      after: { ...loggedInUser, activeFacility: undefined },
    },
    {
      name: 'is a no-op for an empty update',
      before: loggedInUser,
      update: {},
      after: loggedInUser,
    },
  ])('updateAppUserState $name', ({ before, update, after }) => {
    expect(userReducer(before, updateAppUserState(update))).toStrictEqual(after);
  });

  it.each([
    ['a logged-in user', loggedInUser],
    ['the initial state', initialUserState],
  ])('logout resets %s exactly to the initial values', (_label, before) => {
    expect(userReducer(before, logout())).toStrictEqual(initialUserState);
  });
});
