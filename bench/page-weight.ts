/**
 * `npm run bench:weight`: per public route, the size of the server-rendered HTML and of the JS and CSS its
 * first view loads in Chromium, against DESIGN §6 (HTML ≤ 30 KB, JS + CSS ≤ 120 KB). Each is given as gzip
 * (level 9, as DESIGN states the budget) and as the bytes actually transferred (the server sends brotli to
 * browsers that accept it); the budget is judged on transferred bytes (decision 0003). The page's message
 * catalogs (JSON, fetched after the first paint, decision 0036) are shown apart.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from '../e2e/support/browser.ts';
import { localePath, splitLocale } from '../apps/web/app/lib/i18n/locale-path.ts';
import { LOCALES } from '../apps/web/app/lib/i18n/locales.ts';
import { startBuiltServer } from './support/built-server.ts';

const HTML_BUDGET = 30 * 1024;
const ASSET_BUDGET = 120 * 1024;
/** Pages with a tighter HTML budget than the rest (DESIGN §6). */
const HTML_BUDGETS: Record<string, number> = { '/emergency-contacts': 10 * 1024 };

const staticRoutes = [
  '/',
  '/covid-19',
  '/emergency-contacts',
  // A state chosen: its numbers first and its hospitals with 24-hour emergency care (Kano has the most).
  '/emergency-contacts?state=kano',
  '/search-result?q=hospital',
  '/blog',
  '/facility-types-directory',
  '/facility-service-directory',
  '/specialty-directory',
  '/conditions-directory',
  '/procedures-directory',
  '/about-us',
  '/privacyPolicy',
  '/terms',
  '/contactUs',
  '/faq',
];

/** The first facility and provider of the API's sitemap pages: the demo dataset's, on a fresh server. */
async function firstListingPath(baseUrl: string, listing: 'facilities' | 'providers'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sitemap/${listing}?page=1`, {
    headers: { 'x-api-key': 'carefinder-web' },
  });
  const { items } = (await response.json()) as { items: Array<{ id: string }> };
  const first = items[0];
  if (!first)
    throw new Error(`The API lists no ${listing}: the bench needs the demo dataset (SEED_DEMO=true).`);
  return `/${listing}/${first.id}`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: testBrowserPath(), args: chromiumArgs });
let overBudget = 0;
try {
  // Every page in every language it is served in (an untranslated page's path is the same in each).
  const facilityPath = await firstListingPath(server.baseUrl, 'facilities');
  const publicRoutes = [
    ...new Set(staticRoutes.flatMap((path) => LOCALES.map((locale) => localePath(locale, path)))),
    facilityPath,
    await firstListingPath(server.baseUrl, 'providers'),
    // "Suggest a correction" at its longest: the week's hours.
    `${facilityPath}/correction?kind=hours`,
  ];
  console.log(
    'route'.padEnd(52),
    'status',
    'HTML gz'.padStart(10),
    'JS+CSS gz'.padStart(11),
    'JS+CSS sent'.padStart(12),
    ' files',
    'messages sent'.padStart(14),
  );
  for (const route of publicRoutes) {
    const htmlResponse = await fetch(server.baseUrl + route);
    const htmlBytes = gzipSync(Buffer.from(await htmlResponse.arrayBuffer())).length;
    if (htmlResponse.status !== 200) {
      console.log(route.padEnd(52), String(htmlResponse.status).padEnd(6), '(not built yet: not measured)');
      continue;
    }
    const page = await browser.newPage();
    const assets: Promise<{ gzip: number; transferred: number }>[] = [];
    const catalogs: Promise<number>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (new URL(response.url()).pathname.startsWith('/messages/')) {
        catalogs.push(
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize),
        );
        return;
      }
      if (type !== 'script' && type !== 'stylesheet') return;
      assets.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(server.baseUrl + route, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(assets);
    const catalogBytes = (await Promise.all(catalogs)).reduce((total, size) => total + size, 0);
    await page.close();
    const assetGzip = sizes.reduce((total, size) => total + size.gzip, 0);
    const assetBytes = sizes.reduce((total, size) => total + size.transferred, 0);
    // A page's budget holds in every language.
    const budget = HTML_BUDGETS[splitLocale(route.split('?')[0] ?? route).path] ?? HTML_BUDGET;
    const ok = htmlBytes <= budget && assetBytes <= ASSET_BUDGET;
    if (!ok) overBudget++;
    console.log(
      route.padEnd(52),
      String(htmlResponse.status).padEnd(6),
      kb(htmlBytes).padStart(10),
      kb(assetGzip).padStart(11),
      kb(assetBytes).padStart(12),
      String(sizes.length).padStart(6),
      kb(catalogBytes).padStart(14),
      ok ? ' within budget' : ' OVER BUDGET',
    );
  }
  console.log(
    `\nBudgets (DESIGN §6): HTML ≤ ${kb(HTML_BUDGET)} gzip (/emergency-contacts ≤ ${kb(10 * 1024)}); JS + CSS of the first view ≤ ${kb(ASSET_BUDGET)}, ` +
      "judged on the bytes sent (brotli; decision 0003). Messages: the page's catalogs, fetched as JSON " +
      'after the first paint (decision 0036), kept a year: neither HTML nor JS+CSS, shown apart.',
  );
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = overBudget ? 1 : 0;
