import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from '@carefinder/contracts';
import { requiredIfMatch } from '../../lib/etag.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../auth/plugin.ts';
import { adminUserEtag, listUsers, readUserAsAdmin, updateUserAsAdmin } from './service.ts';

const userParamsSchema = z.object({ id: z.string() });

/** User management; registered under /admin, whose hook already requires ADMIN (re-checked in the DB). */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

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

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One user; the ETag to send in If-Match when changing their role or account',
        security: bearerSecurity,
        params: userParamsSchema,
        response: { 200: adminUserSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await readUserAsAdmin(app.db, request.params.id);
      reply.header('etag', adminUserEtag(user));
      return user;
    },
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a user's role or disable/enable the account (If-Match; audited)",
        security: bearerSecurity,
        params: userParamsSchema,
        body: adminUserUpdateSchema,
        response: {
          200: adminUserSchema,
          ...problemResponses(400, 401, 403, 404, 409, 412, 428),
        },
      },
    },
    async (request, reply) => {
      const user = await updateUserAsAdmin(
        app.db,
        app.audit,
        request.user.id,
        request.params.id,
        request.body,
        requiredIfMatch(request),
      );
      reply.header('etag', adminUserEtag(user));
      return user;
    },
  );
};

export default adminUserRoutes;
