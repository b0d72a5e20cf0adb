import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminListingClaimListQuerySchema,
  adminListingClaimListSchema,
  adminListingClaimSchema,
  listingClaimDecisionSchema,
  listingClaimParamsSchema,
} from '@carefinder/contracts';
import { requiredIfMatch } from '../../lib/etag.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../auth/plugin.ts';
import { claimEtag, decide, listClaims, readClaim, type ClaimWriter } from './service.ts';

/** The ADMIN review of requests to manage a listing; registered under /admin, whose hook requires ADMIN. */
const adminClaimRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (request: { user: { id: string }; log: ClaimWriter['log'] }): ClaimWriter => ({
    db: app.db,
    mailer: app.mailer,
    audit: app.audit,
    publicUrl,
    actorId: request.user.id,
    now: () => app.now(),
    log: request.log,
  });

  app.get(
    '/claims',
    {
      schema: {
        tags: ['admin', 'claims'],
        summary: 'Requests to manage a listing: pending ones oldest first, decided ones latest first',
        security: bearerSecurity,
        querystring: adminListingClaimListQuerySchema,
        response: { 200: adminListingClaimListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listClaims(app.db, request.query),
  );

  app.get(
    '/claims/:id',
    {
      schema: {
        tags: ['admin', 'claims'],
        summary: 'One request to manage a listing; the ETag to send in If-Match with the decision',
        security: bearerSecurity,
        params: listingClaimParamsSchema,
        response: { 200: adminListingClaimSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const claim = await readClaim(app.db, request.params.id);
      reply.header('etag', claimEtag(claim));
      return claim;
    },
  );

  app.patch(
    '/claims/:id',
    {
      schema: {
        tags: ['admin', 'claims'],
        summary:
          'Approve or reject a request to manage a listing (If-Match; audited; the claimant is e-mailed)',
        description:
          'Once per request (409 claim-decided after). Approval of a facility claim adds the membership and ' +
          'makes the account FACILITY_ADMIN; of a provider claim links the profile and makes it PROVIDER (an ' +
          'ADMIN stays ADMIN); a profile linked to another account, or the account to another profile, is a ' +
          '409 profile-linked, and a closed listing a 409. A rejection needs a reason, which the claimant is ' +
          'told. Everything, the e-mail included, is one transaction: when the e-mail cannot be sent nothing ' +
          'is kept (503 with Retry-After).',
        security: bearerSecurity,
        params: listingClaimParamsSchema,
        body: listingClaimDecisionSchema,
        response: {
          200: adminListingClaimSchema,
          ...problemResponses(400, 401, 403, 404, 409, 412, 428, 503),
        },
      },
    },
    async (request, reply) => {
      const claim = await decide(writer(request), request.params.id, request.body, requiredIfMatch(request));
      reply.header('etag', claimEtag(claim));
      return claim;
    },
  );
};

export default adminClaimRoutes;
