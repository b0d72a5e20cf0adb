import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../auth/plugin.ts';
import { listUsers, updateUserAsAdmin } from './service.ts';

/** User management; registered under /admin, whose hook already requires ADMIN (re-checked in the DB). */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first; q matches e-mail or name, role filters',
        security: bearerSecurity,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a user's role or disable/enable the account (audited)",
        security: bearerSecurity,
        params: z.object({ id: z.string() }),
        body: adminUserUpdateSchema,
        response: {
          200: adminUserSchema,
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => updateUserAsAdmin(app.db, app.audit, request.user.id, request.params.id, request.body),
  );
};

export default adminUserRoutes;
