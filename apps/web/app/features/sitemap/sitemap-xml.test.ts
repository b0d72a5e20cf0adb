import { describe, expect, it } from 'vitest';
import { SITEMAP_URL_LIMIT } from '@carefinder/contracts';
import {
  pageEntries,
  latestLastmod,
  parseSitemapFileName,
  sitemapFileCount,
  sitemapFileName,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap-xml';

describe('urlsetXml', () => {
  it('lists each URL with its last change', () => {
    expect(
      urlsetXml([
        { loc: 'https://carefinder.ng/facilities/a', lastmod: '2026-11-22T09:00:00.000Z' },
        { loc: 'https://carefinder.ng/about-us' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://carefinder.ng/facilities/a</loc><lastmod>2026-11-22T09:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://carefinder.ng/about-us</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('escapes XML in URLs', () => {
    expect(urlsetXml([{ loc: "https://carefinder.ng/search-result?q=a&b<'c'>" }])).toContain(
      '<loc>https://carefinder.ng/search-result?q=a&amp;b&lt;&apos;c&apos;&gt;</loc>',
    );
  });

  it('holds up to 50,000 URLs and refuses more', () => {
    const urls = Array.from({ length: SITEMAP_URL_LIMIT }, (_, index) => ({ loc: `https://x.ng/${index}` }));
    expect(urlsetXml(urls).match(/<url>/g)).toHaveLength(50_000);
    expect(() => urlsetXml([...urls, { loc: 'https://x.ng/one-more' }])).toThrow(RangeError);
  });
});

describe('sitemapIndexXml', () => {
  it('lists the sitemap files', () => {
    expect(
      sitemapIndexXml([
        { loc: 'https://carefinder.ng/sitemaps/static.xml' },
        { loc: 'https://carefinder.ng/sitemaps/facilities-1.xml', lastmod: '2026-11-22T09:00:00.000Z' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://carefinder.ng/sitemaps/static.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://carefinder.ng/sitemaps/facilities-1.xml</loc><lastmod>2026-11-22T09:00:00.000Z</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});

describe('sitemapFileCount', () => {
  it.each([
    { total: 0, files: 1, why: 'an empty listing still has its (empty) first file' },
    { total: 1, files: 1 },
    { total: 50_000, files: 1 },
    { total: 50_001, files: 2 },
    { total: 120_000, files: 3 },
  ])('$total URLs → $files file(s)', ({ total, files }) => {
    expect(sitemapFileCount(total, 50_000)).toBe(files);
  });

  it('refuses a page size over the protocol limit', () => {
    expect(() => sitemapFileCount(10, 50_001)).toThrow(RangeError);
    expect(() => sitemapFileCount(10, 0)).toThrow(RangeError);
  });
});

describe('sitemap file names', () => {
  it.each([
    ['static.xml', { kind: 'static' }],
    ['facilities-1.xml', { kind: 'facilities', page: 1 }],
    ['providers-12.xml', { kind: 'providers', page: 12 }],
  ] as const)('%s', (name, file) => {
    expect(parseSitemapFileName(name)).toEqual(file);
    expect(sitemapFileName(file)).toBe(name);
  });

  it.each([
    'facilities-0.xml',
    'facilities-01.xml',
    'facilities-1.txt',
    'blogs-1.xml',
    'facilities-.xml',
    '../x',
  ])('%s is not a sitemap file', (name) => {
    expect(parseSitemapFileName(name)).toBeNull();
  });
});

describe('latestLastmod', () => {
  it('is the latest change, or nothing for no entries', () => {
    expect(
      latestLastmod([
        { updatedAt: '2026-11-20T09:00:00.000Z' },
        { updatedAt: '2026-11-22T08:00:00.000Z' },
        { updatedAt: '2026-11-21T23:00:00.000Z' },
      ]),
    ).toBe('2026-11-22T08:00:00.000Z');
    expect(latestLastmod([])).toBeUndefined();
  });
});

describe('pageEntries', () => {
  it('lists a translated page once per language, each naming every language with English the default', () => {
    const entries = pageEntries('https://carefinder.ng', '/');
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://carefinder.ng/',
      'https://carefinder.ng/ha',
      'https://carefinder.ng/yo',
      'https://carefinder.ng/ig',
      'https://carefinder.ng/pcm',
    ]);
    expect(urlsetXml(entries.slice(1, 2))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '<url><loc>https://carefinder.ng/ha</loc>' +
        '<xhtml:link rel="alternate" hreflang="en-NG" href="https://carefinder.ng/"/>' +
        '<xhtml:link rel="alternate" hreflang="ha" href="https://carefinder.ng/ha"/>' +
        '<xhtml:link rel="alternate" hreflang="yo" href="https://carefinder.ng/yo"/>' +
        '<xhtml:link rel="alternate" hreflang="ig" href="https://carefinder.ng/ig"/>' +
        '<xhtml:link rel="alternate" hreflang="pcm" href="https://carefinder.ng/pcm"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://carefinder.ng/"/></url>\n' +
        '</urlset>\n',
    );
  });

  it('lists a page not yet translated once, in English', () => {
    expect(pageEntries('https://carefinder.ng', '/open-data', '2026-11-01')).toEqual([
      { loc: 'https://carefinder.ng/open-data', lastmod: '2026-11-01' },
    ]);
  });
});
