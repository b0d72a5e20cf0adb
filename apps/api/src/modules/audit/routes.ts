import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogSchema } from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../auth/plugin.ts';
import { findAuditEntries } from './repository.ts';

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
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const { rows, total } = await findAuditEntries(app.db, filters, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor:
            row.actorId === null
              ? null
              : {
                  id: row.actorId,
                  name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
                  email: row.actorEmail ?? '',
                },
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          before: row.before,
          after: row.after,
        })),
        total,
        page,
        pageSize,
      };
    },
  );
};

export default auditRoutes;
