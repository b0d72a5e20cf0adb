import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactMessageListQuerySchema,
  adminContactMessageListSchema,
  contactMessageParamsSchema,
  contactMessagePatchSchema,
  contactMessageSchema,
  contactReplyInputSchema,
} from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity, resourceRoutes } from '../../lib/resource-routes.ts';
import {
  changeMessageStatus,
  contactMessageEtag,
  listMessages,
  readMessage,
  replyToMessage,
  type ContactWriter,
} from './service.ts';

/** The ADMIN inbox of contact messages; registered under /admin, whose hook already requires ADMIN. */
const adminContactRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (request: { user: { id: string }; log: ContactWriter['log'] }): ContactWriter => ({
    db: app.db,
    mailer: app.mailer,
    audit: app.audit,
    publicUrl,
    actorId: request.user.id,
    now: () => app.now(),
    log: request.log,
  });

  resourceRoutes(app, {
    path: '/contact-messages',
    tags: ['admin', 'contact'],
    signedIn: true,
    params: contactMessageParamsSchema,
    entry: contactMessageSchema,
    etag: contactMessageEtag,
    list: {
      summary: 'Contact messages: open ones oldest first, closed ones latest closed first',
      query: adminContactMessageListQuerySchema,
      answer: adminContactMessageListSchema,
      run: (request) => listMessages(app.db, request.query),
    },
    read: {
      summary: 'One contact message with its answers; the ETag to send in If-Match when closing it',
      run: (request) => readMessage(app.db, request.params.id),
    },
    change: {
      summary: 'Close or reopen a contact message (If-Match; audited)',
      body: contactMessagePatchSchema,
      run: (request, ifMatch) =>
        changeMessageStatus(writer(request), request.params.id, request.body.status, ifMatch),
    },
  });

  app.post(
    '/contact-messages/:id/replies',
    {
      schema: {
        tags: ['admin', 'contact'],
        summary: 'Answer a contact message: e-mailed to its sender and kept with it (audited)',
        description:
          'Answers the message with its answers. When the e-mail cannot be sent nothing is kept (503 with ' +
          'Retry-After).',
        security: bearerSecurity,
        params: contactMessageParamsSchema,
        body: contactReplyInputSchema,
        response: { 201: contactMessageSchema, ...problemResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const message = await replyToMessage(writer(request), request.params.id, request.body.body);
      return reply.code(201).header('etag', contactMessageEtag(message)).send(message);
    },
  );
};

export default adminContactRoutes;
