import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lgaListSchema, problemSchema, stateAliasSchema, stateListSchema } from '@carefinder/contracts';
import { HttpProblem } from '../../lib/problem.ts';
import { findStateByAlias, listLgasOfState, listStates } from './repository.ts';

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
      reply.header('cache-control', REFERENCE_CACHE);
      const rows = await listStates(app.db);
      return { items: rows.map(({ id: _id, ...state }) => state) };
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
      const state = await findStateByAlias(app.db, request.params.alias);
      if (!state) throw new HttpProblem(404, `No state has the alias '${request.params.alias}'.`);
      reply.header('cache-control', REFERENCE_CACHE);
      const { id, ...publicState } = state;
      return { state: publicState, items: await listLgasOfState(app.db, id) };
    },
  );
};

export default stateRoutes;
