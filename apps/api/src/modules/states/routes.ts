import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lgaListSchema, problemSchema, stateAliasSchema, stateListSchema } from '@carefinder/contracts';
import { listAllStates, listStateLgas } from './service.ts';

/** Reference data changes only with a release, so caches may keep it for a day. */
const REFERENCE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const stateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/states',
    {
      schema: {
        tags: ['reference'],
        summary: "Nigeria's 36 states and the Federal Capital Territory",
        response: { 200: stateListSchema },
      },
    },
    async (_request, reply) => {
      const states = await listAllStates(app.db);
      reply.header('cache-control', REFERENCE_CACHE);
      return states;
    },
  );

  app.get(
    '/states/:alias/lgas',
    {
      schema: {
        tags: ['reference'],
        summary: 'The Local Government Areas of one state',
        params: z.object({ alias: stateAliasSchema }),
        response: { 200: lgaListSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const lgas = await listStateLgas(app.db, request.params.alias);
      reply.header('cache-control', REFERENCE_CACHE);
      return lgas;
    },
  );
};

export default stateRoutes;
