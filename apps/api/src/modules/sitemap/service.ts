import { SITEMAP_PAGE_SIZE, type SitemapPage } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { findActiveListingIds } from './repository.ts';

/** The listings with a sitemap of their own, a file (or more) each. */
export const SITEMAP_LISTINGS = ['facilities', 'providers'] as const;
export type SitemapListing = (typeof SITEMAP_LISTINGS)[number];

/** Page `page` of a sitemap file: active listings' ids with their last change, by id, SITEMAP_PAGE_SIZE a page. */
export async function readSitemapPage(
  db: Database,
  listing: SitemapListing,
  page: number,
): Promise<SitemapPage> {
  const { rows, total } = await findActiveListingIds(db, listing, {
    limit: SITEMAP_PAGE_SIZE,
    offset: (page - 1) * SITEMAP_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() })),
    page,
    pageSize: SITEMAP_PAGE_SIZE,
    total,
  };
}
