import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorReceiptSchema, clientErrorReportSchema, problemSchema } from '@carefinder/contracts';
import { keepClientError } from './service.ts';

const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-errors',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['platform'],
        summary: 'Record an error a visitor met in the web app, so engineers can investigate it',
        body: clientErrorReportSchema,
        response: { 201: clientErrorReceiptSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const kept = await keepClientError(app.db, request.body, request.headers['user-agent']);
      request.log.warn({ clientError: { id: kept.id, ...kept.report, stack: undefined } }, 'client error');
      return reply.code(201).send({ id: String(kept.id) });
    },
  );
};

export default clientErrorRoutes;
