import { test as base, type BrowserContext } from '@playwright/test';
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

/**
 * The annotation of a test whose page throws or logs an error on purpose (a chunk that fails to load, an
 * address that is not found); its description, when given, is the pattern of the errors it expects.
 */
export const PAGE_ERRORS_EXPECTED = { type: 'page-errors-expected' };

/**
 * The browser's own line for a 4xx answer: a 409 for a taken address, a 412 for a stale write, a page not
 * found are the app's to show, and the tests check what it shows. A 5xx, or a request that failed, is an
 * error unless the test expects it.
 */
const isClientErrorStatusLine = (text: string) =>
  /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text);

/** Page errors of a test: a failed hydration, an uncaught error, an error logged to the console. */
function watchForPageErrors(context: BrowserContext, errors: string[]) {
  context.on('weberror', (error) => errors.push(`threw: ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error' && !isClientErrorStatusLine(message.text()))
      errors.push(`logged: ${message.text()} (${message.location().url})`);
  });
}

/**
 * The API limits sign-ups per address (20 in 10 minutes): tests that only need "someone with role X"
 * share one account per worker and sign in afresh, and only tests that change an account create their own.
 */
export const test = base.extend<{ failOnPageErrors: void }, { roleAccounts: RoleAccounts }>({
  /**
   * An error no code caught, or one logged to the console (a failed hydration among them), fails the test that
   * met it, in any browser context it opened, unless the test makes one on purpose and says so
   * (`{ ...PAGE_ERRORS_EXPECTED, description: 'pattern' }`).
   */
  failOnPageErrors: [
    async ({ context, browser }, use, testInfo) => {
      const errors: string[] = [];
      watchForPageErrors(context, errors);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const opened = await newContext(...options);
        watchForPageErrors(opened, errors);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      const expected = testInfo.annotations
        .filter(({ type }) => type === PAGE_ERRORS_EXPECTED.type)
        .map(({ description }) => new RegExp(description ?? ''));
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      if (unexpected.length) throw new Error(`The page had errors:\n${unexpected.join('\n')}`);
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
