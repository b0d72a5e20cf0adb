import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SuggestResult } from '@carefinder/contracts';
import { API_HEADERS, visitorAddress } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations, hydrated, stubMapTiles } from './support/page-checks';
import { searchResults } from './support/listings';

/** The demo dataset has hundreds of hospitals: several pages of them. */
const MANY_RESULTS = '/search-result?q=hospital';

async function suggestionsFor(request: APIRequestContext, q: string) {
  const response = await request.get('/api/suggest', { params: { q }, headers: API_HEADERS });
  expect(response.status()).toBe(200);
  return ((await response.json()) as SuggestResult).items;
}

/** The listings' pages, which tell results apart (demo names repeat across states). */
const resultLinks = (page: Page) =>
  searchResults(page)
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

async function activeOption(combobox: Locator, page: Page) {
  const id = await combobox.getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** A page URL that ends with this path and query (a suggestion's link), read literally. */
const endsWith = (url: string | undefined) =>
  new RegExp(`${(url ?? 'missing').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('typing a misspelt search on home suggests as you type; the arrow keys and Enter open a suggestion', async ({
  page,
  request,
}) => {
  const expected = await suggestionsFor(request, 'genral hospitl');
  expect(expected.length).toBeGreaterThan(1);
  await page.goto('/');
  await hydrated(page);

  const combobox = page.getByRole('main').getByRole('combobox', { name: 'What are you looking for?' });
  await combobox.pressSequentially('genral hospitl');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(combobox).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
  await expect(listbox.getByRole('option')).toHaveCount(expected.length);
  await expect(listbox.getByRole('option').first()).toContainText(expected[0]?.label ?? '');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'suggestion' })).toHaveText(
    new RegExp(`^${expected.length} suggestions`),
  );

  await combobox.press('ArrowDown');
  await combobox.press('ArrowDown');
  await expect(await activeOption(combobox, page)).toContainText(expected[1]?.label ?? '');
  await expect(await activeOption(combobox, page)).toHaveAttribute('aria-selected', 'true');
  await combobox.press('ArrowUp');
  await expect(await activeOption(combobox, page)).toContainText(expected[0]?.label ?? '');
  await expect(combobox).toBeFocused();

  await combobox.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toHaveValue('genral hospitl');

  await combobox.press('ArrowDown');
  await expect(await activeOption(combobox, page)).toContainText(expected[0]?.label ?? '');
  await combobox.press('Enter');
  await expect(page).toHaveURL(endsWith(expected[0]?.url));
});

test('a click on a suggestion opens it', async ({ page, request }) => {
  const [first] = await suggestionsFor(request, 'paed');
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('main').getByRole('combobox').pressSequentially('paed');
  await page.getByRole('option', { name: first?.label }).first().click();
  await expect(page).toHaveURL(endsWith(first?.url));
});

test('submitting the home search shows results and what the search understood', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const combobox = page.getByRole('main').getByRole('combobox');
  await combobox.pressSequentially('genral hospitl in ikeja');
  await combobox.press('Enter');
  await expect(page).toHaveURL(/\/search-result\?q=genral\+hospitl\+in\+ikeja$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results');
  await expect(page.getByText('Showing results for')).toHaveText(
    'Showing results for general hospital in Ikeja — you searched for genral hospitl in ikeja',
  );
  await expect(searchResults(page).first()).toContainText('Ikeja, Lagos State');
  await expect(page.getByLabel('Search for')).toHaveValue('genral hospitl in ikeja');
});

test('a changed filter applies at once: the URL, the results and the counts follow, and Back undoes it', async ({
  page,
}) => {
  await page.goto(MANY_RESULTS);
  await hydrated(page);
  const type = page.getByLabel('Facility type');
  const generalHospital = type.locator('option[value="general-hospital"]');
  const count = Number(/\((\d+)\)$/.exec((await generalHospital.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);

  await type.selectOption('general-hospital');
  await expect(page).toHaveURL(/\/search-result\?q=hospital&facilityType=general-hospital$/);
  await expect(type).toHaveValue('general-hospital');
  await expect(page.getByRole('heading', { level: 2, name: /results/i })).toContainText(String(count));
  for (const item of await searchResults(page).all()) await expect(item).toContainText('General Hospital');
  await expect(
    page.getByRole('link', { name: 'Remove the filter Facility type: General Hospital' }),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${MANY_RESULTS.replace('?', '\\?')}$`));
  await expect(type).toHaveValue('');
});

