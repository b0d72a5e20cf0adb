import type { BrowserContext, Page } from '@playwright/test';
import { expectPage, useSessionInBrowser } from './support/accounts';
import { expect, PAGE_ERRORS_EXPECTED, test } from './support/fixtures';
import { expectNoAxeViolations, hydrated } from './support/page-checks';

/** Offline, the emergency page opens from the copy the service worker kept, with 112 first. */
async function expectEmergencyPageOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  try {
    await page.goto('/emergency-contacts');
    await expect(page.getByRole('region', { name: 'In an emergency, call 112' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
}

/** Waits until the service worker is active and has kept the emergency page for offline use. */
async function waitForOfflineCopy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let attempt = 0; attempt < 100; attempt++) {
      const keys = await caches.keys();
      for (const key of keys) if (await (await caches.open(key)).match('/emergency-contacts')) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The emergency page was not kept for offline use.');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows 112 first, every number as a tel: link with its source and last-verified day', async ({
    page,
  }) => {
    const response = await page.goto('/emergency-contacts');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency numbers');
    // 112 comes first: the first heading after the title and the first number in the page's content.
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('In an emergency, call 112');
    await expect(main.locator('a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:112');
    const call112 = main.getByRole('region', { name: 'In an emergency, call 112' });
    await expect(call112.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    await expect(call112).toContainText('Toll-free, from any network');
    await expect(call112.getByText(/^Source:/)).toContainText('Nigerian Communications Commission');
    await expect(call112.getByText(/Last verified/)).toBeVisible();
    // Every other number: a tel: link, with a source and a verification day beside it.
    const national = main.getByRole('region', { name: 'National lines' });
    await expect(national.getByRole('link', { name: 'Call 6232' })).toHaveAttribute('href', 'tel:6232');
    const cards = national.locator(':scope > ul > li');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText(/^Source:/)).toBeVisible();
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }
    // (axe needs JavaScript in the page: it checks this page in the tests below.)
  });

  test('the state picker works without JavaScript: the chosen state comes first', async ({ page }) => {
    await page.goto('/emergency-contacts');
    const byState = page.getByRole('region', { name: 'Numbers by state' });
    await byState.getByLabel('Your state').selectOption({ label: 'Kano' });
    await byState.getByRole('button', { name: 'Show its numbers first' }).click();
    await expect(page).toHaveURL(/\/emergency-contacts\?state=kano$/);
    await expect(byState.getByLabel('Your state')).toHaveValue('kano');
    await expect(byState.getByRole('heading', { level: 3 }).first()).toHaveText('Kano');
    // Its facilities with confirmed 24-hour emergency care, nearest to Kano first, in the server's HTML.
    const care = page.getByRole('region', { name: '24-hour emergency care in Kano' });
    await expect(care).toContainText('Confirmed in the last 90 days, nearest to Kano first.');
    const distances = await care
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Number(/(\d+) km/.exec(item.textContent ?? '')?.[1])));
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(care.getByRole('link', { name: 'All of them, with their opening hours' })).toHaveAttribute(
      'href',
      '/search-result?kind=facility&state=kano&capability=emergency-24h',
    );
    // An unknown state is said so, not an error page.
    await page.goto('/emergency-contacts?state=atlantis');
    await expect(page.getByRole('alert')).toHaveText('We do not know that state. Choose one from the list.');
  });
});

test('with a stored location, the state whose capital is nearest comes first', async ({ page }) => {
  await page.goto('/about-us');
  // As the location slice persists it (redux-persist: each field JSON-encoded): a position in Kano city.
  await page.evaluate(() =>
    localStorage.setItem('persist:location', JSON.stringify({ latitude: '12.0', longitude: '8.52' })),
  );
  await page.goto('/emergency-contacts');
  const byState = page.getByRole('region', { name: 'Numbers by state' });
  await expect(byState.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Kano (nearest to your location)',
  );
  await expect(byState.getByLabel('Your state')).toHaveValue('kano');
});

test('the page is a document without the app’s scripts, even when a page of the app links to it', async ({
  page,
}) => {
  await page.goto('/faq');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Emergency contacts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency numbers');
  // Loaded as a document: no boot script, no hydration data, no app started.
  const scripted = await page.evaluate(() => ({
    boot: document.getElementById('carefinder-boot') !== null,
    routerData: '__reactRouterContext' in window,
    hydrated: document.documentElement.hasAttribute('data-hydrated'),
  }));
  expect(scripted).toEqual({ boot: false, routerData: false, hydrated: false });
});

