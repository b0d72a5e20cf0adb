import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { smsInboundSchema, ussdCallbackSchema } from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { parseQueryString } from '../../lib/request-text.ts';
import { checkCallbackAccess } from './callback-access.ts';
import { channelWords } from './menu-words.ts';
import type { PhoneHasher } from './phone-privacy.ts';
import { isOptedOut, optIn, optOut, sendSms } from './service.ts';
import { answerSms, keywordOf } from './sms-replies.ts';
import { answerUssd } from './ussd-menu.ts';

/** Steps of USSD sessions one number may take a minute: a brisk session takes about ten. */
const USSD_STEPS_PER_MINUTE = 60;
/** Messages one number may send an hour. */
const SMS_PER_HOUR = 20;
/** A callback's form is small: the longest session's answers and a long SMS fit in it many times. */
const CALLBACK_BODY_LIMIT = 32 * 1024;
const FORM = 'application/x-www-form-urlencoded';

/**
 * A limit counted per phone number (its keyed hash), read from the form once it is parsed. `spared` says
 * which requests it never refuses.
 */
const perPhone = (
  hashPhone: PhoneHasher,
  field: 'phoneNumber' | 'from',
  max: number,
  timeWindow: string,
  spared: (request: FastifyRequest) => boolean = () => false,
) => ({
  rateLimit: {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    allowList: (request: FastifyRequest) => spared(request),
    keyGenerator: (request: FastifyRequest) => {
      const phone = (request.body as Record<string, unknown> | undefined)?.[field];
      return `phone ${typeof phone === 'string' ? hashPhone(phone) : request.ip}`;
    },
  },
});

/** Answers in text/plain, sent as written (a string is not serialised as JSON). */
const PLAIN_TEXT = z.string();

/**
 * Form-encoded bodies, as aggregators post them, read as strictly as query strings; nothing else (a JSON
 * body is a 415).
 */
function readFormBodiesOnly(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (_request, body, done) => done(null, parseQueryString(body as string)),
  );
}

/**
 * Africa's Talking's callbacks (docs/channels.md): the USSD menu and inbound SMS. This adapter only
 * translates: the menu (ussd-menu.ts) and the replies (sms-replies.ts) know no aggregator. No `x-api-key`:
 * the aggregator cannot send one; `checkCallbackAccess` decides who may call instead.
 */
const africasTalkingRoutes: FastifyPluginAsyncZod<{
  callbackToken: string | undefined;
  /** TRUST_PROXY: with a proxy in front, a loopback caller is the proxy, not this machine. */
  behindProxy: boolean;
  serviceCodes: readonly string[];
}> = async (app, { callbackToken, behindProxy, serviceCodes }) => {
  readFormBodiesOnly(app);
  const { sending } = app.channels;
  app.addHook('preValidation', async (request) =>
    checkCallbackAccess(request, { token: callbackToken, behindProxy }),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/ussd/africastalking',
    {
      config: perPhone(sending.hashPhone, 'phoneNumber', USSD_STEPS_PER_MINUTE, '1 minute'),
      schema: {
        tags: ['channels'],
        summary:
          "Africa's Talking's USSD callback: the next screen as text/plain, `CON ` (another) or `END ` (the last)",
        consumes: [FORM],
        body: ussdCallbackSchema,
        response: {
          200: PLAIN_TEXT.describe('CON or END, a space, and the screen'),
          ...problemResponses(400, 403, 429),
        },
      },
    },
    async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      const { text, serviceCode, phoneNumber } = request.body;
      if (serviceCodes.length && !serviceCodes.includes(serviceCode))
        return `END ${(await channelWords('en')).notServed}`;
      const screen = await answerUssd(text, app.channels.menu());
      if (screen.sms) {
        if (await isOptedOut(sending, phoneNumber))
          return `END ${(await channelWords(screen.language)).smsOff}`;
        // Sent after the answer: the gateway may take seconds, the session cannot wait for it.
        const message = screen.sms;
        setImmediate(() => {
          sendSms(sending, phoneNumber, message).catch((error: unknown) =>
            app.log.error({ err: error }, 'An SMS the menu asked for was not sent'),
          );
        });
      }
      return `${screen.kind} ${screen.text}`;
    },
  );

  app.post(
    '/sms/africastalking',
    {
      // STOP and START are always heard: a number over the limit can still stop the messages.
      config: perPhone(sending.hashPhone, 'from', SMS_PER_HOUR, '1 hour', (request) => {
        const text = (request.body as Record<string, unknown> | undefined)?.text;
        const keyword = typeof text === 'string' ? keywordOf(text)?.keyword : undefined;
        return keyword === 'stop' || keyword === 'start';
      }),
      schema: {
        tags: ['channels'],
        summary:
          "Africa's Talking's inbound SMS: the reply goes back by SMS (HELP, STOP, START, or a search)",
        consumes: [FORM],
        body: smsInboundSchema,
        response: {
          200: PLAIN_TEXT.describe('OK: the reply is sent by SMS'),
          ...problemResponses(400, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { from, text } = request.body;
      const answer = await answerSms(text, app.channels.sms());
      // The list changes before the reply goes: a slow or failing gateway cannot lose a STOP.
      if (answer.listChange === 'stop') await optOut(sending, from);
      if (answer.listChange === 'start') await optIn(sending, from);
      await sendSms(sending, from, answer.reply, { toStopped: answer.listChange === 'stop' });
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
};

export default africasTalkingRoutes;
