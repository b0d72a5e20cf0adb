import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CORRECTION_ESCALATION_DAYS,
  CORRECTION_RATE_MAX,
  CORRECTION_RATE_WINDOW_MINUTES,
  correctionInputSchema,
  correctionReceiptSchema,
  type CorrectedListing,
  listingClaimDecisionSchema,
  listingCorrectionListSchema,
  listingCorrectionParamsSchema,
  listingCorrectionSchema,
  listingParamsSchema,
} from '@carefinder/contracts';
import { limitedSource } from '../../lib/client-address.ts';
import { requiredIfMatch } from '../../lib/etag.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { adminOrOwner } from '../../lib/owner-access.ts';
import { isFacilityMember } from '../facilities/service.ts';
import { isProfileOwnedBy } from '../providers/service.ts';
import { correctionEtag, correctionsOf, decideCorrection, receiveCorrection } from './service.ts';

type ListingKind = CorrectedListing['kind'];

/**
 * Visitors' corrections of a listing: anyone sends one (a few per source address), the listing's team
 * (or an ADMIN) reads and decides them. The ADMINs' queue is admin-routes.ts.
 */
const correctionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who answers for a listing, as its own writes check it (facilities' and providers' access.ts).
  const teams = {
    facility: {
      path: '/facilities',
      access: adminOrOwner(
        app,
        'FACILITY_ADMIN',
        (userId, facilityId) => isFacilityMember(app.db, userId, facilityId),
        'You can change only a facility you manage.',
      ),
    },
    provider: {
      path: '/providers',
      access: adminOrOwner(
        app,
        'PROVIDER',
        (userId, providerId) => isProfileOwnedBy(app.db, providerId, userId),
        'You can change only your own profile.',
      ),
    },
  } satisfies Record<ListingKind, unknown>;
  const writer = (request: FastifyRequest) => ({
    db: app.db,
    audit: app.audit,
    actorId: request.user.id,
    now: app.now(),
  });

  for (const [kind, team] of Object.entries(teams) as [ListingKind, (typeof teams)[ListingKind]][]) {
    const listingName = kind === 'facility' ? 'facility' : "doctor's profile";
    app.post(
      `${team.path}/:id/corrections`,
      {
        config: {
          rateLimit: {
            max: CORRECTION_RATE_MAX,
            timeWindow: `${CORRECTION_RATE_WINDOW_MINUTES} minutes`,
            keyGenerator: limitedSource,
          },
        },
        schema: {
          tags: ['directory'],
          summary: `Suggest a correction of a ${listingName} (anyone, no account; kept for its team to decide)`,
          description:
            `At most ${CORRECTION_RATE_MAX} per source address in ${CORRECTION_RATE_WINDOW_MINUTES} minutes, for this kind of listing ` +
            '(429). Nothing changes on the listing until its team, or an ADMIN, accepts it; an ADMIN sees it when the listing has no team or after ' +
            `${CORRECTION_ESCALATION_DAYS} days without an answer. A doctor's profile takes \`closed\` and \`place\` only. ` +
            '`website` is a honeypot that people never fill: a correction with it filled is answered alike and dropped.',
          params: listingParamsSchema,
          body: correctionInputSchema,
          response: { 202: correctionReceiptSchema, ...problemResponses(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const listing = { kind, id: request.params.id };
        if (request.body.website) request.log.info('correction with the honeypot filled: dropped');
        else await receiveCorrection(app.db, listing, request.body, app.now());
        return reply.code(202).header('cache-control', 'no-store').send({ received: true });
      },
    );

    app.get(
      `${team.path}/:id/corrections`,
      {
        onRequest: team.access,
        schema: {
          tags: ['directory'],
          summary: `Visitors' corrections of a ${listingName}: those waiting first, then the latest decided (ADMIN or its team)`,
          security: bearerSecurity,
          params: listingParamsSchema,
          response: { 200: listingCorrectionListSchema, ...problemResponses(401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return correctionsOf(app.db, { kind, id: request.params.id }, app.now());
      },
    );

    app.patch(
      `${team.path}/:id/corrections/:correctionId`,
      {
        onRequest: team.access,
        schema: {
          tags: ['directory'],
          summary: `Accept or reject a visitor's correction of a ${listingName} (If-Match; audited; ADMIN or its team)`,
          description:
            'Acceptance applies the correction to the listing as your own write (audited; its ETag changes). ' +
            'Accepting "closed" closes the listing: the one way its team closes it (reopening stays an ADMIN\'s). ' +
            'Once per correction (409 claim-decided after); a rejection needs a reason. The If-Match is the ' +
            "correction's `etag`, as the list answers it.",
          security: bearerSecurity,
          params: listingCorrectionParamsSchema,
          body: listingClaimDecisionSchema,
          response: { 200: listingCorrectionSchema, ...problemResponses(400, 401, 403, 404, 409, 412, 428) },
        },
      },
      async (request, reply) => {
        const decided = await decideCorrection(
          writer(request),
          request.params.correctionId,
          request.body,
          requiredIfMatch(request),
          { byTheTeam: request.user.role !== 'ADMIN', listing: { kind, id: request.params.id } },
        );
        return reply
          .header('cache-control', 'no-store')
          .header('etag', correctionEtag(decided))
          .send(decided);
      },
    );
  }
};

export default correctionRoutes;
