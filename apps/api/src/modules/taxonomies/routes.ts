import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TAXONOMY_KINDS,
  type TaxonomyEntry,
  taxonomyDeleteQuerySchema,
  taxonomyEntryInputSchema,
  taxonomyEntryParamsSchema,
  taxonomyEntryPatchSchema,
  taxonomyEntrySchema,
  taxonomyListQuerySchema,
  taxonomyListSchema,
} from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { resourceRoutes, REVALIDATE } from '../../lib/resource-routes.ts';
import {
  changeTerm,
  createTerm,
  listTerms,
  readTerm,
  removeTerm,
  TAXONOMY_ENTITY,
  termEtag,
} from './service.ts';

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
    resourceRoutes(app, {
      path: `/${kind}`,
      tags: ['directory'],
      params: taxonomyEntryParamsSchema,
      entry: taxonomyEntrySchema,
      etag: (entry: TaxonomyEntry) => termEtag(entry),
      locationOf: (entry) => `/api/${kind}/${entry.id}`,
      list: {
        summary:
          `The ${label} list with counts of active facilities and providers: whole, by name, or ` +
          'searched, sorted and paged',
        query: taxonomyListQuerySchema,
        answer: taxonomyListSchema,
        // A paged table is the admin's, who must see their own edit at once; the whole list is public.
        cacheControl: (query) => (query.pageSize === undefined ? PUBLIC_CACHE_CONTROL : REVALIDATE),
        run: (request) => listTerms(app.db, kind, request.query),
      },
      read: {
        summary: `One ${entity} with its counts; the ETag to send back in If-Match when changing it`,
        run: (request) => readTerm(app.db, kind, request.params.id),
      },
      create: {
        tags: ['directory', 'admin'],
        summary: `Add a ${entity} (ADMIN); the slug is made from the name unless given`,
        guard: adminOnly,
        body: taxonomyEntryInputSchema,
        errors: [409],
        run: (request) => createTerm(writer(request.user.id), kind, request.body),
      },
      change: {
        tags: ['directory', 'admin'],
        summary: `Change a ${entity} (ADMIN, If-Match); a changed slug keeps the old one working`,
        guard: adminOnly,
        body: taxonomyEntryPatchSchema,
        errors: [409],
        run: (request, ifMatch) =>
          changeTerm(writer(request.user.id), kind, request.params.id, request.body, ifMatch),
      },
      remove: {
        tags: ['directory', 'admin'],
        summary:
          `Delete a ${entity} no listing uses (ADMIN, If-Match); ?mergeInto={id} first moves every ` +
          'listing to that entry',
        guard: adminOnly,
        query: taxonomyDeleteQuerySchema,
        errors: [409],
        run: (request, ifMatch) =>
          removeTerm(writer(request.user.id), kind, request.params.id, ifMatch, request.query.mergeInto),
      },
    });
  }
};

export default taxonomyRoutes;
