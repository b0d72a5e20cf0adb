import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/page-checks';

const DIRECTORIES = [
  { path: '/facility-types-directory', heading: 'Facility types A–Z', filter: 'facilityType' },
  { path: '/facility-service-directory', heading: 'Health services A–Z', filter: 'service' },
  { path: '/specialty-directory', heading: 'Medical specialties A–Z', filter: 'specialty' },
  { path: '/conditions-directory', heading: 'Health conditions A–Z', filter: 'condition' },
  { path: '/procedures-directory', heading: 'Medical procedures A–Z', filter: 'procedure' },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, filter } of DIRECTORIES) {
    test(`${path} lists its entries A–Z, each linking to /search-result?${filter}=`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toMatch(/^public/);
      await expect(page).toHaveTitle(`${heading} | CareFinder`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);

      const letters = page.getByRole('navigation', { name: 'Jump to a letter' });
      const firstLetter = letters.getByRole('link').first();
      const anchor = (await firstLetter.getAttribute('href')) ?? '';
      await firstLetter.click();
      await expect(page).toHaveURL(new RegExp(`${anchor}$`));
      const section = page.getByRole('region').filter({ has: page.locator(anchor) });
      const entry = section.getByRole('listitem').first().getByRole('link');
      await expect(entry).toHaveAttribute('href', new RegExp(`^/search-result\\?${filter}=[a-z0-9-]+$`));
      await expect(section.getByRole('listitem').first()).toContainText(/\d+ (facilit|doctor)/);
    });
  }
});

test('a directory page has no axe violations (WCAG 2.2 AA)', async ({ page }) => {
  await page.goto('/specialty-directory');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
});
