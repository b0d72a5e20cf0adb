import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/problem.ts';

/** A key names its bytes (a hash of them), so they may be cached for a year and never asked again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/images/{key}: a stored image, outside /api so that a plain <img> (which sends no API key) can
 * load it.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/images/:key',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded image (WebP), cached for a year',
        params: z.object({ key: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const bytes = await app.imageStorage.get(request.params.key);
      if (!bytes) throw new HttpProblem(404, 'No image has this name.');
      return reply
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};

export default mediaRoutes;
