import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COVER_MAX_BYTES,
  blogPostPath,
  blogSitemapSchema,
  blogPostIdParamsSchema,
  blogPostInputSchema,
  blogPostListQuerySchema,
  blogPostListSchema,
  blogPostPatchSchema,
  blogPostRefParamsSchema,
  blogPostSchema,
  uploadedImageSchema,
} from '@carefinder/contracts';
import { publicCacheControlUntil } from '../../lib/cache-control.ts';
import { acceptImageBodies, uploadedImageBytes } from '../../lib/images/upload.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity, resourceRoutes } from '../../lib/resource-routes.ts';
import {
  changePost,
  createPost,
  listPublicPostIds,
  listPublicPosts,
  postEtag,
  readPublicPost,
  removePost,
  secondsUntilNextPublication,
  storeCover,
} from './service.ts';

/**
 * The blog: GET /api/blog-posts and /api/blog-posts/{idOrSlug} answer published posts to everyone (a
 * scheduled post from its time on); ADMIN writes on the same resources (POST; PATCH and DELETE with the
 * post's ETag in If-Match, read from GET /api/admin/blog-posts/{id}), and uploads covers.
 */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('ADMIN');
  // Public answers are kept no longer than until the next scheduled post appears in them (or beside them).
  const blogCacheControl = async (now: Date) =>
    publicCacheControlUntil(await secondsUntilNextPublication(app.db, now));
  const writer = (actorId: string) => ({
    db: app.db,
    audit: app.audit,
    images: app.imageStorage,
    actorId,
    now: app.now(),
  });

  app.get(
    '/blog-posts',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first, a page at a time',
        querystring: blogPostListQuerySchema,
        response: { 200: blogPostListSchema, ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      reply.header('cache-control', await blogCacheControl(now));
      return listPublicPosts(app.db, now, request.query);
    },
  );

  app.get(
    '/blog-posts/:idOrSlug',
    {
      schema: {
        tags: ['blog'],
        summary: 'A published post by id, slug-with-id (clean-water-42) or slug, with related posts',
        params: blogPostRefParamsSchema,
        response: { 200: blogPostSchema, ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const post = await readPublicPost(app.db, now, request.params.idOrSlug);
      reply.header('cache-control', await blogCacheControl(now));
      return post;
    },
  );

  app.get(
    '/sitemap/blog-posts',
    {
      schema: {
        tags: ['sitemap', 'blog'],
        summary: 'Every published post’s canonical path and last change, for the sitemap',
        response: { 200: blogSitemapSchema },
      },
    },
    async (_request, reply) => {
      const now = app.now();
      reply.header('cache-control', await blogCacheControl(now));
      const rows = await listPublicPostIds(app.db, now);
      return {
        items: rows.map((row) => ({ path: blogPostPath(row), updatedAt: row.updatedAt.toISOString() })),
      };
    },
  );

  resourceRoutes(app, {
    path: '/blog-posts',
    tags: ['blog', 'admin'],
    params: blogPostIdParamsSchema,
    entry: blogPostSchema,
    etag: postEtag,
    locationOf: (post) => `/api/admin/blog-posts/${post.id}`,
    create: {
      summary: 'Write a post (ADMIN): a draft, published now, or scheduled for publishAt',
      guard: adminOnly,
      body: blogPostInputSchema,
      errors: [409],
      run: (request) => createPost(writer(request.user.id), request.body),
    },
    change: {
      summary: 'Change a post (ADMIN, If-Match): its text, slug, cover, status or time',
      guard: adminOnly,
      body: blogPostPatchSchema,
      errors: [409],
      run: (request, ifMatch) =>
        changePost(writer(request.user.id), request.params.id, request.body, ifMatch),
    },
    remove: {
      summary: 'Delete a post (ADMIN, If-Match)',
      guard: adminOnly,
      run: (request, ifMatch) => removePost(writer(request.user.id), request.params.id, ifMatch),
    },
  });

  // The upload's body is the image itself (no multipart): its bytes, at most COVER_MAX_BYTES.
  await app.register(async (uploads) => {
    acceptImageBodies(uploads, COVER_MAX_BYTES);
    uploads.post(
      '/blog-posts/covers',
      {
        onRequest: adminOnly,
        bodyLimit: COVER_MAX_BYTES,
        schema: {
          tags: ['blog', 'admin'],
          summary:
            'Upload a cover image (ADMIN): the body is the image (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB ' +
            'and 40 megapixels, told by its bytes); stored resized as WebP',
          security: bearerSecurity,
          response: { 201: uploadedImageSchema, ...problemResponses(400, 401, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        const image = await storeCover(app.imageStorage, uploadedImageBytes(request));
        return reply.code(201).header('location', image.url).send(image);
      },
    );
  });
};

export default blogRoutes;
