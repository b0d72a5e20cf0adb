import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CORRECTION_ESCALATION_DAYS,
  correctionListQuerySchema,
  correctionParamsSchema,
  listingClaimDecisionSchema,
  listingCorrectionListSchema,
  listingCorrectionSchema,
} from '@carefinder/contracts';
import { resourceRoutes } from '../../lib/resource-routes.ts';
import { correctionEtag, decideCorrection, listCorrections, readCorrection } from './service.ts';

/** The ADMINs' queue of visitors' corrections; registered under /admin, whose hook requires ADMIN. */
const adminCorrectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  resourceRoutes(app, {
    path: '/corrections',
    tags: ['admin', 'directory'],
    signedIn: true,
    params: correctionParamsSchema,
    entry: listingCorrectionSchema,
    etag: correctionEtag,
    list: {
      summary:
        "Visitors' corrections: by default those waiting for an ADMIN (the listing has no team, or its team " +
        `has not answered in ${CORRECTION_ESCALATION_DAYS} days), oldest first; \`waiting=all\` for every one`,
      query: correctionListQuerySchema,
      answer: listingCorrectionListSchema,
      run: (request) => listCorrections(app.db, request.query, app.now()),
    },
    read: {
      summary: 'One correction: what the visitor proposes and why; the ETag to decide it',
      run: (request) => readCorrection(app.db, request.params.id, app.now()),
    },
    change: {
      summary: 'Accept or reject a correction (If-Match; audited): acceptance writes it to the listing',
      description:
        'Once per correction (409 claim-decided after). Acceptance changes the listing as an ADMIN would, ' +
        'audited as theirs; a rejection needs a reason.',
      body: listingClaimDecisionSchema,
      errors: [409],
      run: (request, ifMatch) =>
        decideCorrection(
          { db: app.db, audit: app.audit, actorId: request.user.id, now: app.now() },
          request.params.id,
          request.body,
          ifMatch,
          { byTheTeam: false },
        ),
    },
  });
};

export default adminCorrectionRoutes;
