import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAXONOMY_KINDS, taxonomyListSchema } from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { listTaxonomyEntries } from './repository.ts';

/**
 * One list per taxonomy kind, e.g. GET /api/facility-types, /api/services, /api/practice-areas: the
 * directory pages (spec §2) and the filters read them.
 */
const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of TAXONOMY_KINDS) {
    app.get(
      `/${kind}`,
      {
        schema: {
          tags: ['directory'],
          summary: `The ${kind.replace('-', ' ')} list, by name, with counts of active facilities and providers`,
          response: { 200: taxonomyListSchema },
        },
      },
      async (_request, reply) => {
        const items = await listTaxonomyEntries(app.db, kind);
        reply.header('cache-control', PUBLIC_CACHE_CONTROL);
        return { kind, items };
      },
    );
  }
};

export default taxonomyRoutes;
