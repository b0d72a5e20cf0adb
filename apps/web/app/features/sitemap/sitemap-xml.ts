import { escapeMarkup } from '~/lib/markup';
import { SITEMAP_URL_LIMIT } from '@carefinder/contracts';
import { languageVersions } from '~/lib/i18n/locale-path';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime of the last change, when known. */
  lastmod?: string;
  /** The same page in each language (hreflang), itself included. */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function entryXml(element: 'url' | 'sitemap', { loc, lastmod, alternates = [] }: SitemapEntry): string {
  const lastmodXml = lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : '';
  const alternatesXml = alternates
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}"/>`,
    )
    .join('');
  return `<${element}><loc>${escapeMarkup(loc)}</loc>${lastmodXml}${alternatesXml}</${element}>\n`;
}

/**
 * A page's entries: one per language once the page is translated, each naming every language's URL
 * (hreflang, English the default), as search engines ask.
 */
export function pageEntries(origin: string, path: string, lastmod?: string): SitemapEntry[] {
  const dated = lastmod ? { lastmod } : {};
  const versions = languageVersions(path);
  if (!versions.length) return [{ loc: `${origin}${path}`, ...dated }];
  const alternates = versions.map(({ hreflang, path: versionPath }) => ({
    hreflang,
    href: `${origin}${versionPath}`,
  }));
  return versions
    .filter(({ hreflang }) => hreflang !== 'x-default')
    .map(({ path: versionPath }) => ({ loc: `${origin}${versionPath}`, ...dated, alternates }));
}

/** One sitemap file (`<urlset>`); more than 50,000 URLs is a programming error, not a bigger file. */
export function urlsetXml(urls: readonly SitemapEntry[]): string {
  if (urls.length > SITEMAP_URL_LIMIT) {
    throw new RangeError(`A sitemap file holds at most ${SITEMAP_URL_LIMIT} URLs, not ${urls.length}.`);
  }
  const xhtml = urls.some((url) => url.alternates?.length) ? ` xmlns:xhtml="${XHTML_NS}"` : '';
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}"${xhtml}>\n${urls.map((url) => entryXml('url', url)).join('')}</urlset>\n`;
}

/** The sitemap index (`<sitemapindex>`) that lists the sitemap files. */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.map((sitemap) => entryXml('sitemap', sitemap)).join('')}</sitemapindex>\n`;
}

/** How many files a listing of `total` URLs takes at `pageSize` URLs a file (at least one, maybe empty). */
export function sitemapFileCount(total: number, pageSize: number): number {
  if (pageSize < 1 || pageSize > SITEMAP_URL_LIMIT) {
    throw new RangeError(`A sitemap page size must be 1 to ${SITEMAP_URL_LIMIT}, not ${pageSize}.`);
  }
  return Math.max(1, Math.ceil(total / pageSize));
}

export type SitemapListing = 'facilities' | 'providers';

export type SitemapFile = { kind: 'static' } | { kind: 'blog' } | { kind: SitemapListing; page: number };

/** "static.xml", "blog.xml", "facilities-2.xml", "providers-1.xml"; anything else is not a sitemap file (null). */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === 'static.xml') return { kind: 'static' };
  if (name === 'blog.xml') return { kind: 'blog' };
  const match = /^(facilities|providers)-([1-9]\d{0,4})\.xml$/.exec(name);
  if (!match) return null;
  return { kind: match[1] as SitemapListing, page: Number(match[2]) };
}

export const sitemapFileName = (file: SitemapFile) =>
  file.kind === 'static' || file.kind === 'blog' ? `${file.kind}.xml` : `${file.kind}-${file.page}.xml`;

/** The latest of the entries' last changes (ISO strings compare in time order), for the index. */
export function latestLastmod(entries: readonly { updatedAt: string }[]): string | undefined {
  let latest: string | undefined;
  for (const { updatedAt } of entries) if (latest === undefined || updatedAt > latest) latest = updatedAt;
  return latest;
}
