import { expect, test } from './support/fixtures';
import { expectNoAxeViolations, hydrated } from './support/page-checks';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page in Hausa names itself in every language, and the switcher goes to the same page in Yoruba', async ({
    page,
  }) => {
    const response = await page.goto('/ha');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nemo asibiti, kilinik ko likita kusa da kai',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ha$/);
    for (const [lang, path] of [
      ['en-NG', '/'],
      ['ha', '/ha'],
      ['yo', '/yo'],
      ['ig', '/ig'],
      ['pcm', '/pcm'],
      ['x-default', '/'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${path}$`),
      );
    }
    await expect(page.getByText('Wannan fassarar daftari ce ta farko')).toBeVisible();

    await page.getByRole('navigation', { name: 'Harshe' }).getByRole('link', { name: 'Yorùbá' }).click();
    await expect(page).toHaveURL(/\/yo$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Wá ilé ìwòsàn, kíníìkì tàbí dókítà nítòsí rẹ',
    );
    await page.getByRole('navigation', { name: 'Èdè' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG');
    await expect(page.getByText('first draft')).toHaveCount(0);
  });

  test('a language the site does not have is a page not found; /en/ is the bare English page', async ({
    request,
  }) => {
    expect((await request.get('/xx')).status()).toBe(404);
    const english = await request.get('/en', { maxRedirects: 0 });
    expect(english.status()).toBe(301);
    expect(english.headers().location).toBe('/');
  });
});

test('the Pidgin home page hydrates in Pidgin, passes axe, and its search form still searches', async ({
  page,
}) => {
  await page.goto('/pcm');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find hospital, clinic or doctor wey dey near you',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Wetin you dey find?').fill('chemist');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-result\?q=chemist$/);
});
