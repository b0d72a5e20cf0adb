import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewSchema,
  moderatedReviewSchema,
  reviewModerationSchema,
} from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { listReviewsForModeration, moderateReview, readReviewForModeration } from './service.ts';

/** Review moderation; registered under /admin, whose hook already requires ADMIN (re-checked in the DB). */
const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews to moderate: reported (newest report first), hidden, or published',
        description:
          'reported: published, with a report made since the last moderation decision. Each review comes ' +
          "with its author's full name, what it is about, its report counts and the reports' reasons.",
        security: bearerSecurity,
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listReviewsForModeration(app.db, request.query),
  );

  app.get(
    '/reviews/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'One review as moderators see it, whatever its status: its reports, and who last decided on it',
        security: bearerSecurity,
        params: z.object({ id: z.string() }),
        response: { 200: adminReviewSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => readReviewForModeration(app.db, request.params.id),
  );

  app.patch(
    '/reviews/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a review (reason required, shown to its author) or publish it again (audited)',
        description:
          "Answers the review and its listing's new averageRating and reviewsCount: a hidden review leaves " +
          'the public list and the aggregate in the same transaction. Either decision resolves the open ' +
          'reports; a decision that changes nothing records nothing.',
        security: bearerSecurity,
        params: z.object({ id: z.string() }),
        body: reviewModerationSchema,
        response: { 200: moderatedReviewSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => moderateReview(app.db, app.audit, request.user.id, request.params.id, request.body),
  );
};

export default adminReviewRoutes;
