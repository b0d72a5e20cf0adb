import { PROBLEM_TYPES, type AuthResponse, type PublicUser } from '@carefinder/contracts';
import { redirect } from 'react-router';
import { getBrowserApiClient } from '~/lib/api-client';
import { localTokenStorage } from '~/lib/api-client/token-storage';
import { apiErrorStatus, apiProblemType } from '~/lib/forms/form-errors';
import { getClientStore } from '~/lib/store/store';
import { logout, updateAppUserState } from '~/lib/store/user-slice';
import type { UserState } from '~/lib/store/user-slice';

/** The user slice's view of an API user (activeFacility: the spec's default is undefined, the API's null). */
export function userStateFrom(user: PublicUser): Partial<UserState> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    facilities: user.facilities,
    activeFacility: user.activeFacility ?? undefined,
  };
}

/**
 * After sign-up or sign-in (spec §3): the user slice is merged through updateAppUserState, then the tokens
 * go to localStorage; storing them fires the event that the gates and the header follow, so it comes last.
 */
export function startSession({ user, access_token, refresh_token }: AuthResponse): void {
  getClientStore().store.dispatch(
    updateAppUserState({
      ...userStateFrom(user),
      isLoggedIn: true,
      accessToken: access_token,
      refreshToken: refresh_token,
    }),
  );
  localTokenStorage.setTokens({ accessToken: access_token, refreshToken: refresh_token });
}

/** Keeps the persisted user slice in step with what the API last said about the user. */
export function rememberUser(user: PublicUser): void {
  getClientStore().store.dispatch(updateAppUserState(userStateFrom(user)));
}

/** Revokes the session on the server, then forgets it here: the logout action resets the user slice. */
export async function signOut(): Promise<void> {
  const refreshToken = localTokenStorage.getRefreshToken();
  try {
    await getBrowserApiClient().post('/auth/logout', refreshToken ? { refresh_token: refreshToken } : {});
  } catch (error) {
    // Signing out must always work here; a session the server did not hear about expires on its own.
    console.warn('Could not revoke the session on the server', error);
  }
  getClientStore().store.dispatch(logout());
  localTokenStorage.clearTokens();
}

/** Forgets a session the server has already ended (the account was deleted): nothing to revoke. */
export function forgetSession(): void {
  getClientStore().store.dispatch(logout());
  localTokenStorage.clearTokens();
}

/**
 * For loaders of signed-in pages: a 401 that reaches them means the refresh failed, and a 403
 * account-disabled that the account was disabled; either way the API client has already ended the session
 * (spec §4) and said why, so the page gives way to / instead of showing the error page.
 */
export function redirectIfSessionEnded(error: unknown): never {
  if (apiErrorStatus(error) === 401 || apiProblemType(error) === PROBLEM_TYPES.accountDisabled)
    throw redirect('/');
  throw error;
}
