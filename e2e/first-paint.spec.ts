import type { Page, Route } from '@playwright/test';
import { expect, PAGE_ERRORS_EXPECTED, test } from './support/fixtures';
import { findFacility, firstProvider } from './support/listings';
import { hydrated } from './support/page-checks';

/**
 * Decision 0011: a page paints when its HTML arrives. Its <head> holds the site's stylesheet inline and
 * nothing render-blocking; its scripts start after the first paint, and for a visitor saving data, on a
 * public page, only on their first interaction, the page working without them meanwhile. On a public page
 * the whole stylesheet file waits for the first interaction or for something the inline part leaves unstyled.
 */

const BOOT = '#carefinder-boot';

async function publicPages(request: Parameters<typeof findFacility>[0]): Promise<string[]> {
  const facility = await findFacility(request, () => true);
  const provider = await firstProvider(request);
  return [
    '/',
    '/search-result?q=general+hospital+ikeja',
    `/facilities/${facility.id}`,
    `/providers/${provider.id}`,
    '/facility-types-directory',
    '/faq',
  ];
}

/** Records CSP violations the page reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

/** Holds every script download until `release` is called. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : held.push(route)));
  return {
    held,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const nearMeButton = (page: Page) => page.getByRole('button', { name: 'Find care near me' });

/** What each element of the page looks like, as far as the stylesheet decides. */
const computedStyles = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*')).map((element) => {
      const style = getComputedStyle(element);
      return [
        element.tagName,
        style.display,
        style.visibility,
        style.position,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.margin,
        style.padding,
        style.borderTopWidth,
        style.width,
      ].join(' ');
    }),
  );

/**
 * The computed styles once the page has stopped changing: after hydration, effects still show parts that
 * need JavaScript (and drop the loader's scripts), later on a busy machine than the network falls idle.
 */
async function settledStyles(page: Page): Promise<string[]> {
  let previous = await computedStyles(page);
  for (;;) {
    await page.waitForTimeout(250);
    const current = await computedStyles(page);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
}

/** Adds the whole stylesheet file the loader names for this page, enabled, and waits for it. */
async function addWholeStylesheet(page: Page): Promise<void> {
  const href = await page.evaluate(() => {
    const loader = Array.from(document.scripts).find((script) => script.text.includes('"stylesheets":'));
    return (JSON.parse(/"stylesheets":(\[[^\]]*\])/.exec(loader?.text ?? '')?.[1] ?? '[]') as string[])[0];
  });
  expect(href).toMatch(/^\/assets\/.+\.css$/);
  await page.evaluate(async (stylesheet) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    const loaded = new Promise((resolve) => link.addEventListener('load', resolve));
    document.head.append(link);
    await loaded;
  }, href ?? '');
}

/** Records the page's requests for stylesheet files. */
function watchStylesheetRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

test('every public page carries its stylesheet inline, nonce’d, and nothing render-blocking in <head>', async ({
  request,
}) => {
  for (const path of await publicPages(request)) {
    // The second answer is the kept page (decision 0016): its policy names the nonce its HTML carries.
    const [, response] = [await request.get(path), await request.get(path)];
    expect(response.status(), path).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toContain(`<style id="carefinder-first-paint" nonce="${nonce}">`);
    expect(
      html.match(/nonce="([^"]+)"/g)?.every((attribute) => attribute === `nonce="${nonce}"`),
      path,
    ).toBe(true);
    expect(head, path).toMatch(/<style[^>]*>[^<]*\.bg-red-700\{/);
    expect(head, path).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload)"/);
    expect(head, path).not.toContain('<script');
    // No executable module script in the HTML: the loader after the inert copy starts it.
    expect(html, path).not.toMatch(/<script[^>]*type="module"/);
    expect(html, path).toContain('<script type="text/x-carefinder-boot" id="carefinder-boot">');
    expect(html.indexOf('<style'), path).toBeLessThan(html.indexOf('<script'));
  }
});

