import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBodySchema, savedListingListSchema, savedListingParamsSchema } from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { assertSaved, listSaved, saveListing, unsaveListing } from './service.ts';

/**
 * The listings a signed-in user saved (`/api/me/saved`): the "Save" button of the facility and provider
 * pages, and the list on their dashboard. Private to the user, never cached.
 */
const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['account'],
        summary: 'The facilities and providers the signed-in user saved, newest first',
        security: bearerSecurity,
        response: { 200: savedListingListSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => listSaved(app.db, request.user.id),
  );

  app.get(
    '/:kind/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether the user saved this facility or provider: 204 when saved, 404 when not',
        security: bearerSecurity,
        params: savedListingParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await assertSaved(app.db, request.user.id, request.params.kind, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:kind/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Save a facility or provider (saving it again changes nothing); 409 past the limit',
        security: bearerSecurity,
        params: savedListingParamsSchema,
        body: noBodySchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await saveListing(app.db, request.user.id, request.params.kind, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:kind/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Forget a saved facility or provider (not saved: nothing changes)',
        security: bearerSecurity,
        params: savedListingParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await unsaveListing(app.db, request.user.id, request.params.kind, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default savedRoutes;
