import type { UserRole } from '@carefinder/contracts';
import { expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/page-checks';

test.describe('pages for visitors who are not signed in', () => {
  for (const path of [
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password?token=e2e',
    '/verify-token',
    '/admin-login',
  ]) {
    test(`${path} has no axe violations, also while showing errors`, async ({ page }) => {
      await page.goto(path);
      await expectPage(page, path.split('?')[0] ?? path);
      await expectNoAxeViolations(page);

      await page
        .getByRole('main')
        .getByRole('button', { name: /Sign in|Create account|Send the link|Save the new password|Verify/ })
        .click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the guest forms are in the server’s HTML, labelled, their buttons waiting for the scripts', async ({
    page,
  }) => {
    for (const [path, labels, button] of [
      ['/login', ['E-mail address', 'Password'], 'Sign in'],
      ['/signup', ['First name', 'E-mail address'], 'Create account'],
      ['/forgot-password', ['E-mail address'], 'Send the link'],
      ['/reset-password?token=e2e', ['New password'], 'Save the new password'],
    ] as const) {
      await page.goto(path);
      for (const label of labels) await expect(page.getByLabel(label, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: button })).toBeDisabled();
      // (A browser with scripts turned off by the test tools still parses <noscript> as a scripting one.)
      expect(await page.locator('noscript').first().textContent()).toContain('Signing in needs JavaScript.');
    }
  });

  test('a signed-in page, rendered in the browser, says so in the server’s HTML, in words', async ({
    page,
  }) => {
    await page.goto('/user/dashboard');
    expect(await page.locator('noscript').first().textContent()).toContain(
      'Signing in needs JavaScript. You can still search for care and read every listing without it.',
    );
  });
});

const SIGNED_IN_PAGES: ReadonlyArray<{ role: UserRole; paths: string[] }> = [
  { role: 'USER', paths: ['/user/dashboard', '/user/profile', '/change-password', '/provider/dashboard'] },
  { role: 'FACILITY_ADMIN', paths: ['/facility/dashboard'] },
  { role: 'ADMIN', paths: ['/admin/dashboard', '/admin/users'] },
];

for (const { role, paths } of SIGNED_IN_PAGES) {
  test(`${paths.join(', ')} have no axe violations for a ${role}, nor has the open user menu`, async ({
    page,
    roleAccounts,
  }) => {
    // An account of the role (sign-up, e-mail, verification) and an axe pass of each of up to four pages.
    test.slow();
    await useSessionInBrowser(page, await roleAccounts.session(role));
    for (const path of paths) {
      await page.goto(path);
      await expectPage(page, path);
      await expectNoAxeViolations(page);
    }
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
