import { expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/page-checks';
import { E2E_CALLBACK_TOKEN } from './support/server-env';

test("an admin plays the USSD menu to a state's emergency numbers, and reads a texted query's answer in the SMS outbox", async ({
  page,
  request,
  roleAccounts,
}) => {
  // Someone texts a query; the e2e server has no SMS gateway, so the answer is kept in the outbox. The
  // callback carries the token the aggregator was given.
  const texted = await request.post(`/api/sms/africastalking?token=${E2E_CALLBACK_TOKEN}`, {
    form: { from: '+2348035550123', to: '384123', text: 'pharmacy ikeja', id: 'e2e-1', date: '2026-11-30' },
  });
  expect(texted.status(), await texted.text()).toBe(200);

  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/dashboard');
  await expectPage(page, '/admin/dashboard');
  await page.getByRole('link', { name: 'USSD and SMS' }).click();
  await expectPage(page, '/admin/ussd', 'USSD and SMS');

  await page.getByRole('button', { name: 'Dial' }).click();
  const screen = page.getByTestId('ussd-screen');
  await expect(screen).toContainText('Emergency? Call 112');
  const answered = page.getByText(/^\d+ of 182 characters\. Answers so far:/);
  for (const [answer, sofar] of [
    ['1', '1'],
    ['2', '1*2'],
    ['lagos', '1*2*lagos'],
  ]) {
    await page.getByLabel('Your answer').fill(answer!);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(answered).toContainText(sofar!);
  }
  await expect(screen).toContainText('CON Emergency numbers, Lagos:\n112: any network, free');
  await expectNoAxeViolations(page);

  await page.getByLabel('Your answer').fill('8');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(screen).toHaveText('END We are sending it by SMS. Stay safe.');
  await expect(page.getByRole('heading', { name: 'The SMS it would send' })).toBeVisible();
  await expect(page.getByText(/^CareFinder: Emergency numbers, Lagos:/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dial again' })).toBeVisible();

  await page.getByRole('link', { name: 'SMS outbox' }).click();
  await expectPage(page, '/admin/sms-outbox', 'SMS outbox');
  const row = page.getByRole('row').filter({ hasText: 'To +234803****123' });
  await expect(row.first()).toContainText('pharmacy ikeja');
  await expect(row.first()).toContainText('Kept here, not sent');
  await expectNoAxeViolations(page);
});
