import { expectPage, makeAccount, signUpByApi, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { findFacility, firstProvider } from './support/listings';
import { waitForMail } from './support/mailbox';
import { expectNoAxeViolations } from './support/page-checks';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a user claims a facility from its page, an ADMIN approves it, and the user opens its facility dashboard', async ({
  browser,
  page,
  request,
  roleAccounts,
}) => {
  test.slow(); // two browsers, sign-in, the claim, the admin page, the e-mail and the session renewal
  const facility = await findFacility(request, (candidate) => candidate.status === 'active', 9);
  const account = makeAccount({
    label: 'claimant',
    firstName: 'Kemi',
    lastName: `Balogun ${Date.now() % 100_000}`,
  });
  await signUpByApi(request, account);

  // Signed out, "Manage this facility" leads to sign-in, which comes back to the claim form.
  await page.goto(`/facilities/${facility.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Manage this facility' }).click();
  await expectPage(page, '/login', 'Sign in');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPage(page, `/facilities/${facility.id}/claim`, `Manage ${facility.name}`);
  await expectNoAxeViolations(page);

  // The form names what is missing, then sends.
  await page.getByRole('button', { name: 'Send the request' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('There is a problem');
  await expect(page.getByLabel('Your role at this facility')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Your role at this facility').fill('Practice manager');
  await page
    .getByLabel('How can we check it?')
    .fill('Call the front desk on 0803 123 4567 and ask for the practice manager.');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('heading', { name: 'Your request is sent' })).toBeVisible();

  // The ADMIN finds it from the dashboard and approves it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useSessionInBrowser(adminPage, await roleAccounts.session('ADMIN'));
  await adminPage.goto('/admin/dashboard');
  await expectPage(adminPage, '/admin/dashboard');
  await adminPage.getByRole('link', { name: /^Requests to manage a listing \(\d+ waiting\)$/ }).click();
  await expectPage(adminPage, '/admin/claims', 'Requests to manage a listing');
  // The row's link: the listing's name, then (for screen readers) whose request it is.
  const reviewLink = new RegExp(
    `^${escapeRegExp(facility.name)}\\s*: review the request of ${account.firstName} ${account.lastName}$`,
  );
  await adminPage.getByRole('link', { name: reviewLink }).click();
  const opened = adminPage.getByRole('region', {
    name: `${account.firstName} ${account.lastName} asks to manage ${facility.name}`,
  });
  await expect(opened).toContainText('Practice manager');
  await expect(opened).toContainText('Call the front desk on 0803 123 4567');
  await expectNoAxeViolations(adminPage);
  await opened.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByRole('status').getByText(/^Approved: /)).toBeVisible();
  await expect(opened).toContainText('approved');
  await adminContext.close();

  const mail = await waitForMail(request, account.email, (message) => message.text.includes('approved'));
  expect(mail.subject).toBe(`You can now manage ${facility.name} on CareFinder`);

  // The user's dashboard shows the decision; opening the area renews the session with the new role.
  await page.goto('/user/dashboard');
  await expectPage(page, '/user/dashboard');
  const requests = page.getByRole('region', { name: 'Your requests to manage a listing' });
  await expect(requests).toContainText(`${facility.name}: Approved`);
  await requests.getByRole('button', { name: 'Open your facility dashboard' }).click();
  await expectPage(page, '/facility/dashboard', `Welcome, ${account.firstName}`);
  const facilities = page.getByRole('region', { name: 'Your facilities' });
  await expect(
    facilities.getByRole('radio', { name: new RegExp(escapeRegExp(facility.name)) }),
  ).toBeChecked();
  await expect(facilities).toContainText('Active');
});

test("a provider's page asks 'Is this you?': signed out it leads to sign-in, signed in to the profile's claim form", async ({
  page,
  request,
  roleAccounts,
}) => {
  const provider = await firstProvider(request);
  await page.goto(`/providers/${provider.id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Is this you?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage this profile' })).toHaveAttribute('href', '/login');

  await useSessionInBrowser(page, await roleAccounts.session('USER'));
  await page.goto(`/providers/${provider.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Manage this profile' }).click();
  await expectPage(page, `/providers/${provider.id}/claim`, `Is this you? Manage ${provider.name}`);
  await expect(page.getByLabel('Your role')).toBeVisible();
});
