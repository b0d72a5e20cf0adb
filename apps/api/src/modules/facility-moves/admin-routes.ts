import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  facilityMoveListQuerySchema,
  facilityMoveListSchema,
  facilityMoveParamsSchema,
  facilityMoveSchema,
  listingClaimDecisionSchema,
} from '@carefinder/contracts';
import { resourceRoutes } from '../../lib/resource-routes.ts';
import { lockFacilityTeam, moveFacilityTo } from '../facilities/service.ts';
import { decideMove, listMoves, moveEtag, readMove } from './service.ts';

/** The ADMIN review of facility teams' moves; registered under /admin, whose hook requires ADMIN. */
const adminFacilityMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  resourceRoutes(app, {
    path: '/facility-moves',
    tags: ['admin', 'directory'],
    signedIn: true,
    params: facilityMoveParamsSchema,
    entry: facilityMoveSchema,
    etag: moveEtag,
    list: {
      summary:
        "Facility teams' moves waiting for a check: pending ones oldest first, decided ones latest first",
      query: facilityMoveListQuerySchema,
      answer: facilityMoveListSchema,
      run: (request) => listMoves(app.db, request.query),
    },
    read: {
      summary: 'One move: where the facility is, where its team says it is, and how far; the ETag to decide',
      run: (request) => readMove(app.db, request.params.id),
    },
    change: {
      summary: 'Approve or reject a move (If-Match; audited): approval writes the place to the facility',
      description:
        'Once per move (409 claim-decided after). Approval changes the facility as an ADMIN would, audited ' +
        'as theirs; a rejection needs a reason.',
      body: listingClaimDecisionSchema,
      errors: [409],
      run: (request, ifMatch) => {
        const writer = { db: app.db, audit: app.audit, actorId: request.user.id, now: app.now() };
        return decideMove(writer, request.params.id, request.body, ifMatch, {
          lock: lockFacilityTeam,
          applyPlace: (tx, facilityId, move) => moveFacilityTo({ ...writer, db: tx }, facilityId, move),
        });
      },
    },
  });
};

export default adminFacilityMoveRoutes;
