import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  duplicateFlagParamsSchema,
  duplicateListQuerySchema,
  duplicateMergeResultSchema,
  duplicateMergeSchema,
  duplicatePairListSchema,
  noBodySchema,
} from '@carefinder/contracts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { dismissDuplicate, listDuplicates, mergeDuplicates } from './service.ts';

/**
 * The likely duplicates the registry import flagged, and an ADMIN's decision on each: merge or dismiss.
 * Registered under /admin, whose hook already requires ADMIN (re-checked in the database).
 */
const duplicateRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId, now: app.now() });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/duplicates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pairs of facilities flagged as likely duplicates, not yet decided (newest first)',
        description:
          'Each pair with both facilities as an ADMIN compares them (type, place, address, NHFR code, ' +
          'phones, reviews, status) and how far apart they are.',
        security: bearerSecurity,
        querystring: duplicateListQuerySchema,
        response: { 200: duplicatePairListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listDuplicates(app.db, request.query),
  );

  app.post(
    '/duplicates/:flagId/merge',
    {
      schema: {
        tags: ['admin'],
        summary: 'Merge a flagged pair into the facility to keep (audited as facility.merge)',
        description:
          "The other facility's reviews (with their votes and reports), photos, members and provider " +
          'affiliations move to the kept one; its services, specialties, insurance and awards are added to ' +
          "the kept one's, its opening hours copied when the kept one has none, and the kept one's empty " +
          'fields and missing phones filled from it. An author who reviewed both keeps their newest review ' +
          'on the kept facility; the older stays with the merged one. The merged facility is closed for ' +
          'good and its GET answers 301 to the kept one; every open flag naming it is resolved. One ' +
          'transaction: a refused merge changes and records nothing.',
        security: bearerSecurity,
        params: duplicateFlagParamsSchema,
        body: duplicateMergeSchema,
        response: { 200: duplicateMergeResultSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => mergeDuplicates(writer(request.user.id), request.params.flagId, request.body.keep),
  );

  app.post(
    '/duplicates/:flagId/dismiss',
    {
      schema: {
        tags: ['admin'],
        summary: 'Not duplicates: resolve the flag (audited); the import does not propose the pair again',
        security: bearerSecurity,
        params: duplicateFlagParamsSchema,
        body: noBodySchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await dismissDuplicate(writer(request.user.id), request.params.flagId);
      return reply.code(204).send(null);
    },
  );
};

export default duplicateRoutes;
