import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listingParamsSchema,
  providerCreateSchema,
  providerDetailSchema,
  providerPatchSchema,
} from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { requiredIfMatch } from '../../lib/etag.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../auth/plugin.ts';
import { providerWriteAccess, writesForTheProvider } from './access.ts';
import { changeProvider, closeProvider, createProvider, getProviderDetail, providerEtag } from './service.ts';

const READ_ONLY_FIELDS =
  'The read-only fields of the answer (id, accountType, photo, averageRating, reviewsCount, isDemo, ' +
  'updatedAt, each facility but its id, and the names of terms and places) may be sent back and are ' +
  'ignored; the photo comes with image uploads. Any other field the body does not take is a 400 naming it. ' +
  '`name` is `firstName lastName`: a changed name alone is split at its last space.';

const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = providerWriteAccess(app);
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId, now: app.now() });

  app.get(
    '/providers/:id',
    {
      schema: {
        tags: ['directory'],
        summary:
          'A provider page: name, title, bio, professional summary, education, practice areas, specialties, ' +
          'conditions, procedures, insurance, awards, languages, registration number, place, facilities, ' +
          'rating; the ETag to send back in If-Match',
        params: listingParamsSchema,
        response: { 200: providerDetailSchema, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const provider = await getProviderDetail(app.db, request.params.id);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', providerEtag(provider));
      return provider;
    },
  );

  app.post(
    '/providers',
    {
      onRequest: access.create,
      schema: {
        tags: ['directory', 'admin'],
        summary:
          'Add a provider (ADMIN): the read answer’s fields, terms by slug, state by alias, LGA by slug, ' +
          'facilities by id',
        description: READ_ONLY_FIELDS,
        security: bearerSecurity,
        body: providerCreateSchema,
        response: { 201: providerDetailSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const provider = await createProvider(writer(request.user.id), request.body);
      return reply
        .code(201)
        .header('etag', providerEtag(provider))
        .header('location', `/api/providers/${provider.id}`)
        .send(provider);
    },
  );

  app.patch(
    '/providers/:id',
    {
      onRequest: access.change,
      schema: {
        tags: ['directory', 'admin'],
        summary:
          'Change a provider (ADMIN, or the PROVIDER linked to the profile for what they keep; If-Match): ' +
          'the fields sent; a list sent replaces the list',
        description:
          `${READ_ONLY_FIELDS} The PROVIDER linked to the profile changes bio, professionalSummary, education, ` +
          'qualities, practiceAreas, conditions, procedures, insurance, awards, languages and place; any other ' +
          'field sent changed is a 403 naming it (not-the-owners-field), and another profile is a 403 ' +
          '(not-a-member).',
        security: bearerSecurity,
        params: listingParamsSchema,
        body: providerPatchSchema,
        response: { 200: providerDetailSchema, ...problemResponses(400, 401, 403, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      const provider = await changeProvider(
        writer(request.user.id),
        request.params.id,
        request.body,
        requiredIfMatch(request),
        { byTheProvider: writesForTheProvider(request) },
      );
      reply.header('etag', providerEtag(provider));
      return provider;
    },
  );

  app.delete(
    '/providers/:id',
    {
      onRequest: access.close,
      schema: {
        tags: ['directory', 'admin'],
        summary:
          'Close a provider profile for good (ADMIN, If-Match): it leaves search and facility pages; its page ' +
          'answers with status permanently_closed; PATCH status reopens it',
        security: bearerSecurity,
        params: listingParamsSchema,
        response: { 204: z.null(), ...problemResponses(401, 403, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      await closeProvider(writer(request.user.id), request.params.id, requiredIfMatch(request));
      return reply.code(204).send(null);
    },
  );
};

export default providerRoutes;
