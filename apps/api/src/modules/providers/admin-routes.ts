import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProviderListSchema, adminListingQuerySchema } from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { listProvidersForAdmin } from './service.ts';

/** The providers table of the admin area; registered under /admin, whose hook requires ADMIN (re-checked). */
const adminProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Providers of any status, a page at a time: q within the name, status, state; by name, last ' +
          'update or rating',
        description:
          'For finding the provider to edit: closed ones included (status=all by default), no ranking. Each ' +
          'row: id, name (firstName lastName), title, specialties, state, LGA, status, rating, updatedAt.',
        security: bearerSecurity,
        querystring: adminListingQuerySchema,
        response: { 200: adminProviderListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // Who may read it is decided per request; a page just saved must show at once.
      reply.header('cache-control', 'no-store');
      return listProvidersForAdmin(app.db, request.query);
    },
  );
};

export default adminProviderRoutes;
