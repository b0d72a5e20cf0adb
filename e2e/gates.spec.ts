import type { Page } from '@playwright/test';
import type { UserRole } from '@carefinder/contracts';
import { expectPage, signInWithForm, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * One page of each gated area (spec §2/§6): which pages sit behind which gate is the route table's, checked
 * for every page by routes.test.ts; here each gate decides in a real browser.
 */
const AREAS = {
  guestOnly: '/login',
  signedIn: '/user/profile',
  facilityAdmin: '/facility/dashboard',
  admin: '/admin/users',
} as const;

const DASHBOARD: Record<UserRole, string> = {
  ADMIN: '/admin/dashboard',
  FACILITY_ADMIN: '/facility/dashboard',
  PROVIDER: '/provider/dashboard',
  USER: '/user/dashboard',
};

/** Where each visitor ends up on an area's page: the gate table, written out (null = signed out). */
function expectedDestination(role: UserRole | null, area: keyof typeof AREAS, path: string): string {
  if (role === null) return area === 'guestOnly' ? path : '/';
  switch (area) {
    case 'guestOnly':
      return DASHBOARD[role];
    case 'facilityAdmin':
      return role === 'FACILITY_ADMIN' ? path : '/';
    case 'admin':
      return role === 'ADMIN' ? path : '/';
    default:
      return path;
  }
}

async function expectGateTable(page: Page, role: UserRole | null) {
  for (const [area, path] of Object.entries(AREAS) as [keyof typeof AREAS, string][]) {
    await test.step(`${role ?? 'signed out'} opens ${path}`, async () => {
      await page.goto(path);
      await expectPage(page, expectedDestination(role, area, path));
    });
  }
}

test('without a token, a guest-only page opens and every protected area sends the visitor to /', async ({
  page,
}) => {
  await expectGateTable(page, null);
});

for (const role of ['USER', 'PROVIDER', 'FACILITY_ADMIN', 'ADMIN'] as const) {
  test(`a signed-in ${role} meets the gate table: a guest-only page leads to ${DASHBOARD[role]}`, async ({
    page,
    roleAccounts,
  }) => {
    await useSessionInBrowser(page, await roleAccounts.session(role));
    await expectGateTable(page, role);
  });
}

test('the server answers an admin page to anyone (it renders in the browser), where the ADMIN gate applies', async ({
  page,
  request,
}) => {
  const response = await request.get('/admin/blogs');
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain('Blog posts</h1>');
  await page.goto('/admin/blogs');
  await expectPage(page, '/');
});

test('the origin a signed-out visitor asked for is where sign-in leads, once', async ({
  page,
  roleAccounts,
}) => {
  const account = await roleAccounts.account('USER');

  await page.goto('/user/profile');
  // The toast shows for five seconds from when it appears: looked for first, not after the page has rendered.
  await expect(
    page
      .getByRole('status')
      .getByText(/sign in/i)
      .first(),
  ).toBeVisible();
  await expectPage(page, '/');

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPage(page, '/user/profile', 'Your profile');

  // Used once: the next guest-only page leads to the dashboard.
  await page.goto('/login');
  await expectPage(page, '/user/dashboard', `Welcome, ${account.firstName}`);
});

test('an origin the signed-in role may not open is dropped for the dashboard, not bounced to /', async ({
  page,
  roleAccounts,
}) => {
  const account = await roleAccounts.account('USER');

  await page.goto('/admin/users');
  await expectPage(page, '/');
  await signInWithForm(page, account);
  await expectPage(page, '/user/dashboard');
});

test('signing out in another tab signs this tab out of its protected page', async ({
  page,
  roleAccounts,
}) => {
  await useSessionInBrowser(page, await roleAccounts.session('USER'));
  await page.goto('/user/dashboard');
  await expectPage(page, '/user/dashboard');

  const otherTab = await page.context().newPage();
  await otherTab.goto('/about-us');
  await otherTab.getByRole('button', { name: /Account menu/ }).click();
  await otherTab.getByRole('button', { name: 'Sign out' }).click();
  await expect(otherTab.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await expectPage(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('the server HTML is the same for everyone: anonymous header, gated pages as a skeleton', async ({
  request,
}) => {
  const dashboard = await request.get('/user/dashboard');
  expect(dashboard.status()).toBe(200);
  const html = await dashboard.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain('href="/login"');
  // The page's words travel with it (its messages), but nothing of an account is rendered.
  expect(html).not.toMatch(/<h1[^>]*>[^<]*Welcome/);
});
