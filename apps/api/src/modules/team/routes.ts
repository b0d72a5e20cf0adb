import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTeamMemberRequestSchema,
  facilityInvitationSchema,
  facilityTeamMemberSchema,
  facilityTeamSchema,
  invitationParamsSchema,
  listingParamsSchema,
  teamMemberParamsSchema,
} from '@carefinder/contracts';
import { adminOrOwner } from '../../lib/owner-access.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { isFacilityMember } from '../facilities/service.ts';
import { addTeamMember, listTeam, removeInvitation, removeTeamMember } from './service.ts';

/**
 * A facility's team (the owners' issue): its FACILITY_ADMIN members see who manages it, add a colleague's
 * account by e-mail and remove members (themselves included); an ADMIN does the same for any facility.
 */
const teamRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const isMember = (userId: string, facilityId: string) => isFacilityMember(app.db, userId, facilityId);
  const team = adminOrOwner(
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
    now: () => app.now(),
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
    async (request) => listTeam(app.db, request.params.id, app.now()),
  );

  app.post(
    '/facilities/:id/members',
    {
      onRequest: team,
      schema: {
        tags: ['facility team'],
        summary:
          "Add a colleague's CareFinder account, by e-mail, to the facility's team (201), or invite an " +
          'address no account uses (202: it joins once an account confirms it); they are e-mailed ' +
          '(its team, or ADMIN)',
        security: bearerSecurity,
        params: listingParamsSchema,
        body: addTeamMemberRequestSchema,
        response: {
          201: facilityTeamMemberSchema,
          202: facilityInvitationSchema,
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const added = await addTeamMember(writer(request.user.id), request.params.id, request.body.email);
      return added.kind === 'member'
        ? reply.code(201).send(added.member)
        : reply.code(202).send(added.invitation);
    },
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

  app.delete(
    '/facilities/:id/invitations/:invitationId',
    {
      onRequest: team,
      schema: {
        tags: ['facility team'],
        summary: 'Withdraw an invitation to the facility’s team (its team, or ADMIN)',
        security: bearerSecurity,
        params: invitationParamsSchema,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeInvitation(writer(request.user.id), request.params.id, request.params.invitationId);
      return reply.code(204).send(null);
    },
  );
};

export default teamRoutes;
