import type { AuthResponse, LoginRequest, SignupRequest } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';

export type SignInEndpoint = '/auth/login' | '/auth/admin-login';

export async function signIn(endpoint: SignInEndpoint, credentials: LoginRequest): Promise<AuthResponse> {
  const { data } = await getBrowserApiClient().post<AuthResponse>(endpoint, credentials);
  return data;
}

/** Answers the same whether or not the address has an account (decision 0030). */
export async function signUp(account: SignupRequest): Promise<void> {
  await getBrowserApiClient().post('/auth/signup', account);
}

/** Answers the same whether or not the account exists, so the form cannot reveal accounts. */
export async function requestPasswordReset(email: string): Promise<void> {
  await getBrowserApiClient().post('/auth/forgot-password', { email });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await getBrowserApiClient().post('/auth/reset-password', { token, password });
}

export async function verifyEmail(token: string): Promise<void> {
  await getBrowserApiClient().post('/auth/verify-email', { token });
}
