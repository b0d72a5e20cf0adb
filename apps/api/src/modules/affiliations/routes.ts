import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliationRequestInputSchema,
  affiliationRequestListSchema,
  affiliationRequestParamsSchema,
  affiliationRequestSchema,
  listingClaimDecisionSchema,
  listingParamsSchema,
} from '@carefinder/contracts';
import { adminOrOwner } from '../../lib/owner-access.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { isFacilityMember } from '../facilities/service.ts';
import { isProfileOwnedBy } from '../providers/service.ts';
import {
  decideAffiliation,
  listPendingAtFacility,
  listRequestsOfProvider,
  requestAffiliation,
} from './service.ts';

const TAGS = ['affiliation requests'];

/**
 * A doctor asks to be listed at a facility (the linked PROVIDER, or an ADMIN on their behalf); the
 * facility's team (its FACILITY_ADMIN members) or an ADMIN approves or declines. Never cached.
 */
const affiliationRequestRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const theProvider = adminOrOwner(
    app,
    'PROVIDER',
    (userId, providerId) => isProfileOwnedBy(app.db, providerId, userId),
    'You can ask only for your own profile.',
  );
  const theFacilityTeam = adminOrOwner(
    app,
    'FACILITY_ADMIN',
    (userId, facilityId) => isFacilityMember(app.db, userId, facilityId),
    'Only the facility’s own team sees who asks to be listed there.',
  );
  const writer = (actorId: string) => ({
    db: app.db,
    audit: app.audit,
    mailer: app.mailer,
    actorId,
    publicUrl,
    now: () => app.now(),
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/providers/:id/affiliation-requests',
    {
      onRequest: theProvider,
      schema: {
        tags: TAGS,
        summary: 'Ask to be listed at a facility (the profile’s own PROVIDER, or ADMIN)',
        security: bearerSecurity,
        params: listingParamsSchema,
        body: affiliationRequestInputSchema,
        response: { 201: affiliationRequestSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requestAffiliation(writer(request.user.id), request.params.id, request.body)),
  );

  app.get(
    '/providers/:id/affiliation-requests',
    {
      onRequest: theProvider,
      schema: {
        tags: TAGS,
        summary: 'The profile’s requests to be listed at facilities, newest first (its PROVIDER, or ADMIN)',
        security: bearerSecurity,
        params: listingParamsSchema,
        response: { 200: affiliationRequestListSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => listRequestsOfProvider(app.db, request.params.id),
  );

  app.get(
    '/facilities/:id/affiliation-requests',
    {
      onRequest: theFacilityTeam,
      schema: {
        tags: TAGS,
        summary: 'Doctors waiting to be listed at the facility, oldest first (its team, or ADMIN)',
        security: bearerSecurity,
        params: listingParamsSchema,
        response: { 200: affiliationRequestListSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => listPendingAtFacility(app.db, request.params.id),
  );

  app.patch(
    '/affiliation-requests/:requestId',
    {
      onRequest: app.requireRole('ADMIN', 'FACILITY_ADMIN'),
      schema: {
        tags: TAGS,
        summary:
          'Approve (the doctor is listed at the facility) or decline, saying why, once ' +
          '(the facility’s team, or ADMIN)',
        security: bearerSecurity,
        params: affiliationRequestParamsSchema,
        body: listingClaimDecisionSchema,
        response: { 200: affiliationRequestSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id: userId, role } = request.user;
      return decideAffiliation(
        writer(userId),
        request.params.requestId,
        request.body,
        async (db, facilityId) => role === 'ADMIN' || isFacilityMember(db, userId, facilityId),
      );
    },
  );
};

export default affiliationRequestRoutes;
