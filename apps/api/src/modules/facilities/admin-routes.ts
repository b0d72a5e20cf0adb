import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFacilityListSchema, adminListingQuerySchema } from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { listFacilitiesForAdmin } from './service.ts';

/** The facilities table of the admin area; registered under /admin, whose hook requires ADMIN (re-checked). */
const adminFacilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/facilities',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Facilities of any status, a page at a time: q within the name or NHFR code, status, state; by ' +
          'name, last update or rating',
        description:
          'For finding the facility to edit: closed ones included (status=all by default), no ranking. Each ' +
          'row: id, name, facility type, NHFR code, state, LGA, status, rating, updatedAt.',
        security: bearerSecurity,
        querystring: adminListingQuerySchema,
        response: { 200: adminFacilityListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // Who may read it is decided per request; a page just saved must show at once.
      reply.header('cache-control', 'no-store');
      return listFacilitiesForAdmin(app.db, request.query);
    },
  );
};

export default adminFacilityRoutes;
