import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_RATE_MAX,
  CONTACT_RATE_WINDOW_MINUTES,
  contactMessageInputSchema,
  contactMessageReceiptSchema,
} from '@carefinder/contracts';
import { limitedSource } from '../../lib/client-address.ts';
import { problemResponses } from '../../lib/problem.ts';
import { isRobot, receiveMessage } from './service.ts';

/** The contact form's message (/contactUs): anyone may send one, a few per source address. */
const contactRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '/contact-messages',
    {
      config: {
        rateLimit: {
          max: CONTACT_RATE_MAX,
          timeWindow: `${CONTACT_RATE_WINDOW_MINUTES} minutes`,
          keyGenerator: limitedSource,
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to CareFinder (anyone; kept, e-mailed to the ADMINs and acknowledged)',
        description:
          `At most ${CONTACT_RATE_MAX} messages per source address in ${CONTACT_RATE_WINDOW_MINUTES} ` +
          'minutes (429). The phone, when given, follows spec §5 and is kept in E.164. `correct-listing` needs ' +
          "the listing's link. `website` is a honeypot that people never fill: a message with it filled is " +
          "answered alike and dropped. `language` (the page's; English when left out) is the language of the " +
          'acknowledgement and of the answers.',
        body: contactMessageInputSchema,
        response: { 202: contactMessageReceiptSchema, ...problemResponses(400, 429) },
      },
    },
    async (request, reply) => {
      if (isRobot(request.body)) request.log.info('contact message with the honeypot filled: dropped');
      await receiveMessage({ db: app.db, mailer: app.mailer, publicUrl }, request.body);
      return reply.code(202).header('cache-control', 'no-store').send({ received: true });
    },
  );
};

export default contactRoutes;
