import { TAXONOMY_PAGES } from '../apps/web/app/lib/taxonomy-pages';
import { adminAccessToken, API_HEADERS, expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/page-checks';
import { searchResults } from './support/listings';

test('an admin adds a service, renames it over a colleague’s change, and deletes it', async ({
  page,
  request,
  roleAccounts,
}) => {
  test.slow(); // a whole journey: three saves, a conflict, a merge and three axe passes
  const name = `Hyperbaric oxygen ${Date.now()}`;
  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/dashboard');
  await expectPage(page, '/admin/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Services' }).click();
  await expectPage(page, '/admin/services', 'Services');
  await expectNoAxeViolations(page);

  // Add: a missing name is named at the field, then the entry is added with a slug made from its name.
  // A refused add keeps what was typed.
  await page.getByRole('link', { name: 'Add a service' }).click();
  const add = page.getByRole('region', { name: 'Add a service' });
  await add.getByLabel('Keywords').fill('hbot decompression');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByRole('alert')).toContainText('Enter a name.');
  await expect(add.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(add.getByLabel('Keywords')).toHaveValue('hbot decompression');
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').getByText(`${name} is added.`)).toBeVisible();
  await expect(add).toHaveCount(0);

  const search = page.getByRole('search', { name: 'Search services' });
  await search.getByLabel('Name, slug or keyword').fill('decompression');
  await search.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('region', { name: 'Services', exact: true });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(name);

  // Edit, while a colleague saves a description first: the page shows their change and saves on top.
  await table.getByRole('link', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('region', { name: `Change ${name}` });
  await edit.getByLabel('Name', { exact: true }).fill(`${name} therapy`);
  const id = new URL(page.url()).searchParams.get('edit');
  const headers = { ...API_HEADERS, authorization: `Bearer ${await adminAccessToken(request)}` };
  const current = await request.get(`/api/services/${id}`, { headers });
  const colleague = await request.patch(`/api/services/${id}`, {
    headers: { ...headers, 'if-match': current.headers().etag ?? '' },
    data: { description: 'Oxygen at raised pressure, for divers and wounds.' },
  });
  expect(colleague.status()).toBe(200);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText('Someone changed this service since you opened it.');
  await expect(edit).toContainText('Oxygen at raised pressure, for divers and wounds.');
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(`${name} therapy`);
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save my changes again' }).click();
  await expect(page.getByRole('status').getByText(`${name} therapy is saved.`)).toBeVisible();
  await expect(table).toContainText(`${name} therapy`);
  const saved = await (await request.get(`/api/services/${id}`, { headers })).json();
  expect(saved).toMatchObject({
    name: `${name} therapy`,
    keywords: 'hbot decompression',
    description: 'Oxygen at raised pressure, for divers and wounds.',
  });

  // Delete: nothing carries it, so it goes after a confirmation that starts on Cancel.
  await table.getByRole('button', { name: `Delete ${name} therapy` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name} therapy?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').getByText(`${name} therapy is deleted.`)).toBeVisible();
  await expect(page.getByText('No services match.')).toBeVisible();
  expect((await request.get(`/api/services/${id}`, { headers: API_HEADERS })).status()).toBe(404);
});

test('every list page of the admin area reads without axe violations', async ({ page, roleAccounts }) => {
  test.slow(); // nine pages, an axe pass each
  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  for (const list of TAXONOMY_PAGES) {
    await page.goto(`${list.path}?sort=uses`);
    await expectPage(page, list.path, list.title);
    await expectNoAxeViolations(page);
  }
});

test('an admin teaches search a Hausa phrase, a visitor finds pharmacies by it, and a reviewer is named', async ({
  page,
  roleAccounts,
}) => {
  test.slow(); // a whole journey: an add, searches until the index has read it, a review and a delete
  // A phrase no listing holds: the digits of the time as letters.
  const phrase = `kemis ${Date.now()
    .toString()
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;
  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Search lexicon' }).click();
  await expectPage(page, '/admin/search-lexicon', 'Search lexicon');
  // The starting phrases are drafts.
  const table = page.getByRole('region', { name: 'Search lexicon', exact: true });
  await expect(table.getByText('Draft, not reviewed').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Add a phrase' }).click();
  const add = page.getByRole('region', { name: 'Add a phrase' });
  await add.getByLabel('Phrase').fill(phrase);
  await add.getByLabel('Language').selectOption({ label: 'Hausa' });
  await add.getByLabel('Means').selectOption({ label: 'Pharmacy (facility type)' });
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').getByText(`${phrase} is added.`)).toBeVisible();

  // A visitor searching it in Hausa finds pharmacies, once the search index has read the change.
  const visitor = await page.context().newPage();
  await expect(async () => {
    await visitor.goto(`/ha/search-result?q=${encodeURIComponent(phrase)}`);
    await expect(searchResults(visitor).first()).toContainText('Kantin magani', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await visitor.close();

  const search = page.getByRole('search', { name: 'Search phrases' });
  await search.getByLabel('Phrase, meaning or reviewer').fill(phrase);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `Edit ${phrase}` }).click();
  const edit = page.getByRole('region', { name: `Change ${phrase}` });
  await edit.getByLabel('Reviewed by').fill('Amina Bello');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText(`${phrase} is saved.`)).toBeVisible();
  await expect(table).toContainText('Amina Bello');

  await table.getByRole('button', { name: `Delete ${phrase}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${phrase}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status').getByText(`${phrase} is deleted.`)).toBeVisible();
});
