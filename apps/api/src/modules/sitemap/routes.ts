import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITEMAP_PAGE_SIZE, sitemapPageSchema, sitemapQuerySchema } from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { problemResponses } from '../../lib/problem.ts';
import { readSitemapPage, SITEMAP_LISTINGS } from './service.ts';

/** Sitemap data for the web's /sitemap.xml: one page per sitemap file (≤ 50,000 URLs). */
const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const listing of SITEMAP_LISTINGS) {
    app.get(
      `/${listing}`,
      {
        schema: {
          tags: ['sitemap'],
          summary: `Ids of active ${listing} with their last change, by id, ${SITEMAP_PAGE_SIZE} a page`,
          querystring: sitemapQuerySchema,
          response: { 200: sitemapPageSchema, ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        const sitemapPage = await readSitemapPage(app.db, listing, request.query.page);
        reply.header('cache-control', PUBLIC_CACHE_CONTROL);
        return sitemapPage;
      },
    );
  }
};

export default sitemapRoutes;
