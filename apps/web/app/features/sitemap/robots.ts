/** Areas no search engine should crawl: signed-in pages (they render in the browser) and the API. */
export const ROBOTS_DISALLOWED = [
  '/admin',
  '/user',
  '/provider/dashboard',
  '/facility/dashboard',
  '/api/',
] as const;

/** robots.txt: every public page may be crawled; the sitemap index is named by its absolute URL. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
