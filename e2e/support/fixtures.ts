import { test as base } from '@playwright/test';
import type { AuthResponse, SessionTokens, UserRole } from '@carefinder/contracts';
import { API_HEADERS, makeAccount, refreshByApi, setRoleByApi, signUpByApi } from './accounts';
import type { TestAccount } from './accounts';
import { E2E_ADMIN } from './server-env';

export interface RoleAccounts {
  /** One account per role for this worker (ADMIN is the configured one), created on first use. */
  account: (role: UserRole) => Promise<TestAccount>;
  /** A fresh session of that account: signing it out in one test leaves the others' sessions alone. */
  session: (role: UserRole) => Promise<SessionTokens>;
}

/** The annotation of a test that makes the page throw on purpose (a chunk that fails to load). */
export const PAGE_ERRORS_EXPECTED = { type: 'page-errors-expected' };

/**
 * The API limits sign-ups per address (20 in 10 minutes): tests that only need "someone with role X"
 * share one account per worker and sign in afresh, and only tests that change an account create their own.
 */
export const test = base.extend<{ failOnPageErrors: void }, { roleAccounts: RoleAccounts }>({
  /**
   * An error no code caught (a failed hydration among them) fails the test that met it, unless the test makes
   * one on purpose and says so (`{ annotation: PAGE_ERRORS_EXPECTED }`).
   */
  failOnPageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      const expected = testInfo.annotations.some(({ type }) => type === PAGE_ERRORS_EXPECTED.type);
      if (errors.length && !expected) throw new Error(`The page threw: ${errors.join(' | ')}`);
    },
    { auto: true },
  ],
  roleAccounts: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const accounts = new Map<UserRole, Promise<TestAccount>>();

      const account = (role: UserRole) => {
        let created = accounts.get(role);
        if (!created) {
          created =
            role === 'ADMIN'
              ? Promise.resolve({ ...E2E_ADMIN, firstName: '', lastName: '' })
              : (async () => {
                  const shared = makeAccount({ label: `shared-${role.toLowerCase().replace('_', '-')}` });
                  const { user, refresh_token } = await signUpByApi(request, shared);
                  if (role !== 'USER') {
                    await setRoleByApi(request, user.id, role);
                    await refreshByApi(request, refresh_token);
                  }
                  return shared;
                })();
          accounts.set(role, created);
        }
        return created;
      };

      const session = async (role: UserRole) => {
        const { email, password } = await account(role);
        const response = await request.post(role === 'ADMIN' ? '/api/auth/admin-login' : '/api/auth/login', {
          headers: API_HEADERS,
          data: { email, password },
        });
        if (response.status() !== 200)
          throw new Error(`Signing in as ${role} failed: ${await response.text()}`);
        const { access_token, refresh_token } = (await response.json()) as AuthResponse;
        return { access_token, refresh_token };
      };

      await use({ account, session });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