test('the page paints, styled, while its scripts are still on their way; then it hydrates', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const reactErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|react/i.test(message.text())) reactErrors.push(message.text());
  });
  page.on('pageerror', (error) => reactErrors.push(error.message));
  const scripts = await holdScripts(page);
  const stylesheetRequests = watchStylesheetRequests(page);
  await page.goto('/');
  // Painted and styled with no script run: the emergency link is red from the inline stylesheet.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  await expect(page.getByRole('link', { name: /Call 112/ })).toHaveCSS(
    'background-color',
    /^oklch\(0\.505 0\.213 27\.518\)$|^rgb\(185, 28, 28\)$/, // Tailwind's red-700
  );
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  await expect(nearMeButton(page)).toBeHidden();
  // The scripts started after that paint, all at once (preloaded), and the page hydrates.
  await scripts.release();
  await expect(nearMeButton(page)).toBeVisible();
  expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(1);
  // The whole stylesheet is linked where React Router rendered it, but not downloaded: nothing needs it yet.
  const stylesheet = page.locator('head link[rel="stylesheet"][href^="/assets/"]');
  await expect(stylesheet).toHaveCount(1);
  await expect(stylesheet).toHaveAttribute('disabled', '');
  expect(stylesheetRequests).toEqual([]);
  // React found the server's HTML where it expected it (no hydration error, no client re-render).
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The interaction brought the whole stylesheet, for what the scripts render from here on.
  await expect(stylesheet).not.toHaveAttribute('disabled');
  expect(stylesheetRequests).toEqual([await stylesheet.getAttribute('href')]);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(reactErrors).toEqual([]);
  expect(violations).toEqual([]);
});

test('hydrated, a public page renders nothing its inline stylesheet leaves unstyled, or gets the whole file', async ({
  page,
  request,
}) => {
  for (const path of await publicPages(request)) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const hydratedStyles = await settledStyles(page);
    await addWholeStylesheet(page);
    expect(await computedStyles(page), path).toEqual(hydratedStyles);
  }
});

test.describe('a visitor saving data', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('gets the part of the stylesheet each page uses: adding the whole file changes nothing on it', async ({
    page,
    request,
  }) => {
    for (const path of await publicPages(request)) {
      await page.goto(path);
      const inlineOnly = await computedStyles(page);
      await addWholeStylesheet(page);
      expect(await computedStyles(page), path).toEqual(inlineOnly);
    }
  });

  test('reads a public page without downloading its scripts; it works, and hydrates on the first interaction', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const scriptRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptRequests.push(request.url());
    });
    const response = await page.goto('/');
    expect(response?.headers()['vary']).toMatch(/Save-Data/i);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(500);
    expect(scriptRequests).toEqual([]);
    await expect(nearMeButton(page)).toBeHidden();
    await expect(page.locator(BOOT)).toHaveCount(1);

    // Touching the search box (it wants the suggestions' code) starts the scripts, and the page hydrates.
    await page.getByRole('searchbox', { name: 'What are you looking for?' }).click();
    await expect(nearMeButton(page)).toBeVisible();
    expect(scriptRequests.length).toBeGreaterThan(0);
    // The client starts at once, not on a second interaction: the session's location request is made.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('carefinder:location-requested')))
      .toBe('true');
    expect(violations).toEqual([]);
  });

  test('follows a link without downloading any script (the page works without them)', async ({ page }) => {
    const scriptRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptRequests.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The header's search form is a plain GET form.
    await page
      .getByRole('searchbox', { name: 'Search hospitals, clinics, doctors or services' })
      .fill('ikeja');
    await page.getByRole('search', { name: 'Site search' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search-result\?q=ikeja/);
    await expect(page.getByRole('heading', { name: 'Search results', level: 1 })).toBeVisible();
    expect(scriptRequests).toEqual([]);
  });

  test('gets a gated page’s scripts at once: it renders in the browser', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('script[type="module"]')).not.toHaveCount(0);
  });
});

