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
import { bearerSecurity, resourceRoutes } from '../../lib/resource-routes.ts';
import { listPostsForAdmin, postEtag, previewMarkdown, readPostForAdmin } from './service.ts';

/** The blog in the admin area; registered under /admin, whose hook requires ADMIN (re-checked). */
const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  resourceRoutes(app, {
    path: '/blog-posts',
    tags: ['blog', 'admin'],
    signedIn: true,
    params: blogPostIdParamsSchema,
    entry: blogPostSchema,
    etag: postEtag,
    list: {
      summary: 'Every post (drafts, scheduled, published), by status and title or slug, last changed first',
      query: adminBlogPostListQuerySchema,
      answer: blogPostListSchema,
      cacheControl: () => 'no-store',
      run: (request) => listPostsForAdmin(app.db, app.now(), request.query),
    },
    read: {
      summary: 'One post whatever its status, with the ETag to send back in If-Match',
      cacheControl: 'no-store',
      run: (request) => readPostForAdmin(app.db, app.now(), request.params.id),
    },
  });

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
