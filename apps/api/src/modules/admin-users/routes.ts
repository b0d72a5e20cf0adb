import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from '@carefinder/contracts';
import { resourceRoutes } from '../../lib/resource-routes.ts';
import { adminUserEtag, listUsers, readUserAsAdmin, updateUserAsAdmin } from './service.ts';

const userParamsSchema = z.object({ id: z.string() });

/** User management; registered under /admin, whose hook already requires ADMIN (re-checked in the DB). */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  resourceRoutes(app, {
    path: '/users',
    tags: ['admin'],
    signedIn: true,
    params: userParamsSchema,
    entry: adminUserSchema,
    etag: adminUserEtag,
    list: {
      summary: 'Users, newest first; q matches e-mail or name, role filters',
      query: adminUserListQuerySchema,
      answer: adminUserListSchema,
      run: (request) => listUsers(app.db, request.query),
    },
    read: {
      summary: 'One user; the ETag to send in If-Match when changing their role or account',
      run: (request) => readUserAsAdmin(app.db, request.params.id),
    },
    change: {
      summary: "Change a user's role or disable/enable the account (If-Match; audited)",
      body: adminUserUpdateSchema,
      errors: [409],
      run: (request, ifMatch) =>
        updateUserAsAdmin(
          { db: app.db, audit: app.audit, actorId: request.user.id },
          request.params.id,
          request.body,
          ifMatch,
        ),
    },
  });
};

export default adminUserRoutes;
