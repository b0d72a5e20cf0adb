import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTeamMemberRequestSchema,
  facilityTeamMemberSchema,
  facilityTeamSchema,
  listingParamsSchema,
  teamMemberParamsSchema,
} from '@carefinder/contracts';
import { adminOrMember } from '../../lib/member-access.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../auth/plugin.ts';
import { isFacilityMember } from '../facilities/service.ts';
import { addTeamMember, listTeam, removeTeamMember } from './service.ts';

/**
 * A facility's team (the owners' issue): its FACILITY_ADMIN members see who manages it, add a colleague's
 * account by e-mail and remove members (themselves included); an ADMIN does the same for any facility.
 */
const teamRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const isMember = (userId: string, facilityId: string) => isFacilityMember(app.db, userId, facilityId);
  const team = adminOrMember(
    app,
    'FACILITY_ADMIN',
    isMember,
    'Only the facility’s own team manages its team.',
  );
  const writer = (actorId: string) => ({
    db: app.db,
    audit: app.audit,
    mailer: app.mailer,
    actorId,
    publicUrl,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/facilities/:id/members',
    {
      onRequest: team,
      schema: {
        tags: ['facility team'],
        summary: 'The people who manage the facility (its team, or ADMIN)',
        security: bearerSecurity,
        params: listingParamsSchema,
        response: { 200: facilityTeamSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => listTeam(app.db, request.params.id),
  );

  app.post(
    '/facilities/:id/members',
    {
      onRequest: team,
      schema: {
        tags: ['facility team'],
        summary:
          "Add a colleague's CareFinder account, by e-mail, to the facility's team (its team, or ADMIN); " +
          'they are e-mailed',
        security: bearerSecurity,
        params: listingParamsSchema,
        body: addTeamMemberRequestSchema,
        response: { 201: facilityTeamMemberSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addTeamMember(writer(request.user.id), request.params.id, request.body.email)),
  );

  app.delete(
    '/facilities/:id/members/:userId',
    {
      onRequest: team,
      schema: {
        tags: ['facility team'],
        summary: "Remove someone from the facility's team (its team, or ADMIN); a member may leave",
        security: bearerSecurity,
        params: teamMemberParamsSchema,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeTeamMember(writer(request.user.id), request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};

export default teamRoutes;