test('the favicon is reused for a week without a request', async ({ request }) => {
  const response = await request.get('/favicon.svg');
  expect(response.headers()['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
});

test('a page’s words, the results’ filter choices and a directory’s entries are not in its data: files fetched after the first paint, each kept a year at an address naming its content', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/yo/faq')).text();
  // The shell's words for the error page are in the shell's catalog, not in a page that does not show them.
  expect(html).not.toContain('Háà!');
  const catalogs = JSON.parse(/"files":(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];
  expect(catalogs).toEqual([
    expect.stringMatching(/^\/messages\/yo\/shell\.[0-9a-f]{10}\.json$/),
    expect.stringMatching(/^\/messages\/yo\/faq\.[0-9a-f]{10}\.json$/),
  ]);
  const shell = await request.get(catalogs[0] ?? '');
  expect(shell.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(shell.headers()['content-type']).toContain('application/json');
  expect(Object.values(await shell.json())).toContainEqual(['Háà!']);
  // An address from another build points to today's; a catalog or a language that does not exist is not found.
  const old = await request.get('/messages/yo/shell.0123456789.json', { maxRedirects: 0 });
  expect(old.status()).toBe(302);
  expect(old.headers()['location']).toBe(catalogs[0]);
  expect((await request.get('/messages/yo/nothing.0123456789.json')).status()).toBe(404);
  expect((await request.get('/messages/xx/shell.0123456789.json')).status()).toBe(404);
  // The results page's filter choices likewise: in its HTML once, as options, and in a file for its scripts.
  const results = await (await request.get('/yo/search-result?q=ile+iwosan&state=lagos')).text();
  expect(results).toContain('<option value="abia">Abia</option>');
  expect(results).not.toMatch(/abia[^<>]{1,12}Abia/);
  const optionsFile = /"(\/search-options\/yo\/lagos\.[0-9a-f]{10}\.json)"/.exec(results)?.[1] ?? '';
  const options = await request.get(optionsFile);
  expect(options.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await options.json()).lgas).toContainEqual(['ikorodu', 'Ikorodu']);
  // And a directory's entries, which its HTML lists in full.
  const directory = await (await request.get('/yo/conditions-directory')).text();
  const entriesFile = /"(\/directories\/yo\/conditions\.[0-9a-f]{10}\.json)"/.exec(directory)?.[1] ?? '';
  const [firstGroup] = (await (await request.get(entriesFile)).json()) as Array<{
    entries: Array<{ slug: string }>;
  }>;
  const firstSlug = firstGroup?.entries[0]?.slug ?? '';
  expect(directory).toContain(`condition=${firstSlug}"`);
  // Not in the page's data too, where React Router's stream writes a string as \"…\".
  expect(directory).not.toContain(`\\"${firstSlug}\\"`);

  // The browser fetches them with the scripts, then hydrates in Yoruba; the next page's own catalog comes
  // when it is reached, the shell's is not fetched again.
  const fetched: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/messages/')) fetched.push(pathname.replace(/\.[0-9a-f]{10}\.json$/, ''));
  });
  await page.goto('/yo/faq');
  await hydrated(page);
  expect(fetched).toEqual(['/messages/yo/shell', '/messages/yo/faq']);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nípa wa' }).click();
  await expect(page).toHaveURL(/\/yo\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nípa CareFinder');
  expect(fetched).toEqual(['/messages/yo/shell', '/messages/yo/faq', '/messages/yo/about']);
  // A directory reached in the browser renders its entries from its file.
  await page.goto('/yo/conditions-directory');
  await hydrated(page);
  await expect(page.locator(`a[href*="condition=${firstSlug}"]`)).toHaveCount(1);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('a large page’s data follows its first paint from an address naming its content; the page hydrates from it', async ({
  page,
  request,
}) => {
  const path = '/search-result?q=hospital+lagos';
  const html = await (await request.get(path)).text();
  // React Router's data scripts left the HTML; the script loader names where the data is.
  expect(html).not.toContain('streamController.enqueue');
  const address = /"pageData":"([^"]+)"/.exec(html)?.[1] ?? '';
  expect(address).toMatch(/^\/page-data\/[0-9a-f]{10}\/search-result\?q=hospital\+lagos$/);
  const data = await request.get(address);
  expect(data.status()).toBe(200);
  expect(data.headers()['content-type']).toContain('text/x-carefinder-page-data');
  expect(data.headers()['cache-control']).toContain('immutable');
  const firstResult = /<h3[^>]*><a[^>]*>([^<]+)<\/a>/.exec(html)?.[1] ?? '';
  expect(firstResult).not.toBe('');
  expect(await data.text()).toContain(firstResult);
  // Another content's address is a conflict, kept nowhere; a small page's data stays in its HTML.
  const stale = await request.get(address.replace(/\/page-data\/[0-9a-f]{10}\//, '/page-data/0123456789/'));
  expect(stale.status()).toBe(409);
  expect(stale.headers()['cache-control']).toBe('no-store');
  const home = await (await request.get('/')).text();
  expect(home).toContain('streamController.enqueue');
  expect(home).not.toContain('"pageData"');

  // The browser fetches it with the scripts and hydrates: a result opens without loading a document.
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/page-data/')) fetched.push(sent.url());
  });
  await page.goto(path);
  await hydrated(page);
  expect(fetched).toHaveLength(1);
  await page.getByRole('link', { name: firstResult }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstResult);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test(
  'a page whose data has changed since it was sent loads again once, then stays as the server sent it',
  // The page says why it stays without its scripts.
  { annotation: PAGE_ERRORS_EXPECTED },
  async ({ page }) => {
    await page.route('**/page-data/**', (route) => route.fulfill({ status: 409, body: 'Changed since.' }));
    let documents = 0;
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents += 1;
    });
    const stayed = page.waitForEvent('console', (message) => message.text().includes('The page stays'));
    await page.goto('/search-result?q=hospital+lagos');
    await stayed;
    expect(documents).toBe(2);
    // Readable and searchable without its scripts: the server's page, not hydrated.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  },
);
