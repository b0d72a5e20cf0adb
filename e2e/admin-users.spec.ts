import {
  API_HEADERS,
  expectPage,
  makeAccount,
  signInWithForm,
  signUpByApi,
  useSessionInBrowser,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN } from './support/server-env';

test('an admin finds a user, changes their role, and disables and enables their account', async ({
  browser,
  page,
  request,
}) => {
  const member = makeAccount({ label: 'managed', firstName: 'Tunde', lastName: 'Bakare' });
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await useSessionInBrowser(memberPage, await signUpByApi(request, member));

  await signInWithForm(page, E2E_ADMIN, '/admin-login');
  await expectPage(page, '/admin/dashboard', /^Welcome, /);
  await page.getByRole('link', { name: 'Users' }).click();
  await expectPage(page, '/admin/users', 'Users');

  const search = page.getByRole('search', { name: 'Search users' });
  await search.getByLabel('Name or e-mail').fill(member.email);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('status').filter({ hasText: '1 user.' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Users', exact: true });
  const row = table.getByRole('row').filter({ hasText: 'Tunde Bakare' });

  const edit = page.getByRole('region', { name: 'Change Tunde Bakare' });
  await row.getByRole('link', { name: 'Edit Tunde Bakare' }).click();
  await edit.getByLabel('Role', { exact: true }).selectOption('PROVIDER');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Tunde Bakare is saved.')).toBeVisible();
  await expect(row).toContainText('Provider');

  // Filtering by role keeps the search.
  await search.getByLabel('Role', { exact: true }).selectOption('PROVIDER');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/role=PROVIDER/);
  await expect(row).toBeVisible();

  // Making someone an administrator, and disabling an account, are asked first.
  await row.getByRole('link', { name: 'Edit Tunde Bakare' }).click();
  await edit.getByLabel('Role', { exact: true }).selectOption('ADMIN');
  await edit.getByRole('button', { name: 'Save' }).click();
  const makeAdmin = page.getByRole('dialog', { name: 'Make this account an administrator?' });
  await makeAdmin.getByRole('button', { name: 'Cancel' }).click();
  await expect(makeAdmin).toBeHidden();
  await expect(edit.getByRole('button', { name: 'Save' })).toBeFocused();
  await expect(row).toContainText('Provider');
  await edit.getByLabel('Role', { exact: true }).selectOption('PROVIDER');
  await edit.getByLabel('Account', { exact: true }).selectOption('disabled');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Disable this account?' })
    .getByRole('button', { name: 'Disable the account' })
    .click();
  // The first save's toast may still be showing: the table says what this one did.
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText('Disabled');

  const refused = await request.post('/api/auth/login', {
    headers: API_HEADERS,
    data: { email: member.email, password: member.password },
  });
  expect(refused.status()).toBe(403);

  // Signed in elsewhere, the member is signed out at their next page, told why as the sign-in page would.
  await memberPage.goto('/user/dashboard');
  await expect(
    memberPage.getByRole('status').getByText('This account has been disabled. Contact CareFinder support'),
  ).toBeVisible();
  await expect(memberPage).toHaveURL((url) => url.pathname === '/');
  await expect(memberPage.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await memberContext.close();

  await row.getByRole('link', { name: 'Edit Tunde Bakare' }).click();
  await edit.getByLabel('Account', { exact: true }).selectOption('active');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Active');
});

test("an admin cannot demote themself: the server's refusal is shown and the role stays", async ({
  page,
}) => {
  await signInWithForm(page, E2E_ADMIN, '/admin-login');
  await expectPage(page, '/admin/dashboard');
  await page.goto(`/admin/users?q=${encodeURIComponent(E2E_ADMIN.email)}`);
  const row = page.getByRole('row').filter({ hasText: '(you)' });
  await row.getByRole('link', { name: /^Edit / }).click();
  const edit = page.getByRole('region', { name: /^Change / });

  await edit.getByLabel('Role', { exact: true }).selectOption('USER');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText('Administrators cannot demote or disable themselves');
  await expect(row.getByRole('cell').nth(1)).toHaveText('Admin');
});

test('admin-login refuses an account that is not an administrator with a clear reason', async ({
  page,
  roleAccounts,
}) => {
  await signInWithForm(page, await roleAccounts.account('USER'), '/admin-login');
  await expect(page.getByRole('alert')).toContainText('There is a problem');
  await expect(page).toHaveURL(/\/admin-login$/);
});
