import type { Page } from '@playwright/test';
import { openingStatus, type FacilityDetail, type OpeningHoursEntry } from '@carefinder/contracts';
import { adminAccessToken, API_HEADERS, expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations, hydrated, stubMapTiles } from './support/page-checks';

/** Letters only, unique to this run: a word the search has never seen, so only our listing matches it. */
const uniqueWord = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');

/** Searches from the home page's search box, as a visitor does, and answers the result's link. */
async function findFromHome(page: Page, name: string) {
  await page.goto('/');
  await hydrated(page);
  const combobox = page.getByRole('main').getByRole('combobox', { name: 'What are you looking for?' });
  await combobox.fill(name);
  await combobox.press('Enter');
  await expect(page).toHaveURL(/\/search-result\?/);
  return page.getByRole('main').getByRole('link', { name, exact: true });
}

const WEEKDAY_HOURS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map(
  (day): OpeningHoursEntry => ({
    day: day as OpeningHoursEntry['day'],
    open: '08:00:00',
    close: '17:00:00',
    isAlwaysOpen: false,
    isClosed: false,
  }),
);

test('an admin adds a service and a facility offering it with hours, finds it from home, renames it over a colleague’s change, closes and reopens it', async ({
  page,
  request,
  roleAccounts,
}) => {
  test.slow(); // a whole journey: two lists, six saves, a conflict, two searches and the map
  const word = uniqueWord();
  const service = `Hyperbaric wound care ${word}`;
  const name = `Amarachi Wound Clinic ${word}`;
  const renamed = `Amarachi Wound and Dialysis Centre ${word}`;
  await stubMapTiles(page);
  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));

  // The service, on its list page.
  await page.goto('/admin/services?new');
  await expectPage(page, '/admin/services', 'Services');
  const addService = page.getByRole('region', { name: 'Add a service' });
  await addService.getByLabel('Name', { exact: true }).fill(service);
  await addService.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').getByText(`${service} is added.`)).toBeVisible();

  // The facility: from the dashboard to its table and the add form.
  await page.goto('/admin/dashboard');
  await expectPage(page, '/admin/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Facilities', exact: true }).click();
  await expectPage(page, '/admin/facilities', 'Facilities');
  await page.getByRole('link', { name: 'Add a facility' }).click();
  const editor = page.getByRole('region', { name: 'Add a facility' });
  await expect(editor.getByLabel('Name', { exact: true })).toBeVisible();

  // A save without a name is refused at the field, which takes the focus.
  await editor.getByRole('button', { name: 'Add the facility' }).click();
  await expect(editor.getByRole('alert')).toContainText('Enter the name.');
  await expect(editor.getByLabel('Name', { exact: true })).toBeFocused();

  await editor.getByLabel('Name', { exact: true }).fill(name);
  await editor.getByLabel('Ownership').selectOption({ label: 'Private' });
  const place = editor.getByRole('group', { name: 'Place' });
  await place.getByLabel('State', { exact: true }).selectOption({ label: 'Lagos' });
  await place.getByLabel('LGA', { exact: true }).selectOption({ label: 'Ikeja' });
  await place.getByLabel('Address').fill('3 Allen Avenue');

  // Coordinates from the map, which loads only now: a click on it sets both.
  await editor.getByRole('button', { name: 'Pick on the map' }).click();
  const map = editor.getByRole('region', { name: 'Map to pick the place of the new facility' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await map.locator('.leaflet-container').click();
  await expect(editor.getByLabel('Latitude')).toHaveValue(/^6\.\d+/);
  await expect(editor.getByLabel('Longitude')).toHaveValue(/^3\.\d+/);
  await expect(editor.getByText(/^Coordinates set to 6\.\d+, 3\.\d+\.$/)).toBeVisible();

  // Two numbers, the second one mistyped.
  await editor.getByLabel('Phone number 1').fill('0803 123 4567');
  await editor.getByRole('button', { name: 'Add a phone number' }).click();
  await expect(editor.getByLabel('Phone number 2')).toBeFocused();
  await editor.getByLabel('Phone number 2').fill('call us');

  // Weekdays 08:00–17:00, Saturday closed; the preview applies the facility page's rule to them.
  await editor.getByLabel('Monday', { exact: true }).selectOption({ label: 'Open at these times' });
  await editor.getByLabel('Opens on Monday').fill('08:00');
  await editor.getByLabel('Closes on Monday').fill('17:00');
  await editor.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }).click();
  await expect(editor.getByLabel('Closes on Friday')).toHaveValue('17:00');
  await editor.getByLabel('Saturday', { exact: true }).selectOption({ label: 'Closed' });
  const now = openingStatus(
    [
      ...WEEKDAY_HOURS,
      { day: 'SATURDAY', open: '00:00:00', close: '00:00:00', isAlwaysOpen: false, isClosed: true },
    ],
    new Date(),
  );
  await expect(
    editor.getByText('With these hours the page says:').locator('xpath=following-sibling::p'),
  ).toHaveText(
    now
      ? `${now.isOpen ? 'Open now' : 'Closed now'} · “${now.label}”`
      : 'Opening hours for today are not listed.',
  );

  // The new service, found in its list by the filter box.
  const services = editor.getByRole('group', { name: 'Services (optional)' });
  await services.getByLabel('Filter services').fill(word);
  await services.getByLabel(service).check();
  await expect(services).toContainText(`Chosen: ${service}.`);

  // The API refuses the mistyped number: the error is on the second box, and in the summary.
  await editor.getByRole('button', { name: 'Add the facility' }).click();
  const phoneError = 'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.';
  await expect(editor.getByRole('alert')).toContainText(phoneError);
  await expect(editor.getByLabel('Phone number 2')).toBeFocused();
  await expect(editor.getByLabel('Phone number 2')).toHaveAttribute('aria-invalid', 'true');
  await editor.getByRole('button', { name: 'Remove phone number 2' }).click();
  await editor.getByRole('button', { name: 'Add the facility' }).click();
  await expect(page.getByRole('status').getByText(`${name} is added.`)).toBeVisible();

  // Anyone finds it from the home page's search box, with its hours and the new service.
  await (await findFromHome(page, name)).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main')).toContainText(service);
  await expect(page.getByRole('row', { name: /Monday/ })).toContainText('08:00–17:00');
  await expect(page.getByRole('row', { name: /Saturday/ })).toContainText('Closed');

  // Renamed in the editor, found in the table by its name, while a colleague adds the website: the save is
  // refused, their change is shown and kept, and the rename goes on top of it.
  await page.goto('/admin/facilities');
  await expectPage(page, '/admin/facilities', 'Facilities');
  const search = page.getByRole('search', { name: 'Search facilities' });
  await search.getByLabel('Name or NHFR code').fill(word);
  await search.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('region', { name: 'Facilities', exact: true });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `Edit ${name}` }).click();
  const change = page.getByRole('region', { name: `Change ${name}` });
  await expect(change.getByLabel('Closes on Monday')).toHaveValue('17:00');
  await change.getByLabel('Name', { exact: true }).fill(renamed);

  const id = new URL(page.url()).searchParams.get('edit');
  const headers = { ...API_HEADERS, authorization: `Bearer ${await adminAccessToken(request)}` };
  const opened = await request.get(`/api/facilities/${id}`, { headers: API_HEADERS });
  const colleague = await request.patch(`/api/facilities/${id}`, {
    headers: { ...headers, 'if-match': opened.headers().etag ?? '' },
    data: { website: 'https://amarachi.example' },
  });
  expect(colleague.status()).toBe(200);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change.getByRole('alert')).toContainText('Someone changed this facility since you opened it.');
  await expect(change.getByRole('definition')).toHaveText('https://amarachi.example');
  await expect(change.getByLabel('Website')).toHaveValue('https://amarachi.example');
  await expect(change.getByLabel('Name', { exact: true })).toHaveValue(renamed);
  await change.getByRole('button', { name: 'Save my changes again' }).click();
  await expect(page.getByRole('status').getByText(`${renamed} is saved.`)).toBeVisible();
  await expect(table).toContainText(renamed);
  const saved = (await (
    await request.get(`/api/facilities/${id}`, { headers: API_HEADERS })
  ).json()) as FacilityDetail;
  expect(saved).toMatchObject({
    name: renamed,
    website: 'https://amarachi.example',
    phones: ['+2348031234567'],
  });

  await expect(await findFromHome(page, renamed)).toBeVisible();

  // Closed after a confirmation that starts on Cancel; reopened by its status.
  await page.goto(`/admin/facilities?q=${word}`);
  await expectPage(page, '/admin/facilities', 'Facilities');
  await table.getByRole('button', { name: `Close ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${renamed}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Close the facility' }).click();
  await expect(page.getByRole('status').getByText(`${renamed} is closed`)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Permanently closed');
  await table.getByRole('link', { name: `Edit ${renamed}` }).click();
  const reopen = page.getByRole('region', { name: `Change ${renamed}` });
  await reopen.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
  await reopen.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText(`${renamed} is saved.`)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Active');
});

test.describe('the listing pages of the admin area have no axe violations', () => {
  test('facilities: the table, and the add form with its map open', async ({ page, roleAccounts }) => {
    test.slow(); // three axe passes over long pages
    await stubMapTiles(page);
    await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
    await page.goto('/admin/facilities?sort=rating');
    await expectPage(page, '/admin/facilities', 'Facilities');
    await expect(page.getByRole('region', { name: 'Facilities', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Add a facility' }).click();
    const editor = page.getByRole('region', { name: 'Add a facility' });
    await editor.getByRole('button', { name: 'Add the facility' }).click();
    await expect(editor.getByRole('alert')).toContainText('Enter the name.');
    await expectNoAxeViolations(page);

    await editor.getByRole('button', { name: 'Pick on the map' }).click();
    await expect(editor.locator('.leaflet-container')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('providers: the table, and the add form while finding a facility', async ({ page, roleAccounts }) => {
    test.slow(); // two axe passes over long pages
    await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
    await page.goto('/admin/providers');
    await expectPage(page, '/admin/providers', 'Doctors');
    await expect(page.getByRole('region', { name: 'Doctors', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Add a doctor' }).click();
    const editor = page.getByRole('region', { name: 'Add a doctor' });
    await editor.getByLabel('Find a facility').fill('hospital');
    await expect(editor.getByRole('list', { name: 'Facilities found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('an admin adds a provider with a specialty, an education and a facility found by search', async ({
  page,
  roleAccounts,
}) => {
  const word = uniqueWord();
  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/providers?new');
  await expectPage(page, '/admin/providers', 'Doctors');
  const editor = page.getByRole('region', { name: 'Add a doctor' });
  await editor.getByLabel('First name').fill('Ifeoma');
  await editor.getByLabel('Last name').fill(`Nwankwo ${word}`);
  await editor.getByLabel('Title').fill('Dr');

  const specialties = editor.getByRole('group', { name: 'Specialties (optional)' });
  await specialties.getByLabel('Filter specialties').fill('paed');
  await specialties.getByLabel('Paediatrics', { exact: true }).check();

  await editor.getByRole('button', { name: 'Add education' }).click();
  await expect(editor.getByLabel('Institution 1')).toBeFocused();
  await editor.getByLabel('Institution 1').fill('University of Nigeria');
  await editor.getByLabel('Qualification 1').fill('MBBS');
  await editor.getByLabel('Year 1').fill('2009');

  await editor.getByLabel('Find a facility').fill('hospital');
  const found = editor.getByRole('list', { name: 'Facilities found' });
  const first = found.getByRole('listitem').first();
  const facility = (await first.locator('span > span').first().textContent()) ?? '';
  await first.getByRole('button', { name: /^Add / }).click();
  await expect(editor.getByRole('list', { name: 'Chosen facilities' })).toContainText(facility);

  await editor.getByRole('button', { name: 'Add the doctor' }).click();
  await expect(page.getByRole('status').getByText(`Ifeoma Nwankwo ${word} is added.`)).toBeVisible();

  await page.goto(`/admin/providers?q=${word}`);
  const table = page.getByRole('region', { name: 'Doctors', exact: true });
  await expect(table.getByRole('row').nth(1)).toContainText(`Dr Ifeoma Nwankwo ${word}`);
  await expect(table.getByRole('row').nth(1)).toContainText('Paediatrics');
  await table.getByRole('link', { name: `Edit Dr Ifeoma Nwankwo ${word}` }).click();
  const change = page.getByRole('region', { name: `Change Ifeoma Nwankwo ${word}` });
  await expect(change.getByRole('list', { name: 'Chosen facilities' })).toContainText(facility);
  await expect(change.getByLabel('Year 1')).toHaveValue('2009');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the admin pages fit the screen: tables scroll within themselves, forms do not overflow', async ({
    page,
    roleAccounts,
  }) => {
    test.slow(); // five pages and an axe pass at phone width
    await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
    const pageOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const path of ['/admin/dashboard', '/admin/services', '/admin/facilities', '/admin/providers']) {
      await page.goto(path);
      await expectPage(page, path);
      expect(await pageOverflow(), path).toBeLessThanOrEqual(0);
    }
    await page.goto('/admin/facilities');
    await page.getByRole('link', { name: 'Add a facility' }).click();
    const editor = page.getByRole('region', { name: 'Add a facility' });
    await editor.getByLabel('Monday', { exact: true }).selectOption({ label: 'Open at these times' });
    await expect(editor.getByLabel('Closes on Monday')).toBeVisible();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
