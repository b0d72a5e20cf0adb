import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFacilityListSchema,
  adminListingQuerySchema,
  MAX_READINESS_IMPORT_ROWS,
  readinessImportInputSchema,
  readinessImportResultSchema,
} from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { importReadiness, listFacilitiesForAdmin } from './service.ts';

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

  app.post(
    '/readiness-import',
    {
      schema: {
        tags: ['directory', 'admin'],
        summary:
          'Readiness from a ministry’s list (CSV): a preview of each row, or (apply) all of them written',
        description:
          'The CSV’s header is facility,capability,confirmed,source: the facility by its CareFinder id or NHFR ' +
          `code, the capability by slug, the day confirmed (YYYY-MM-DD), who said so; at most ${MAX_READINESS_IMPORT_ROWS} ` +
          'rows. Each row says what applying it does (new, newer, unchanged, error). Applying writes every new ' +
          'and newer fact in one transaction, each facility audited (facility.readiness-import), or none when a ' +
          'row has an error (400 naming each line); the same file applied again changes nothing.',
        security: bearerSecurity,
        body: readinessImportInputSchema,
        response: { 200: readinessImportResultSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return importReadiness(
        { db: app.db, audit: app.audit, actorId: request.user.id, now: app.now() },
        request.body,
      );
    },
  );
};

export default adminFacilityRoutes;
