import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@carefinder/contracts';
import { PRIVATE_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { readAdminDashboard } from './service.ts';

/** The admin dashboard's numbers; registered under /admin, whose hook already requires ADMIN. */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Listings by status, reviews to moderate, duplicates to review and how fresh readiness is, in numbers',
        security: bearerSecurity,
        response: { 200: adminDashboardSchema, ...problemResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const dashboard = await readAdminDashboard(app.db, app.now());
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return dashboard;
    },
  );
};

export default adminDashboardRoutes;
