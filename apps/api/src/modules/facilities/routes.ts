import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilityDetailSchema } from '@carefinder/contracts';
import { TIME_SENSITIVE_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { problemResponses } from '../../lib/problem.ts';
import { getFacilityDetail } from './service.ts';

const facilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/facilities/:id',
    {
      schema: {
        tags: ['directory'],
        summary:
          'A facility page: place, contacts, hours with the opening status now, services, specialties, ' +
          'insurance, awards, photos, providers, rating, provenance',
        params: z.object({ id: z.string() }),
        response: { 200: facilityDetailSchema, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const facility = await getFacilityDetail(app.db, request.params.id, app.now());
      reply.header('cache-control', TIME_SENSITIVE_CACHE_CONTROL);
      return facility;
    },
  );
};

export default facilityRoutes;
