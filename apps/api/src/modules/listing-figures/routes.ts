import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilityFiguresSchema, listingParamsSchema } from '@carefinder/contracts';
import { adminOrOwner } from '../../lib/owner-access.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { isFacilityMember } from '../facilities/service.ts';
import { readFacilityFigures } from './service.ts';

/** A facility's figures for its dashboard: its own team (FACILITY_ADMIN members) or an ADMIN. */
const listingFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  const team = adminOrOwner(
    app,
    'FACILITY_ADMIN',
    (userId, facilityId) => isFacilityMember(app.db, userId, facilityId),
    'Only the facility’s own team sees its figures.',
  );

  app.get(
    '/facilities/:id/figures',
    {
      onRequest: team,
      schema: {
        tags: ['facility team'],
        summary:
          'Views of the facility’s page and taps on its phone, directions and website, per day for the last ' +
          '30 days (its team, or ADMIN)',
        security: bearerSecurity,
        params: listingParamsSchema,
        response: { 200: facilityFiguresSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      // What is stored is still worth showing when the latest counts cannot be stored now.
      await app.facilityFigures
        .flush()
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'facility figures not stored before a read'),
        );
      reply.header('cache-control', 'no-store');
      return readFacilityFigures(app.db, request.params.id, app.now());
    },
  );
};

export default listingFigureRoutes;
