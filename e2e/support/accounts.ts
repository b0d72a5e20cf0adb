import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AuthResponse, SessionTokens, UserRole } from '@carefinder/contracts';
import { E2E_ADMIN } from './server-env';

/** The web app's API key (API_KEYS default); every API call carries it. */
export const API_HEADERS = { 'x-api-key': 'carefinder-web' };

export const TEST_PASSWORD = 'green plantain market 42';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.ng`;
}

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function makeAccount(overrides: Partial<TestAccount> & { label?: string } = {}): TestAccount {
  const { label = 'user', ...fields } = overrides;
  return { email: uniqueEmail(label), password: TEST_PASSWORD, firstName: 'Ada', lastName: 'Obi', ...fields };
}

/**
 * A visitor's own address for a request made through the API: the suite's accounts are many visitors signing
 * up, not one address signing up dozens of times (the e2e servers trust one proxy hop, TRUST_PROXY=1).
 */
export const visitorAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Signs up through the API (on `origin`, default the test's baseURL), then signs in as the person does next
 * (sign-up starts no session, decision 0030); answers the session.
 */
export async function signUpByApi(
  request: APIRequestContext,
  account: TestAccount,
  origin = '',
): Promise<AuthResponse> {
  const headers = { ...API_HEADERS, 'x-forwarded-for': visitorAddress() };
  const signup = await request.post(`${origin}/api/auth/signup`, { headers, data: account });
  expect(signup.status(), await signup.text()).toBe(202);
  const login = await request.post(`${origin}/api/auth/login`, {
    headers,
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as AuthResponse;
}

export async function refreshByApi(
  request: APIRequestContext,
  refreshToken: string,
  origin = '',
): Promise<{ status: number; tokens?: SessionTokens }> {
  const response = await request.get(`${origin}/api/auth/refresh-token`, {
    params: { token: refreshToken },
    headers: { ...API_HEADERS, authorization: `Bearer ${refreshToken}` },
  });
  return response.ok()
    ? { status: response.status(), tokens: (await response.json()) as SessionTokens }
    : { status: response.status() };
}

// One admin sign-in per worker: the API limits sign-ins per account.
const adminTokens = new Map<string, Promise<string>>();

export function adminAccessToken(request: APIRequestContext, origin = ''): Promise<string> {
  let token = adminTokens.get(origin);
  if (!token) {
    token = request
      .post(`${origin}/api/auth/admin-login`, { headers: API_HEADERS, data: E2E_ADMIN })
      .then(async (response) => {
        expect(response.status(), await response.text()).toBe(200);
        return ((await response.json()) as AuthResponse).access_token;
      });
    adminTokens.set(origin, token);
  }
  return token;
}

/** The ADMIN changes a user's role through the admin users API, on the version read (If-Match). */
export async function setRoleByApi(
  request: APIRequestContext,
  userId: string,
  role: UserRole,
  origin = '',
): Promise<void> {
  const url = `${origin}/api/admin/users/${userId}`;
  const headers = { ...API_HEADERS, authorization: `Bearer ${await adminAccessToken(request, origin)}` };
  const current = await request.get(url, { headers });
  expect(current.status(), await current.text()).toBe(200);
  const response = await request.patch(url, {
    headers: { ...headers, 'if-match': current.headers().etag ?? '' },
    data: { role },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A signed-up account holding `role`, with tokens that carry it: the role is in the access token, so the
 * session is refreshed after the promotion.
 */
export async function sessionWithRole(
  request: APIRequestContext,
  role: UserRole,
  origin = '',
): Promise<{ account: TestAccount; tokens: SessionTokens }> {
  const account = makeAccount({ label: role.toLowerCase().replace('_', '-') });
  const session = await signUpByApi(request, account, origin);
  if (role === 'USER') return { account, tokens: session };
  await setRoleByApi(request, session.user.id, role, origin);
  const { tokens } = await refreshByApi(request, session.refresh_token, origin);
  if (!tokens) throw new Error('refreshing the promoted session failed');
  return { account, tokens };
}

/** Puts a session's tokens where the app keeps them (spec §3), as if this browser had signed in. */
export async function useSessionInBrowser(page: Page, tokens: SessionTokens, origin = ''): Promise<void> {
  await page.goto(`${origin}/about-us`);
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('accessToken', access_token);
    localStorage.setItem('refreshToken', refresh_token);
  }, tokens);
}

/** The sign-in form's words: English unless the page is in another language. */
interface SignInWords {
  email: string;
  password: string;
  submit: string;
}

/** Signs in through the /login (or /admin-login) form. */
export async function signInWithForm(
  page: Page,
  { email, password }: Pick<TestAccount, 'email' | 'password'>,
  path = '/login',
  words: SignInWords = { email: 'E-mail address', password: 'Password', submit: 'Sign in' },
): Promise<void> {
  await page.goto(path);
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
}

// A gated page renders after its scripts, hydration, its gate's decision, its data (a dashboard reads /api/me,
// then six more) and its chunk. With two browsers and the server on the test machine's two cores, a facility
// dashboard took 15.5 s from goto to its heading in a CI trace (the data alone about 3.5 s): longer than the
// 15 s other expectations wait.
const RENDERED_TIMEOUT_MS = 30_000;

/** Waits until the page is rendered in the browser: its h1 replaces the gate's skeleton. */
export async function expectPage(
  page: Page,
  path: string | RegExp,
  heading?: string | RegExp,
): Promise<void> {
  const timeout = RENDERED_TIMEOUT_MS;
  await expect(page).toHaveURL(typeof path === 'string' ? (url) => url.pathname === path : path, { timeout });
  const h1 = page.getByRole('heading', { level: 1 });
  if (heading === undefined) await expect(h1).toBeVisible({ timeout });
  else await expect(h1).toHaveText(heading, { timeout });
}
