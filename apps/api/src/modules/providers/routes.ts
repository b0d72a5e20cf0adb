import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerDetailSchema } from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { problemResponses } from '../../lib/problem.ts';
import { getProviderDetail } from './service.ts';

const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers/:id',
    {
      schema: {
        tags: ['directory'],
        summary:
          'A provider page: name, title, bio, professional summary, education, practice areas, specialties, ' +
          'conditions, procedures, insurance, awards, languages, registration number, place, facilities, rating',
        params: z.object({ id: z.string() }),
        response: { 200: providerDetailSchema, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const provider = await getProviderDetail(app.db, request.params.id);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return provider;
    },
  );
};

export default providerRoutes;
