import type { OpenDataSummary } from '@carefinder/contracts';
import { API_HEADERS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/page-checks';

// The e2e server holds the demo dataset only, which is never published: the files are empty here, and the
// page must say why. The page with facilities to count is the unit test's (open-data-page.test.tsx).
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's Open data link leads to a page that says the files are empty until the registry is imported", async ({
    page,
    request,
  }) => {
    const summary = (await (
      await request.get('/api/export/facilities/summary', { headers: API_HEADERS })
    ).json()) as OpenDataSummary;
    expect(summary.published).toBe(0);

    await page.goto('/about-us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Open data' }).click();
    await expect(page).toHaveURL(/\/open-data$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open data');
    const main = page.getByRole('main');
    await expect(main).toContainText(
      'They hold no facilities yet: this CareFinder has not imported the national registry.',
    );
    await expect(main.locator('code', { hasText: 'npm run import:grid3 -- <file>' })).toBeVisible();
    await expect(main.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute('href', summary.license);
    await expect(main).toContainText(summary.attribution);

    // What the page says is what the files hold: a header and no rows, an empty collection.
    const csvLink = main.getByRole('link', { name: 'Facilities as CSV' });
    const csv = await request.get((await csvLink.getAttribute('href')) ?? '');
    expect(csv.status()).toBe(200);
    expect((await csv.text()).trim().split('\n')).toHaveLength(1);
    const geoJsonLink = main.getByRole('link', { name: 'Facilities as GeoJSON' });
    const geoJson = await request.get((await geoJsonLink.getAttribute('href')) ?? '');
    expect(await geoJson.json()).toMatchObject({ type: 'FeatureCollection', features: [] });
  });
});

test('the open-data page is public, cached briefly, and has no axe violations', async ({ page }) => {
  const response = await page.goto('/open-data');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/^public/);
  await expect(page).toHaveTitle(/Open data/);
  await expectNoAxeViolations(page);
});
