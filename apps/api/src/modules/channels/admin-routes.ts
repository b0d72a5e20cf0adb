import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  smsOutboxQuerySchema,
  smsOutboxSchema,
  ussdScreenSchema,
  ussdTrialInputSchema,
} from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity, resourceRoutes } from '../../lib/resource-routes.ts';
import { listSmsOutbox } from './service.ts';
import { answerUssd } from './ussd-menu.ts';

/**
 * The back office's trial of the phone channels; registered under /admin, whose hook requires ADMIN. A
 * trial session is played by the menu itself (no copy of it), and sends nothing: the SMS it would send is
 * shown.
 */
const adminChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/channels/ussd',
    {
      schema: {
        tags: ['admin', 'channels'],
        summary:
          'One step of a trial USSD session: the screen after the answers so far (`text`, joined by *)',
        security: bearerSecurity,
        body: ussdTrialInputSchema,
        response: { 200: ussdScreenSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { kind, text, sms } = await answerUssd(request.body.text, app.channels.menu());
      return { kind, text, sms };
    },
  );

  resourceRoutes(app, {
    path: '/channels/sms-outbox',
    tags: ['admin', 'channels'],
    signedIn: true,
    list: {
      summary: 'SMS the app sent or kept, newest first, numbers masked; kept a week',
      query: smsOutboxQuerySchema,
      answer: smsOutboxSchema,
      run: (request) => listSmsOutbox(app.db, request.query, app.channels.sending.gateway !== null),
    },
  });
};

export default adminChannelRoutes;
