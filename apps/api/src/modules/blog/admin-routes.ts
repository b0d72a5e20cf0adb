import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBlogPostListQuerySchema,
  blogPostIdParamsSchema,
  blogPostListSchema,
  blogPostSchema,
  markdownPreviewInputSchema,
  markdownPreviewSchema,
} from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { listPostsForAdmin, previewMarkdown, readPostForAdmin } from './service.ts';

/** The blog in the admin area; registered under /admin, whose hook requires ADMIN (re-checked). */
const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog-posts',
    {
      schema: {
        tags: ['blog', 'admin'],
        summary: 'Every post (drafts, scheduled, published), by status and title or slug, last changed first',
        security: bearerSecurity,
        querystring: adminBlogPostListQuerySchema,
        response: { 200: blogPostListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listPostsForAdmin(app.db, app.now(), request.query);
    },
  );

  app.get(
    '/blog-posts/:id',
    {
      schema: {
        tags: ['blog', 'admin'],
        summary: 'One post whatever its status, with the ETag to send back in If-Match',
        security: bearerSecurity,
        params: blogPostIdParamsSchema,
        response: { 200: blogPostSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { post, etag } = await readPostForAdmin(app.db, app.now(), request.params.id);
      reply.header('etag', etag).header('cache-control', 'no-store');
      return post;
    },
  );

  app.post(
    '/markdown-preview',
    {
      schema: {
        tags: ['blog', 'admin'],
        summary: 'Markdown rendered and sanitised exactly as the pages will show it (the editor preview)',
        security: bearerSecurity,
        body: markdownPreviewInputSchema,
        response: { 200: markdownPreviewSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewMarkdown(request.body.body);
    },
  );
};

export default adminBlogRoutes;
