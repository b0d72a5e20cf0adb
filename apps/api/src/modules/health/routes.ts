import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@carefinder/contracts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const { ready, listings, copies, bytes, lastBuildMs } = app.searchIndex.status();
      const search = {
        matchedIn: ready ? 'memory' : 'database',
        listings,
        indexCopies: copies,
        indexBytes: bytes,
        lastBuildMs,
      } as const;
      const replica = app.database.replicaState() ?? undefined;
      try {
        await app.database.ping();
        return { status: 'ready' as const, database: 'up' as const, search, replica };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: 'down', search, replica });
      }
    },
  );
};

export default healthRoutes;
