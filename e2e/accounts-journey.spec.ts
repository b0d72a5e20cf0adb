import { expectPage, makeAccount, signInWithForm, signUpByApi, TEST_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';

test('sign up, sign in before confirming, verify the e-mail from a real SMTP delivery, sign out and in again', async ({
  page,
  request,
}) => {
  const account = makeAccount({ label: 'journey', firstName: 'Chiamaka', lastName: 'Eze' });

  await page.goto('/signup');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel(/Phone number/).fill('0803 123 4567');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  const sent = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
  await expect(sent).toContainText(`We have sent a message to ${account.email}`);
  await sent.getByRole('link', { name: 'sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPage(page, '/user/dashboard', 'Welcome, Chiamaka');
  await expect(page.getByText('Not verified yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu of Chiamaka' })).toBeVisible();

  const verification = await waitForMail(request, account.email, (message) =>
    message.text.includes('/verify-token'),
  );
  // Signed in, the link is still honoured: the token is verified, then the guest-only page moves on.
  await page.goto(linkIn(verification, '/verify-token'));
  await expect(
    page.getByRole('status').getByText('Your e-mail address is verified. Thank you.'),
  ).toBeVisible();
  await expectPage(page, '/user/dashboard', 'Welcome, Chiamaka');
  await expect(page.getByText('Verified.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu of Chiamaka' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectPage(page, '/', 'Find a hospital, clinic or doctor near you');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPage(page, '/user/dashboard', 'Welcome, Chiamaka');
  await expect(page.getByText('Verified.', { exact: true })).toBeVisible();
});

test('a visitor who is not signed in verifies with the link and is told to sign in next', async ({
  page,
  request,
}) => {
  const account = makeAccount({ label: 'verify-guest' });
  await signUpByApi(request, account);
  const verification = await waitForMail(request, account.email, (message) =>
    message.text.includes('/verify-token'),
  );

  await page.goto(linkIn(verification, '/verify-token'));
  await expectPage(page, '/verify-token', 'E-mail address verified');
  await expect(page.getByRole('main').getByRole('link', { name: 'sign in' })).toHaveAttribute(
    'href',
    '/login',
  );

  // The same link a second time has been used up: the page says so and offers the next step.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('There is a problem');
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
});

test('a forgotten password is reset with the e-mailed link, then the new password signs in', async ({
  page,
  request,
}) => {
  const account = makeAccount({ label: 'reset' });
  await signUpByApi(request, account);

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').getByText('Check your e-mail')).toBeVisible();

  const reset = await waitForMail(request, account.email, (message) =>
    message.text.includes('/reset-password'),
  );
  await page.goto(linkIn(reset, '/reset-password'));
  const newPassword = 'yam pepper soup evening';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await signInWithForm(page, { email: account.email, password: newPassword });
  await expectPage(page, '/user/dashboard', 'Welcome, Ada');
});

test.describe('forms for keyboard and screen-reader users', () => {
  test('an empty sign-up form marks each field, describes it by its error and focuses the first', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();

    const firstName = page.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(/Enter your first name\./);
    await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(
      /Enter a valid e-mail address\./,
    );
    await expect(page.getByLabel(/Phone number/)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toContainText('There is a problem');

    // The summary's links move focus to the field they name.
    await page.getByRole('alert').getByRole('link', { name: 'Enter a valid e-mail address.' }).click();
    await expect(page.getByLabel('E-mail address')).toBeFocused();
  });

  test('an address that has an account gets the same answer as a new one, and its owner an e-mail', async ({
    page,
    request,
  }) => {
    const owner = makeAccount({ label: 'taken', firstName: 'Ngozi' });
    await signUpByApi(request, owner);
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Bola');
    await page.getByLabel('Last name').fill('Ade');
    await page.getByLabel('E-mail address').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    // The button waits for the page's scripts (decision 0029); a click waits for it, Enter would not.
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(
      `We have sent a message to ${owner.email}`,
    );
    const notice = await waitForMail(request, owner.email, (message) =>
      message.subject.includes('You already have a CareFinder account'),
    );
    expect(notice.text).toContain('Hello Ngozi,');
  });

  test('a wrong password is a form-level error: the summary takes focus and says so', async ({
    page,
    roleAccounts,
  }) => {
    const account = await roleAccounts.account('USER');
    await signInWithForm(page, { email: account.email, password: 'not the password' });
    await expect(page.getByRole('alert')).toContainText('The e-mail or password is incorrect.');
    await expect(page.getByRole('alert').locator('..')).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the fields carry the autocomplete tokens password managers and phones rely on', async ({ page }) => {
    await page.goto('/signup');
    for (const [label, token] of [
      ['First name', 'given-name'],
      ['Last name', 'family-name'],
      ['E-mail address', 'email'],
      [/Phone number/, 'tel'],
      ['Password', 'new-password'],
    ] as const) {
      await expect(page.getByLabel(label, { exact: typeof label === 'string' })).toHaveAttribute(
        'autocomplete',
        token,
      );
    }
    await page.goto('/login');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });
});

test('the profile shows the stored phone number formatted, saves changes and the header follows', async ({
  page,
  request,
}) => {
  const account = makeAccount({ label: 'profile', firstName: 'Emeka' });
  await signUpByApi(request, { ...account, phone: '08031234567' } as typeof account);
  await signInWithForm(page, account);
  await expectPage(page, '/user/dashboard', 'Welcome, Emeka');

  await page.getByRole('link', { name: 'Edit your name, phone number and language' }).click();
  await expectPage(page, '/user/profile', 'Your profile');
  await expect(page.getByLabel(/Phone number/)).toHaveValue('+234 803 123 4567');

  await page.getByLabel('First name').fill('Nnamdi');
  await page.getByLabel(/Phone number/).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu of Nnamdi' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Nnamdi');
  await expect(page.getByLabel(/Phone number/)).toHaveValue('');
});

test('a user changes their password, then signs in with the new one', async ({ page, request }) => {
  const account = makeAccount({ label: 'change-password' });
  await signUpByApi(request, account);
  await signInWithForm(page, account);
  await expectPage(page, '/user/dashboard');

  await page.getByRole('link', { name: 'Change your password' }).click();
  await expectPage(page, '/change-password', 'Change your password');
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password').fill('moi moi and akara');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed').first()).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectPage(page, '/');
  await signInWithForm(page, { email: account.email, password: 'moi moi and akara' });
  await expectPage(page, '/user/dashboard');
});

test('asking for another verification e-mail within a minute of the last is refused with how long to wait', async ({
  page,
  roleAccounts,
}) => {
  await signInWithForm(page, await roleAccounts.account('USER'));
  await expectPage(page, '/user/dashboard');

  const resend = page.getByRole('button', { name: 'Resend verification e-mail' });
  // The first may be sent or refused, depending on when this shared account last had a link.
  const firstAnswer = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/resend-verification'),
  );
  await resend.click();
  await firstAnswer;
  await expect(resend).not.toHaveAttribute('aria-busy', 'true');
  await resend.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /You can ask for another in \d+ seconds\./ })
      .last(),
  ).toBeVisible();
  await expect(resend).toBeFocused();
});
