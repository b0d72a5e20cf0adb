import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListQuerySchema, outboxListSchema } from '@carefinder/contracts';
import { resourceRoutes } from '../../lib/resource-routes.ts';
import { listOutbox } from './service.ts';

/**
 * The Outbox of the back office; registered under /admin, whose hook requires ADMIN. Without a mail server
 * it is how an installer reads a verification or reset link; with one, what the server took and when.
 */
const adminOutboxRoutes: FastifyPluginAsyncZod<{ mailServer: boolean }> = async (app, { mailServer }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  resourceRoutes(app, {
    path: '/outbox',
    tags: ['admin', 'mail'],
    signedIn: true,
    list: {
      summary:
        'E-mail the app sent, newest first; without SMTP_URL each message whole with its link, with it only ' +
        'what the mail server took',
      query: outboxListQuerySchema,
      answer: outboxListSchema,
      run: (request) => listOutbox(app.db, request.query, { mailServer, viewerId: request.user.id }),
    },
  });
};

export default adminOutboxRoutes;