test('choosing another state drops the LGA of the last one', async ({ page }) => {
  await page.goto('/search-result?q=hospital&state=lagos&lga=ikeja');
  await hydrated(page);
  await expect(page.getByLabel('LGA')).toHaveValue('ikeja');
  await page.getByLabel('State', { exact: true }).selectOption('kano');
  await expect(page).toHaveURL(/\/search-result\?q=hospital&state=kano$/);
  await expect(page.getByLabel('LGA')).toHaveValue('');
});

test('the next page shows other results; Back restores the first', async ({ page }) => {
  await page.goto(MANY_RESULTS);
  await hydrated(page);
  const firstPage = await resultLinks(page);
  expect(firstPage).toHaveLength(20);
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/search-result\?q=hospital&page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
  await expect.poll(() => resultLinks(page)).not.toEqual(firstPage);
  const secondPage = await resultLinks(page);
  expect(secondPage).toHaveLength(20);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${MANY_RESULTS.replace('?', '\\?')}$`));
  await expect.poll(() => resultLinks(page)).toEqual(firstPage);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search from home, then filter with Apply', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('searchbox').fill('hospital');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search-result\?q=hospital$/);
    await expect(searchResults(page)).toHaveCount(20);

    // A wide screen shows the filters without JavaScript; the summary still opens them for real.
    await expect(page.getByLabel('State', { exact: true })).toBeVisible();
    await page.locator('summary', { hasText: 'Filters' }).click();
    await page.getByLabel('State', { exact: true }).selectOption('lagos');
    await page.getByLabel('Open now only').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]state=lagos(&|$)/);
    await expect(page).toHaveURL(/[?&]openNow=true(&|$)/);
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('lagos');
    expect(await searchResults(page).count()).toBeGreaterThan(0);
    for (const item of await searchResults(page).all()) {
      await expect(item).toContainText('Lagos State');
      await expect(item).not.toContainText('Closed ·');
    }
    // Controls that need JavaScript are not offered without it.
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Use my location' })).toHaveCount(0);
  });

  test('settings the API refuses render the page with the reason, as a 400', async ({ page }) => {
    const response = await page.goto('/search-result?q=clinic&minRating=9');
    expect(response?.status()).toBe(400);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Minimum rating (minRating): minRating is a number from 1 to 5.');
    await alert.getByRole('link', { name: 'Search without it' }).click();
    await expect(page).toHaveURL(/\/search-result\?q=clinic$/);
    await expect(searchResults(page).first()).toBeVisible();
  });

  test('an LGA left from another state is dropped, not refused', async ({ page }) => {
    await page.goto('/search-result?q=hospital&state=kano&lga=ikeja');
    await expect(page).toHaveURL(/\/search-result\?q=hospital&state=kano$/);
  });
});

test('no results: suggestions, and a link that drops each filter', async ({ page }) => {
  const response = await page.goto('/search-result?q=qwxzv&state=lagos&openNow=true');
  expect(response?.status()).toBe(200);
  const empty = page.getByRole('region', { name: 'No results for “qwxzv”' });
  await expect(empty).toContainText('Check the spelling');
  await expect(empty.getByRole('link', { name: 'Remove the filter State: Lagos' })).toHaveAttribute(
    'href',
    '/search-result?q=qwxzv&openNow=true',
  );
  await expect(empty.getByRole('link', { name: 'Remove the filter Open now' })).toHaveAttribute(
    'href',
    '/search-result?q=qwxzv&state=lagos',
  );
  await expect(empty.getByRole('link', { name: 'Specialties' })).toHaveAttribute(
    'href',
    '/specialty-directory',
  );
  await expectNoAxeViolations(page);
});

test('the results map loads only when asked for, with a marker per result that has a place', async ({
  page,
}) => {
  const leaflet: string[] = [];
  page.on('request', (request) => {
    if (/leaflet/i.test(request.url())) leaflet.push(request.url());
  });
  await stubMapTiles(page);
  await page.goto('/search-result?q=hospital&state=lagos');
  await hydrated(page);
  expect(leaflet).toEqual([]);

  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByRole('region', { name: 'Map of the results on this page' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(await searchResults(page).count());
  expect(leaflet.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');
});

test.describe('near me', () => {
  test.use({ geolocation: { latitude: 6.601838, longitude: 3.351486 }, permissions: ['geolocation'] });

  test('"Use my location" sorts the results by distance from the visitor', async ({ page }) => {
    await page.goto(MANY_RESULTS);
    await hydrated(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\/search-result\?q=hospital&lat=6\.6018&lon=3\.3515&sort=distance$/);
    await expect(searchResults(page).first()).toContainText(/\d+\.\d km away/);
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    await page.getByRole('link', { name: 'Stop using my location' }).click();
    await expect(page).toHaveURL(new RegExp(`${MANY_RESULTS.replace('?', '\\?')}$`));
  });

  test('"Find care near me" on home keeps the text and the open-now choice', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('main').getByRole('combobox').fill('pharmacy');
    await page.getByLabel('Open now only').check();
    await page.getByRole('button', { name: 'Find care near me' }).click();
    await expect(page).toHaveURL(
      /\/search-result\?q=pharmacy&openNow=true&lat=6\.6018&lon=3\.3515&sort=distance$/,
    );
  });
});

test.describe('accessibility (WCAG 2.2 AA)', () => {
  test('home, with suggestions open, has no axe violations', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('main').getByRole('combobox').pressSequentially('genral');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await page.getByRole('main').getByRole('combobox').press('ArrowDown');
    await expectNoAxeViolations(page);
  });

  test('the results page, with its filters open, has no axe violations', async ({ page }) => {
    await page.goto('/search-result?q=hospital&state=lagos&openNow=true');
    await hydrated(page);
    await expect(page.locator('details')).toHaveAttribute('open', '');
    await expectNoAxeViolations(page);
  });

  test('on a phone the filters start closed and open from their summary', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(MANY_RESULTS);
    await hydrated(page);
    await expect(page.getByLabel('Facility type')).toBeHidden();
    await page.locator('summary', { hasText: 'Filters' }).click();
    await expect(page.getByLabel('Facility type')).toBeVisible();
  });
});

test('a network that searched too much is told how long to wait, on the results page as in the API', async ({
  page,
  request,
}) => {
  // One address (as the proxy names it) spends the API's budget a minute for the web app's key (600)...
  const network = { 'x-forwarded-for': visitorAddress() };
  const budget = 600;
  const answers: number[] = [];
  for (let sent = 0; sent < budget; sent += 20) {
    const batch = Array.from({ length: 20 }, () =>
      request
        .get('/api/search', { params: { q: 'clinic' }, headers: { ...API_HEADERS, ...network } })
        .then((response) => response.status()),
    );
    answers.push(...(await Promise.all(batch)));
  }
  expect(answers.every((status) => status === 200)).toBe(true);
  // ...then a visitor behind it opens the results page, whose search the server makes in their name.
  await page.setExtraHTTPHeaders(network);
  const response = await page.goto('/search-result?q=pharmacy');
  expect(response?.status()).toBe(429);
  expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'Too many searches from your network just now' }),
  ).toBeVisible();
  await expect(alert).toContainText(/Try again in \d+ seconds/);
  // Another network is not held back.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
  expect((await page.goto('/search-result?q=pharmacy'))?.status()).toBe(200);
});
