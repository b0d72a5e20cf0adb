import { expectPage, makeAccount, signInWithForm } from './support/accounts';
import { expect, test } from './support/fixtures';
import { ownServerForTests } from './support/own-server';
import { expectNoAxeViolations } from './support/page-checks';

// A fresh install without a mail server, as `npm start` runs out of the box: the shared e2e server has one
// (the SMTP sink), so this runs on a server of its own.
test.describe('a fresh install without SMTP_URL', () => {
  const server = ownServerForTests('outbox', { SMTP_URL: '' });

  test('a new user signs up, and the admin the start printed finds the verification e-mail in the Outbox and its link verifies the account', async ({
    browser,
    page,
  }) => {
    test.slow(); // a server of its own, two browsers and a sign-up
    const { origin, output } = server();
    expect(output.stdout).toContain(`Outbox at http://localhost:`);
    const admin = {
      email: /e-mail: +(\S+)/.exec(output.stdout)?.[1] ?? '',
      password: /password: +(\S+)/.exec(output.stdout)?.[1] ?? '',
    };

    const account = makeAccount({ label: 'outbox', firstName: 'Yetunde', lastName: 'Ajayi' });
    await page.goto(`${origin}/signup`);
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInWithForm(adminPage, admin, `${origin}/admin-login`);
    await expectPage(adminPage, '/admin/dashboard', /^Welcome, /);
    await adminPage.getByRole('link', { name: 'Outbox' }).click();
    await expectPage(adminPage, '/admin/outbox', 'Outbox');
    const row = adminPage.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText('Kept here, not delivered');
    await row.getByText('The e-mail').click();
    await expect(row).toContainText(`Hello ${account.firstName}`);
    await expectNoAxeViolations(adminPage);
    const link = (await row.getByRole('link', { name: /\/verify-token\?token=/ }).textContent()) ?? '';
    await adminContext.close();

    // The admin passes the link on; the new user follows it.
    await page.goto(link.replace(/^http:\/\/localhost:\d+/, origin));
    await expectPage(page, '/verify-token', 'E-mail address verified');
    await signInWithForm(page, account, `${origin}/login`);
    await expectPage(page, '/user/dashboard', `Welcome, ${account.firstName}`);
    await expect(page.getByText('Verified.', { exact: true })).toBeVisible();
  });
});
