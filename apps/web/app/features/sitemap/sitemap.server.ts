import { blogSitemapSchema, sitemapPageSchema } from '@carefinder/contracts';
import type { BlogSitemap, SitemapPage } from '@carefinder/contracts';
import { getServerApiClient } from '~/lib/api.server';
import {
  latestLastmod,
  pageEntries,
  parseSitemapFileName,
  sitemapFileCount,
  sitemapFileName,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap-xml';
import type { SitemapEntry, SitemapListing } from './sitemap-xml';
import { STATIC_SITEMAP_PATHS } from './static-pages';

/** Search engines re-read sitemaps about daily; an hour in caches spares the API the 10,000-row reads. */
const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
};

const LISTINGS: readonly SitemapListing[] = ['facilities', 'providers'];

async function fetchSitemapPage(listing: SitemapListing, page: number): Promise<SitemapPage> {
  const { data } = await getServerApiClient().get<unknown>(`/sitemap/${listing}`, { params: { page } });
  return sitemapPageSchema.parse(data);
}

/** The blog's file: /blog and every published post at its canonical path. */
async function fetchBlogSitemap(): Promise<BlogSitemap> {
  const { data } = await getServerApiClient().get<unknown>('/sitemap/blog-posts');
  return blogSitemapSchema.parse(data);
}

/** Every API sitemap page of a listing: the first says how many there are; one page is one file. */
async function fetchAllSitemapPages(listing: SitemapListing): Promise<SitemapPage[]> {
  const first = await fetchSitemapPage(listing, 1);
  const count = sitemapFileCount(first.total, first.pageSize);
  const rest = await Promise.all(
    Array.from({ length: count - 1 }, (_, index) => fetchSitemapPage(listing, index + 2)),
  );
  return [first, ...rest];
}

/** /sitemap.xml: the static file, then each facility and provider file with its latest change. */
export async function sitemapIndexResponse(origin: string): Promise<Response> {
  const [pagesByListing, blog] = await Promise.all([
    Promise.all(LISTINGS.map(fetchAllSitemapPages)),
    fetchBlogSitemap(),
  ]);
  const sitemaps: SitemapEntry[] = [{ loc: `${origin}/sitemaps/static.xml` }];
  const blogLastmod = latestLastmod(blog.items);
  sitemaps.push(
    blogLastmod
      ? { loc: `${origin}/sitemaps/blog.xml`, lastmod: blogLastmod }
      : { loc: `${origin}/sitemaps/blog.xml` },
  );
  LISTINGS.forEach((listing, listingIndex) => {
    for (const page of pagesByListing[listingIndex] ?? []) {
      const lastmod = latestLastmod(page.items);
      const loc = `${origin}/sitemaps/${sitemapFileName({ kind: listing, page: page.page })}`;
      sitemaps.push(lastmod ? { loc, lastmod } : { loc });
    }
  });
  return new Response(sitemapIndexXml(sitemaps), { headers: SITEMAP_HEADERS });
}

const notFound = () =>
  new Response('No such sitemap file.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** /sitemaps/static.xml, /sitemaps/facilities-<n>.xml, /sitemaps/providers-<n>.xml. */
export async function sitemapFileResponse(origin: string, name: string): Promise<Response> {
  const file = parseSitemapFileName(name);
  if (!file) return notFound();
  if (file.kind === 'static') {
    return new Response(urlsetXml(STATIC_SITEMAP_PATHS.flatMap((path) => pageEntries(origin, path))), {
      headers: SITEMAP_HEADERS,
    });
  }
  if (file.kind === 'blog') {
    const blog = await fetchBlogSitemap();
    const urls = [
      ...pageEntries(origin, '/blog'),
      ...blog.items.flatMap((item) => pageEntries(origin, item.path, item.updatedAt)),
    ];
    return new Response(urlsetXml(urls), { headers: SITEMAP_HEADERS });
  }
  const page = await fetchSitemapPage(file.kind, file.page);
  // Page 1 always exists (a listing with nothing yet has an empty file); pages past the end do not.
  if (page.items.length === 0 && file.page > 1) return notFound();
  const urls = page.items.flatMap((item) => pageEntries(origin, `/${file.kind}/${item.id}`, item.updatedAt));
  return new Response(urlsetXml(urls), { headers: SITEMAP_HEADERS });
}
