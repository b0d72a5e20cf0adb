import { expect, PAGE_ERRORS_EXPECTED, test } from './support/fixtures';
import { expectNoAxeViolations, hydrated } from './support/page-checks';

const ERROR_TEXT =
  'Sorry, an unexpected error occurred. We have logged this error and our engineers will investigate and fix it as soon as possible.';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page renders on the server with search, navigation and the emergency call link', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find a hospital, clinic or doctor near you',
    );
    await expect(page.getByRole('link', { name: /Call 112/ }).first()).toHaveAttribute('href', 'tel:112');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  test('the header search form submits to /search-result as a plain GET', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: /Search hospitals/ }).fill('general hospital ikeja');
    await page.getByRole('search').first().getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search-result\?q=general\+hospital\+ikeja$/);
  });
});

test('the home search form submits to /search-result with JavaScript too', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('What are you looking for?').fill('paediatrician');
  await page.getByLabel('Open now only').check();
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-result\?q=paediatrician&openNow=true$/);
});

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/aboutUs', '/about-us'],
    ['/facilityDetails/42', '/facilities/42'],
  ] as const) {
    test(`the server answers ${from} with 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test('client-side navigation to /aboutUs lands on /about-us', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/aboutUs');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About CareFinder');
    expect(documentRequests).toEqual([]);
  });
});

test('an unknown path, or one whose escapes do not decode, answers 404 with the site’s own page', async ({
  page,
}) => {
  for (const path of ['/no-such-page', '/facilities/%E0%A4%A']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('banner').getByRole('link', { name: /CareFinder/ })).toBeVisible();
  }
});

test(
  'a page chunk that fails to load reloads the page exactly once, then shows the error page and reports it',
  {
    annotation: PAGE_ERRORS_EXPECTED,
  },
  async ({ page }) => {
    await page.route('**/assets/about-us-page-*.js', (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
    });
    const reported = page.waitForRequest(
      (request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST',
    );

    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ooops!');
    await expect(page.getByText(ERROR_TEXT)).toBeVisible();
    expect(documentLoads).toEqual(['/about-us']);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reloaded:about-us'))).toBe('true');
    const report = await reported;
    expect(report.headers()['x-api-key']).toBeTruthy();
    expect((await report.response())?.status()).toBe(201);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

test('the home page has no axe violations (WCAG 2.2 AA)', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
});

test('hashed assets are served with a year-long immutable cache', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type=module][src], link[rel=modulepreload]').first();
  const href = (await script.getAttribute('src')) ?? (await script.getAttribute('href'));
  expect(href).toMatch(/^\/assets\//);
  const response = await request.get(href ?? '');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a page answers a method it does not take with 405 and Allow, and a write without a body with 400', async ({
  request,
}) => {
  for (const method of ['DELETE', 'PUT', 'PATCH', 'POST']) {
    const response = await request.fetch('/about-us', { method, maxRedirects: 0 });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD');
  }
  // The contact page has a server action: its form's methods reach it, but not without a body.
  const empty = await request.fetch('/contactUs', { method: 'POST' });
  expect(empty.status()).toBe(400);
  expect(await empty.text()).toContain('The form arrived empty');
});

test('the built pages run under the strict CSP without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  // Hydrated: the client navigation did not reload the document.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test.describe('with geolocation granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.6018, longitude: 3.3515 } });

  test('asks for the position at start, once, and keeps it in the persisted location state', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => {
      const saved = localStorage.getItem('persist:location');
      return saved !== null && JSON.parse(JSON.parse(saved).latitude ?? 'null') === 6.6018;
    });
    expect(await page.evaluate(() => sessionStorage.getItem('carefinder:location-requested'))).toBe('true');
  });
});
