import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorReceiptSchema, clientErrorReportSchema, problemSchema } from '@carefinder/contracts';
import { redactReport, saveClientError } from './repository.ts';

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
      const saved = await saveClientError(app.db, request.body, request.headers['user-agent']);
      request.log.warn(
        { clientError: { id: saved?.id, ...redactReport(request.body), stack: undefined } },
        'client error',
      );
      return reply.code(201).send({ id: String(saved?.id) });
    },
  );
};

export default clientErrorRoutes;
