import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/** The sitemap protocol's limit of URLs per file (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** Listings per sitemap file: one API page fills one file, where each listing has a URL per language. */
export const SITEMAP_PAGE_SIZE = SITEMAP_URL_LIMIT / LANGUAGES.length;

export const sitemapQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const sitemapPageSchema = z.object({
  items: z.array(z.object({ id: z.string(), updatedAt: z.string() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SitemapPage = z.infer<typeof sitemapPageSchema>;
