import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDataSchema,
  activeFacilityRequestSchema,
  deleteAccountRequestSchema,
  publicUserSchema,
  updateProfileRequestSchema,
} from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import {
  deleteAccount,
  exportAccountData,
  getProfile,
  switchActiveFacility,
  updateProfile,
} from './service.ts';

/** The signed-in user's own account: profile, facility memberships and the active facility. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, with their facilities and active facility',
        security: bearerSecurity,
        response: { 200: publicUserSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => getProfile(app.db, request.user.id),
  );

  app.patch(
    '/',
    {
      schema: {
        tags: ['account'],
        summary: 'Change first name, last name or phone (stored in E.164; null clears it)',
        security: bearerSecurity,
        body: updateProfileRequestSchema,
        response: { 200: publicUserSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => updateProfile(app.db, request.user.id, request.body),
  );

  app.put(
    '/active-facility',
    {
      schema: {
        tags: ['account'],
        summary: "Switch the active facility to another of the user's own facilities",
        security: bearerSecurity,
        body: activeFacilityRequestSchema,
        response: {
          200: publicUserSchema,
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => switchActiveFacility(app.db, request.user.id, request.body.facilityId),
  );

  app.get(
    '/data',
    {
      schema: {
        tags: ['account'],
        summary:
          'Everything CareFinder keeps about the signed-in account, as one JSON file to download (NDPA 2023)',
        security: bearerSecurity,
        response: { 200: accountDataSchema, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="carefinder-my-data.json"');
      return exportAccountData(app.db, request.user.id, app.now());
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['account'],
        summary:
          'Delete the account for good, after its password (NDPA 2023): its reviews and votes go, and the ' +
          'ratings they counted in are set again; an ADMIN is refused (403)',
        security: bearerSecurity,
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await deleteAccount({ db: app.db, audit: app.audit }, request.user.id, request.body.password);
      return reply.code(204).send(null);
    },
  );
};

export default meRoutes;
