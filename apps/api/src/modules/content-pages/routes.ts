import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentPageParamsSchema, contentPagePatchSchema, contentPageSchema } from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { requiredIfMatch } from '../../lib/etag.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { changePage, readPage } from './service.ts';

/**
 * Pages whose text ADMIN edits with the blog's editor (the covid-19 page): GET /api/pages/{key} for
 * everyone, with its ETag; PATCH for ADMIN with If-Match, audited.
 */
const contentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'A managed page: its Markdown, the sanitised HTML, the day it was last reviewed',
        params: contentPageParamsSchema,
        response: { 200: contentPageSchema, ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { page, etag } = await readPage(app.db, request.params.key);
      reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
      return page;
    },
  );

  app.patch(
    '/pages/:key',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['content', 'admin'],
        summary: 'Change a managed page (ADMIN, If-Match): title, Markdown text, last reviewed date',
        security: bearerSecurity,
        params: contentPageParamsSchema,
        body: contentPagePatchSchema,
        response: { 200: contentPageSchema, ...problemResponses(400, 401, 403, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      const { page, etag } = await changePage(
        { db: app.db, audit: app.audit, actorId: request.user.id, now: app.now() },
        request.params.key,
        request.body,
        requiredIfMatch(request),
      );
      reply.header('etag', etag);
      return page;
    },
  );
};

export default contentPageRoutes;
