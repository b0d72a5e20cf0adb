import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LISTING_CLAIM_RATE_MAX,
  LISTING_CLAIM_RATE_WINDOW_MINUTES,
  listingClaimInputSchema,
  listingClaimParamsSchema,
  newProfileClaimInputSchema,
  ownListingClaimListSchema,
  ownListingClaimSchema,
  type ListingClaimKind,
} from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { createClaim, createProfileClaim, listOwnClaims } from './service.ts';

const claimDescription =
  'Any signed-in user. `role`: theirs at the listing; `message`: how CareFinder can check it (a work ' +
  'e-mail, a phone at the facility). One pending claim per user and listing (409 claim-exists); a closed ' +
  'listing, or one the user already manages, is a 409; one whose facility has a team, or whose profile an ' +
  `account, is a 409 listing-managed. At most ${LISTING_CLAIM_RATE_MAX} claims per account ` +
  `in ${LISTING_CLAIM_RATE_WINDOW_MINUTES} minutes (429 with Retry-After). An ADMIN decides (PATCH /api/admin/claims/{id}).`;

/** A signed-in user's requests to manage a listing: making one, and reading their own. */
const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const claimRoute = (kind: ListingClaimKind, url: string, summary: string) =>
    app.post(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['claims'],
          summary,
          description: claimDescription,
          security: bearerSecurity,
          params: listingClaimParamsSchema,
          body: listingClaimInputSchema,
          response: { 201: ownListingClaimSchema, ...problemResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const claim = await createClaim(
          { db: app.db, now: () => app.now() },
          request.user.id,
          { kind, id: request.params.id },
          request.body,
        );
        return reply.code(201).send(claim);
      },
    );

  claimRoute('facility', '/facilities/:id/claims', 'Ask to manage this facility ("Manage this facility")');
  claimRoute('provider', '/providers/:id/claims', 'Ask to manage this provider profile ("Is this you?")');

  app.post(
    '/providers/claims',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['claims'],
        summary: 'Ask to be listed: a doctor whom no profile names proposes theirs ("List yourself")',
        description:
          'Any signed-in user whose account has no provider profile (409 profile-linked otherwise). The ' +
          'profile is checked as POST /api/providers checks one (400 naming the field); `message`: how ' +
          'CareFinder can check it is them (an MDCN registration number, a work e-mail). One waiting ' +
          'proposal per account (409 claim-exists); it counts towards the claims of the hour (429). An ' +
          'ADMIN decides (PATCH /api/admin/claims/{id}): approval creates the profile linked to the account, ' +
          'which becomes PROVIDER.',
        security: bearerSecurity,
        body: newProfileClaimInputSchema,
        response: { 201: ownListingClaimSchema, ...problemResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const claim = await createProfileClaim(
        { db: app.db, now: () => app.now() },
        request.user.id,
        request.body,
      );
      return reply.code(201).send(claim);
    },
  );

  app.get(
    '/me/claims',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['claims', 'account'],
        summary: "The signed-in user's requests to manage a listing, newest first, with each decision",
        security: bearerSecurity,
        response: { 200: ownListingClaimListSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listOwnClaims(app.db, request.user.id) }),
  );
};

export default claimRoutes;
