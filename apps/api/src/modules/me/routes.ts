import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeFacilityRequestSchema,
  publicUserSchema,
  updateProfileRequestSchema,
} from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../auth/plugin.ts';
import { getProfile, switchActiveFacility, updateProfile } from './service.ts';

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
};

export default meRoutes;
