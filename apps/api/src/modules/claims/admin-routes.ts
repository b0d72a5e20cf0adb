import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminListingClaimListQuerySchema,
  adminListingClaimListSchema,
  adminListingClaimSchema,
  listingClaimDecisionSchema,
  listingClaimParamsSchema,
} from '@carefinder/contracts';
import { resourceRoutes } from '../../lib/resource-routes.ts';
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

  resourceRoutes(app, {
    path: '/claims',
    tags: ['admin', 'claims'],
    signedIn: true,
    params: listingClaimParamsSchema,
    entry: adminListingClaimSchema,
    etag: claimEtag,
    list: {
      summary: 'Requests to manage a listing: pending ones oldest first, decided ones latest first',
      query: adminListingClaimListQuerySchema,
      answer: adminListingClaimListSchema,
      run: (request) => listClaims(app.db, request.query),
    },
    read: {
      summary: 'One request to manage a listing; the ETag to send in If-Match with the decision',
      run: (request) => readClaim(app.db, request.params.id),
    },
    change: {
      summary:
        'Approve or reject a request to manage a listing (If-Match; audited; the claimant is e-mailed)',
      description:
        'Once per request (409 claim-decided after). Approval of a facility claim adds the membership and ' +
        'makes the account FACILITY_ADMIN; of a provider claim links the profile and makes it PROVIDER (an ' +
        'ADMIN stays ADMIN); a profile linked to another account, or the account to another profile, is a ' +
        '409 profile-linked, and a closed listing a 409. A rejection needs a reason, which the claimant is ' +
        'told. Everything, the e-mail included, is one transaction: when the e-mail cannot be sent nothing ' +
        'is kept (503 with Retry-After).',
      body: listingClaimDecisionSchema,
      errors: [409, 503],
      run: (request, ifMatch) => decide(writer(request), request.params.id, request.body, ifMatch),
    },
  });
};

export default adminClaimRoutes;
