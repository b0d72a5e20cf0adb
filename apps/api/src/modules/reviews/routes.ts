import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  myReviewListQuerySchema,
  myReviewListSchema,
  postedReviewSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewReplySchema,
  reviewReportReceiptSchema,
  reviewReportSchema,
  reviewSchema,
  reviewUpdateSchema,
  reviewVoteSchema,
  type ReviewTargetKind,
} from '@carefinder/contracts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import {
  deleteReview,
  listMyReviews,
  listReviews,
  postReview,
  replyToReview,
  reportReview,
  updateReview,
  voteOnReview,
} from './service.ts';

const idParams = z.object({ id: z.string() });

/**
 * Limits counted per signed-in account (after authentication), so one account cannot flood listings
 * with reviews or votes from many addresses.
 */
const perAccount = (max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `account:${request.user.id}`,
  },
});
const targets = [
  ['facilities', 'facility'],
  ['providers', 'provider'],
] as const satisfies readonly (readonly [string, ReviewTargetKind])[];

/** Writes on one review; each rule (author, owner, ADMIN) is the service's. */
const ownReviewRoutes: FastifyPluginAsyncZod = async (own) => {
  own.addHook('onRequest', own.authenticate);
  own.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  own.get(
    '/me/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "The signed-in author's own reviews, any status, newest first",
        description:
          'A review an administrator hid is in no public list; here its author sees status hidden and the ' +
          'moderationReason.',
        security: bearerSecurity,
        querystring: myReviewListQuerySchema,
        response: { 200: myReviewListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listMyReviews(own.db, request.user.id, request.query),
  );

  own.patch(
    '/reviews/:id',
    {
      config: perAccount(30, '1 hour'),
      schema: {
        tags: ['reviews'],
        summary: 'The author changes their rating and/or comment',
        security: bearerSecurity,
        params: idParams,
        body: reviewUpdateSchema,
        response: { 200: reviewSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateReview(own.db, request.params.id, request.user, request.body),
  );

  own.delete(
    '/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The author deletes their review; an ADMIN may delete any (audited)',
        security: bearerSecurity,
        params: idParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteReview(own.db, own.audit, request.params.id, request.user);
      return reply.code(204).send(null);
    },
  );

  own.post(
    '/reviews/:id/vote',
    {
      config: perAccount(60, '1 minute'),
      schema: {
        tags: ['reviews'],
        summary: 'Like or dislike a review, or take the vote back with none (one vote per user)',
        security: bearerSecurity,
        params: idParams,
        body: reviewVoteSchema,
        response: { 200: reviewSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => voteOnReview(own.db, request.params.id, request.user, request.body.vote),
  );

  own.put(
    '/reviews/:id/reply',
    {
      config: perAccount(30, '1 hour'),
      schema: {
        tags: ['reviews'],
        summary: "The listing's owner replies (facility admin member, or the provider); replaces a reply",
        security: bearerSecurity,
        params: idParams,
        body: reviewReplySchema,
        response: { 200: reviewSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => replyToReview(own.db, request.params.id, request.user, request.body.reply),
  );

  own.delete(
    '/reviews/:id/reply',
    {
      schema: {
        tags: ['reviews'],
        summary: "The listing's owner removes their reply",
        security: bearerSecurity,
        params: idParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await replyToReview(own.db, request.params.id, request.user, null);
      return reply.code(204).send(null);
    },
  );

  own.post(
    '/reviews/:id/report',
    {
      config: perAccount(10, '1 hour'),
      schema: {
        tags: ['reviews'],
        summary: 'Report a review for moderation (once per user per review)',
        security: bearerSecurity,
        params: idParams,
        body: reviewReportSchema,
        response: { 201: reviewReportReceiptSchema, ...problemResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const receipt = await reportReview(own.db, request.params.id, request.user, request.body.reason);
      return reply.code(201).send(receipt);
    },
  );
};

/**
 * Reviews of facilities and providers (DESIGN §3): read by anyone, written by signed-in users. Every write
 * goes through app.authenticate, which re-checks the user (role, disabled, session) in the database.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The signed-in reader of a public list, for their own votes; an absent, expired or invalid token, or one
   * whose session has ended, reads the list anonymously (it stays a public page).
   */
  const viewerOf = async (request: FastifyRequest): Promise<string | undefined> =>
    (await app.signedInReaderOf(request))?.id;

  for (const [path, kind] of targets) {
    app.get(
      `/${path}/:id/reviews`,
      {
        schema: {
          tags: ['reviews'],
          summary: `Published reviews of a ${kind}, newest or most helpful first (myVote with a bearer token)`,
          params: idParams,
          querystring: reviewListQuerySchema,
          response: { 200: reviewListSchema, ...problemResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const viewerId = await viewerOf(request);
        const list = await listReviews(app.db, { kind, id: request.params.id }, request.query, viewerId);
        reply.header('vary', 'authorization');
        reply.header('cache-control', viewerId ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
        return list;
      },
    );

    app.post(
      `/${path}/:id/reviews`,
      {
        config: perAccount(10, '1 hour'),
        onRequest: app.authenticate,
        schema: {
          tags: ['reviews'],
          summary: `Review a ${kind} (verified e-mail; one review per user per ${kind})`,
          description: `Answers the review with the ${kind}'s new averageRating and reviewsCount.`,
          security: bearerSecurity,
          params: idParams,
          body: reviewInputSchema,
          response: { 201: postedReviewSchema, ...problemResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const review = await postReview(app.db, { kind, id: request.params.id }, request.user, request.body);
        return reply.code(201).send(review);
      },
    );
  }

  await app.register(ownReviewRoutes);
};

export default reviewRoutes;
