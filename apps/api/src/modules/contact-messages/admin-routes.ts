import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactMessageListQuerySchema,
  adminContactMessageListSchema,
  contactMessageParamsSchema,
  contactMessagePatchSchema,
  contactMessageSchema,
  contactReplyInputSchema,
} from '@carefinder/contracts';
import { requiredIfMatch } from '../../lib/etag.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../auth/plugin.ts';
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

  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['admin', 'contact'],
        summary: 'Contact messages: open ones oldest first, closed ones latest closed first',
        security: bearerSecurity,
        querystring: adminContactMessageListQuerySchema,
        response: { 200: adminContactMessageListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listMessages(app.db, request.query),
  );

  app.get(
    '/contact-messages/:id',
    {
      schema: {
        tags: ['admin', 'contact'],
        summary: 'One contact message with its answers; the ETag to send in If-Match when closing it',
        security: bearerSecurity,
        params: contactMessageParamsSchema,
        response: { 200: contactMessageSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const message = await readMessage(app.db, request.params.id);
      reply.header('etag', contactMessageEtag(message));
      return message;
    },
  );

  app.patch(
    '/contact-messages/:id',
    {
      schema: {
        tags: ['admin', 'contact'],
        summary: 'Close or reopen a contact message (If-Match; audited)',
        security: bearerSecurity,
        params: contactMessageParamsSchema,
        body: contactMessagePatchSchema,
        response: { 200: contactMessageSchema, ...problemResponses(400, 401, 403, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      const message = await changeMessageStatus(
        writer(request),
        request.params.id,
        request.body.status,
        requiredIfMatch(request),
      );
      reply.header('etag', contactMessageEtag(message));
      return message;
    },
  );

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
