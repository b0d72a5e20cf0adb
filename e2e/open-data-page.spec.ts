import type { OpenDataSummary } from '@carefinder/contracts';
import { API_HEADERS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { ownServerForTests } from './support/own-server';
import { expectNoAxeViolations } from './support/page-checks';

// A deployment that has not imported the registry publishes nothing (demo rows never are): the files are
// empty and the page must say why. The shared server cannot show it (other tests add real listings), so this
// runs on a server of its own with an empty directory. The page with facilities to count is the unit test's.
test.describe('without JavaScript, before the registry is imported', () => {
  test.use({ javaScriptEnabled: false });
  const server = ownServerForTests('open-data');

  test("the footer's Open data link leads to a page that says the files are empty until the registry is imported", async ({
    page,
    request,
  }) => {
    const { origin } = server();
    const summary = (await (
      await request.get(`${origin}/api/export/facilities/summary`, { headers: API_HEADERS })
    ).json()) as OpenDataSummary;
    expect(summary.published).toBe(0);

    await page.goto(`${origin}/about-us`);
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
    const csv = await request.get(`${origin}${(await csvLink.getAttribute('href')) ?? ''}`);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).trim().split('\n')).toHaveLength(1);
    const geoJsonLink = main.getByRole('link', { name: 'Facilities as GeoJSON' });
    const geoJson = await request.get(`${origin}${(await geoJsonLink.getAttribute('href')) ?? ''}`);
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
