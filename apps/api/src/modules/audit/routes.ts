import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogFacetsSchema, auditLogQuerySchema, auditLogSchema } from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { readAuditFacets, readAuditLog } from './service.ts';

/** The audit log; registered under /admin, whose hook already requires ADMIN (re-checked in the DB). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every write, newest first: who, when, what entity, and its fields before and after',
        security: bearerSecurity,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => readAuditLog(app.db, request.query),
  );

  app.get(
    '/audit-log/facets',
    {
      schema: {
        tags: ['admin'],
        summary: 'The entity types and the actions the audit log holds, for its filters',
        security: bearerSecurity,
        response: { 200: auditLogFacetsSchema, ...problemResponses(401, 403) },
      },
    },
    async () => readAuditFacets(app.db),
  );
};

export default auditRoutes;