// Offline, the browser's own requests (the favicon, a page's script) fail, as the tests mean them to.
test.describe(
  'offline',
  { annotation: { ...PAGE_ERRORS_EXPECTED, description: 'ERR_INTERNET_DISCONNECTED' } },
  () => {
    test('after one visit the page reads offline, and a page never visited shows the fallback with 112', async ({
      page,
      context,
    }) => {
      await page.goto('/emergency-contacts');
      await expectNoAxeViolations(page);
      await waitForOfflineCopy(page);
      // A state's page visited online is kept too, with its hospitals.
      await page.goto('/emergency-contacts?state=lagos');
      await expect(page.getByRole('region', { name: '24-hour emergency care in Lagos' })).toBeVisible();
      await context.setOffline(true);
      try {
        await page.goto('/emergency-contacts?state=lagos');
        await expect(page.getByRole('region', { name: '24-hour emergency care in Lagos' })).toContainText(
          'nearest to Ikeja first',
        );
        await page.goto('/emergency-contacts');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency numbers');
        await expect(page.getByRole('link', { name: 'Call 112' }).first()).toHaveAttribute('href', 'tel:112');
        await expect(page.getByRole('region', { name: 'National lines' })).toContainText('6232');

        await page.goto('/faq');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
        await expect(page.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
        await expectNoAxeViolations(page);
      } finally {
        await context.setOffline(false);
      }
    });

    test.describe('for a visitor saving data, whose page scripts wait for an interaction', () => {
      test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

      test('one visit without any interaction still keeps the page offline', async ({ page, context }) => {
        await page.goto('/emergency-contacts');
        await waitForOfflineCopy(page);
        // The page's own scripts never started: the inline registration alone kept it.
        expect(await page.evaluate(() => document.querySelector('script[type="module"]') === null)).toBe(
          true,
        );
        await expectEmergencyPageOffline(page, context);
      });
    });

    test('a visit to the home page is enough to keep the emergency page', async ({ page, context }) => {
      await page.goto('/');
      // The visit is over once the page has its scripts: a chunk still on its way when the connection drops
      // fails, and the page reloads (as foundation.spec.ts requires), which would end this test's navigation.
      await page.waitForLoadState('networkidle');
      await waitForOfflineCopy(page);
      // Left before the connection drops: a request of the home page's own still on the way then (a chunk
      // fetched late on a slow machine) would fail, and its reload would end the navigation below.
      await page.goto('about:blank');
      await expectEmergencyPageOffline(page, context);
    });
  },
);

test('an admin adds, edits and deletes a number at /admin/emergency, and the public page follows', async ({
  page,
  roleAccounts,
}) => {
  test.slow(); // a whole journey: three saves, the public page after each, two axe passes
  const name = `Kano test ambulance line ${Date.now()}`;
  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/emergency');
  await expectPage(page, '/admin/emergency', 'Emergency numbers');
  // The seeded state numbers leave the other states to be found, named.
  await expect(page.locator('p', { hasText: /^31 states have no number yet/ })).toContainText('Kano');
  await page.getByRole('link', { name: 'Add an emergency number' }).click();
  const add = page.getByRole('region', { name: 'Add an emergency number' });

  // A missing source is named at its field; what was typed stays.
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Phone number 1').fill('0803 123 4567');
  await add.getByLabel('Where', { exact: true }).selectOption({ label: 'Kano' });
  await add.getByLabel('For', { exact: true }).selectOption({ label: 'Ambulance' });
  await add.getByLabel('Last verified').fill('2026-01-15');
  await add.getByRole('button', { name: 'Add the emergency number' }).click();
  await expect(add.getByRole('alert')).toContainText('Name the source');
  await expect(add.getByLabel('Who publishes the number')).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expectNoAxeViolations(page);
  await add.getByLabel('Who publishes the number').fill('Test source');
  await add.getByLabel('Web address where it says so').fill('https://example.org/kano-ambulance');
  await add.getByRole('button', { name: 'Add the emergency number' }).click();
  await expect(page.getByRole('status').getByText(`${name} is added.`)).toBeVisible();
  const table = page.getByRole('region', { name: 'Emergency numbers', exact: true });
  await expect(table).toContainText(name);

  // The public page shows it under Kano, as a tel: link with its source.
  await page.goto('/emergency-contacts?state=kano');
  const kano = page.getByRole('region', { name: 'Kano' });
  const card = kano.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByRole('link', { name: /803 123 4567/ })).toHaveAttribute(
    'href',
    'tel:+2348031234567',
  );
  await expect(card.getByRole('link', { name: 'Test source' })).toHaveAttribute(
    'href',
    'https://example.org/kano-ambulance',
  );
  await expect(card.locator('time')).toHaveText('15 January 2026');

  // Edit: the hours show on the public page.
  await page.goto('/admin/emergency');
  await expectPage(page, '/admin/emergency', 'Emergency numbers');
  await table.getByRole('link', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('region', { name: `Change ${name}` });
  await edit.getByLabel('Hours').fill('24 hours');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText(`${name} is saved.`)).toBeVisible();
  await page.goto('/emergency-contacts?state=kano');
  await expect(
    page.getByRole('region', { name: 'Kano' }).getByRole('listitem').filter({ hasText: name }),
  ).toContainText('Ambulance · 24 hours');
  await expectNoAxeViolations(page);

  // Delete, after a confirmation: the public page no longer shows it.
  await page.goto('/admin/emergency');
  await expectPage(page, '/admin/emergency', 'Emergency numbers');
  await table.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').getByText(`${name} is deleted.`)).toBeVisible();
  await page.goto('/emergency-contacts?state=kano');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency numbers');
  await expect(page.getByText(name)).toHaveCount(0);
});
