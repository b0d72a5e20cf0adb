import type { SitemapPage } from '@carefinder/contracts';
import { API_HEADERS } from './support/accounts';
import { expect, test } from './support/fixtures';

test('/sitemap.xml is a sitemap index of the static pages and the facility and provider files', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers()['cache-control']).toMatch(/^public/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
  for (const file of ['static.xml', 'facilities-1.xml', 'providers-1.xml']) {
    expect(xml).toContain(`<loc>${baseURL}/sitemaps/${file}</loc>`);
  }
  expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
});

test('a facilities sitemap file lists every active facility page in each language with its last change', async ({
  request,
  baseURL,
}) => {
  const api = (await (
    await request.get('/api/sitemap/facilities?page=1', { headers: API_HEADERS })
  ).json()) as SitemapPage;
  const response = await request.get('/sitemaps/facilities-1.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(xml.match(/<url>/g)).toHaveLength(api.items.length * 5);
  const first = api.items[0];
  const path = `/facilities/${first?.id}`;
  const alternates = [
    ['en-NG', path],
    ['ha', `/ha${path}`],
    ['yo', `/yo${path}`],
    ['ig', `/ig${path}`],
    ['pcm', `/pcm${path}`],
    ['x-default', path],
  ]
    .map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${baseURL}${href}"/>`,
    )
    .join('');
  for (const loc of [path, `/ha${path}`, `/pcm${path}`])
    expect(xml).toContain(
      `<url><loc>${baseURL}${loc}</loc><lastmod>${first?.updatedAt}</lastmod>${alternates}</url>`,
    );
  expect((await request.get('/sitemaps/facilities-99.xml')).status()).toBe(404);
  expect(await (await request.get('/sitemaps/static.xml')).text()).toContain(
    `<loc>${baseURL}/about-us</loc>`,
  );
});

test('/robots.txt allows the public pages, not the signed-in areas or the API, and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const robots = await response.text();
  expect(robots).toContain('User-agent: *\nAllow: /\n');
  for (const path of ['/admin', '/user', '/provider/dashboard', '/facility/dashboard', '/api/']) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the open-data page's CSV link downloads the facilities CSV with the GRID3 header", async ({ page }) => {
  await page.goto('/open-data');
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: 'Facilities as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('carefinder-facilities.csv');
  const stream = await file.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  expect(text.split('\n')[0]).toBe(
    'OBJECTID,globalid,nhfr_uid,nhfr_facility_code,country,iso,state,lga,lga_name_disagreement,ward,' +
      'ward_name_disagreement,facility_name,facility_name_source,ownership,ownership_type,facility_level,' +
      'facility_level_option,latitude,longitude,geocoordinates_source,last_updated,x,y',
  );
});

test('the GeoJSON download carries the licence and the attribution', async ({ request }) => {
  const response = await request.get('/open-data/facilities.geojson');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/geo\+json/);
  expect(response.headers()['content-disposition']).toContain('carefinder-facilities.geojson');
  expect(response.headers().link).toContain('creativecommons.org/licenses/by/4.0');
  expect(response.headers()['x-attribution']).toContain('GRID3');
  expect(JSON.parse(await response.text())).toMatchObject({ type: 'FeatureCollection' });
});
