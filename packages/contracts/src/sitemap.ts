import { z } from 'zod';

/** The sitemap protocol's limit of URLs per file; one API page fills one sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;

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
