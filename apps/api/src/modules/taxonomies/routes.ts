import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TAXONOMY_KINDS,
  taxonomyDeleteQuerySchema,
  taxonomyEntryInputSchema,
  taxonomyEntryParamsSchema,
  taxonomyEntryPatchSchema,
  taxonomyEntrySchema,
  taxonomyListQuerySchema,
  taxonomyListSchema,
} from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { requiredIfMatch } from '../../lib/etag.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../auth/plugin.ts';
import {
  changeTerm,
  createTerm,
  listTerms,
  readTerm,
  removeTerm,
  TAXONOMY_ENTITY,
  termEtag,
} from './service.ts';

/** An entry is read fresh before an edit: browsers may keep it but must ask again (ETag) each time. */
const REVALIDATE = 'no-cache';

/**
 * One list per taxonomy kind, e.g. GET /api/facility-types, /api/services, /api/practice-areas: the
 * directory pages (spec §2) and the filters read them. ADMIN writes on the same resources: POST the list,
 * PATCH and DELETE an entry, each with the entry's ETag in If-Match.
 */
const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('ADMIN');
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId });

  for (const kind of TAXONOMY_KINDS) {
    const label = kind.replace('-', ' ');
    const entity = TAXONOMY_ENTITY[kind];

    app.get(
      `/${kind}`,
      {
        schema: {
          tags: ['directory'],
          summary:
            `The ${label} list with counts of active facilities and providers: whole, by name, or ` +
            'searched, sorted and paged',
          querystring: taxonomyListQuerySchema,
          response: { 200: taxonomyListSchema, ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        // A paged table is the admin's, who must see their own edit at once; the whole list is public.
        reply.header(
          'cache-control',
          request.query.pageSize === undefined ? PUBLIC_CACHE_CONTROL : REVALIDATE,
        );
        return listTerms(app.db, kind, request.query);
      },
    );

    app.get(
      `/${kind}/:id`,
      {
        schema: {
          tags: ['directory'],
          summary: `One ${entity} with its counts; the ETag to send back in If-Match when changing it`,
          params: taxonomyEntryParamsSchema,
          response: { 200: taxonomyEntrySchema, ...problemResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const entry = await readTerm(app.db, kind, request.params.id);
        reply.header('etag', termEtag(entry)).header('cache-control', REVALIDATE);
        return entry;
      },
    );

    app.post(
      `/${kind}`,
      {
        onRequest: adminOnly,
        schema: {
          tags: ['directory', 'admin'],
          summary: `Add a ${entity} (ADMIN); the slug is made from the name unless given`,
          security: bearerSecurity,
          body: taxonomyEntryInputSchema,
          response: { 201: taxonomyEntrySchema, ...problemResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const entry = await createTerm(writer(request.user.id), kind, request.body);
        return reply
          .code(201)
          .header('etag', termEtag(entry))
          .header('location', `/api/${kind}/${entry.id}`)
          .send(entry);
      },
    );

    app.patch(
      `/${kind}/:id`,
      {
        onRequest: adminOnly,
        schema: {
          tags: ['directory', 'admin'],
          summary: `Change a ${entity} (ADMIN, If-Match); a changed slug keeps the old one working`,
          security: bearerSecurity,
          params: taxonomyEntryParamsSchema,
          body: taxonomyEntryPatchSchema,
          response: { 200: taxonomyEntrySchema, ...problemResponses(400, 401, 403, 404, 409, 412, 428) },
        },
      },
      async (request, reply) => {
        const entry = await changeTerm(
          writer(request.user.id),
          kind,
          request.params.id,
          request.body,
          requiredIfMatch(request),
        );
        reply.header('etag', termEtag(entry));
        return entry;
      },
    );

    app.delete(
      `/${kind}/:id`,
      {
        onRequest: adminOnly,
        schema: {
          tags: ['directory', 'admin'],
          summary:
            `Delete a ${entity} no listing uses (ADMIN, If-Match); ?mergeInto={id} first moves every ` +
            'listing to that entry',
          security: bearerSecurity,
          params: taxonomyEntryParamsSchema,
          querystring: taxonomyDeleteQuerySchema,
          response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409, 412, 428) },
        },
      },
      async (request, reply) => {
        await removeTerm(
          writer(request.user.id),
          kind,
          request.params.id,
          requiredIfMatch(request),
          request.query.mergeInto,
        );
        return reply.code(204).send(null);
      },
    );
  }
};

export default taxonomyRoutes;
