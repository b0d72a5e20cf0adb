import { API_HEADERS, expectPage, makeAccount, signInWithForm, signUpByApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN } from './support/server-env';

test('an admin finds a user, changes their role and disables them after confirming', async ({
  page,
  request,
}) => {
  const member = makeAccount({ label: 'managed', firstName: 'Tunde', lastName: 'Bakare' });
  await signUpByApi(request, member);

  await signInWithForm(page, E2E_ADMIN, '/admin-login');
  await expectPage(page, '/admin/dashboard', /^Welcome, /);
  await page.getByRole('link', { name: 'Users' }).click();
  await expectPage(page, '/admin/users', 'Users');

  const search = page.getByRole('search', { name: 'Search users' });
  await search.getByLabel('Name or e-mail').fill(member.email);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('status').filter({ hasText: '1 user,' })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Tunde Bakare' }) });

  await card.getByLabel('Role of Tunde Bakare').selectOption('PROVIDER');
  await card.getByRole('button', { name: 'Change role of Tunde Bakare' }).click();
  await expect(page.getByRole('status').getByText("Tunde Bakare's role is now Provider.")).toBeVisible();
  await expect(card).toContainText('Provider ·');

  // Filtering by role keeps the search.
  await search.getByLabel('Role', { exact: true }).selectOption('PROVIDER');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/role=PROVIDER/);
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Disable Tunde Bakare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable Tunde Bakare?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).not.toContainText('Disabled');

  await card.getByRole('button', { name: 'Disable Tunde Bakare' }).click();
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByRole('status').getByText("Tunde Bakare's account is disabled.")).toBeVisible();
  await expect(card).toContainText('Disabled');

  const refused = await request.post('/api/auth/login', {
    headers: API_HEADERS,
    data: { email: member.email, password: member.password },
  });
  expect(refused.status()).toBe(403);

  await card.getByRole('button', { name: 'Enable Tunde Bakare' }).click();
  await expect(page.getByRole('status').getByText("Tunde Bakare's account is enabled.")).toBeVisible();
});

test("an admin cannot demote themself: the server's refusal is shown and the role stays", async ({
  page,
}) => {
  await signInWithForm(page, E2E_ADMIN, '/admin-login');
  await expectPage(page, '/admin/dashboard');
  await page.goto(`/admin/users?q=${encodeURIComponent(E2E_ADMIN.email)}`);
  const card = page.getByRole('listitem').filter({ hasText: '(you)' });
  const roleSelect = card.getByLabel(/^Role of /);

  await roleSelect.selectOption('USER');
  await card.getByRole('button', { name: /^Change role of / }).click();
  await expect(page.getByRole('alert')).toContainText('Administrators cannot demote or disable themselves');
  await expect(roleSelect).toHaveValue('ADMIN');
});

test('admin-login refuses an account that is not an administrator with a clear reason', async ({
  page,
  roleAccounts,
}) => {
  await signInWithForm(page, await roleAccounts.account('USER'), '/admin-login');
  await expect(page.getByRole('alert')).toContainText('There is a problem');
  await expect(page).toHaveURL(/\/admin-login$/);
});
