import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * Listings per sitemap file: one API page fills one file, where each listing has a URL per language, and
 * the sitemap protocol allows 50,000 URLs a file.
 */
export const SITEMAP_PAGE_SIZE = 50_000 / LANGUAGES.length;

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
