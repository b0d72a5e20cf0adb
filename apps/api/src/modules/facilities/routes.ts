import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  facilityCreateSchema,
  facilityDetailSchema,
  facilityMoveSchema,
  facilityPatchSchema,
  listingParamsSchema,
  MOVE_REVIEW_DISTANCE_KM,
} from '@carefinder/contracts';
import { TIME_SENSITIVE_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity, resourceRoutes } from '../../lib/resource-routes.ts';
import { mergedFacilityTarget } from '../duplicates/service.ts';
import { currentMovesOf } from '../facility-moves/service.ts';
import { facilityWriteAccess, writesForTheFacility } from './access.ts';
import { changeFacility, closeFacility, createFacility, facilityEtag, getFacilityDetail } from './service.ts';

const READ_ONLY_FIELDS =
  'The read-only fields of the answer (id, openingStatus, photos, providers, averageRating, reviewsCount, ' +
  'managed, provenance, isDemo, updatedAt, updatedByFacilityAt, and the names of terms and places) may be sent back ' +
  'and are ignored: photos come with image uploads, and a provider is linked to a facility from the ' +
  'provider. Any other field the body does not take is a 400 naming it. Phones are stored in international ' +
  'form (spec §5).';

const facilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = facilityWriteAccess(app);
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId, now: app.now() });

  resourceRoutes(app, {
    path: '/facilities',
    tags: ['directory'],
    params: listingParamsSchema,
    entry: facilityDetailSchema,
    etag: facilityEtag,
    locationOf: (facility) => `/api/facilities/${facility.id}`,
    read: {
      summary:
        'A facility page: place, contacts, hours with the opening status now, services, specialties, ' +
        'insurance, awards, photos, providers, rating, provenance; the ETag to send back in If-Match',
      description:
        'A permanently closed facility still answers, with its status, so its page can say it is closed; ' +
        'one an ADMIN merged into another answers 301, with the kept one in Location.',
      cacheControl: TIME_SENSITIVE_CACHE_CONTROL,
      answers: { 301: z.null().describe('Merged into the facility in Location') },
      run: async (request, reply) => {
        const facility = await getFacilityDetail(request.readDb, request.params.id, app.now());
        // Only a permanently closed facility can have been merged: no extra query for any other.
        const keptId =
          facility.status === 'permanently_closed'
            ? await mergedFacilityTarget(request.readDb, facility.id)
            : null;
        if (!keptId) return facility;
        return reply
          .header('cache-control', TIME_SENSITIVE_CACHE_CONTROL)
          .redirect(`/api/facilities/${keptId}`, 301);
      },
    },
    create: {
      tags: ['directory', 'admin'],
      summary: 'Add a facility (ADMIN): the read answer’s fields, terms by slug, state by alias, LGA by slug',
      description: READ_ONLY_FIELDS,
      guard: access.create,
      body: facilityCreateSchema,
      errors: [409],
      run: (request) => createFacility(writer(request.user.id), request.body),
    },
    change: {
      tags: ['directory', 'admin'],
      summary:
        'Change a facility (ADMIN, or a FACILITY_ADMIN member for what the facility keeps; If-Match): the ' +
        'fields sent; a list sent replaces the list',
      description:
        `${READ_ONLY_FIELDS} A FACILITY_ADMIN member changes name, place, phones, email, website, ` +
        'description, languages, openingHours, services, specialties and insurance; any other field sent ' +
        'changed is a 403 naming it (not-the-owners-field), and a facility they are not a member of is a 403 ' +
        `(not-a-member). A member's move of the map pin by more than ${MOVE_REVIEW_DISTANCE_KM} km, or into ` +
        'another state, or taking its pin away, is not applied: it waits for an ADMIN (GET ' +
        '/api/facilities/{id}/moves), the rest of the change is saved, and the answer shows the place ' +
        'unchanged. A place that needs no check withdraws the move waiting.',
      guard: access.change,
      body: facilityPatchSchema,
      errors: [409],
      run: (request, ifMatch) =>
        changeFacility(writer(request.user.id), request.params.id, request.body, ifMatch, {
          byTheFacility: writesForTheFacility(request),
        }),
    },
    remove: {
      tags: ['directory', 'admin'],
      summary:
        'Close a facility for good (ADMIN, If-Match): it leaves search; its page answers with status ' +
        'permanently_closed; PATCH status reopens it',
      guard: access.close,
      run: (request, ifMatch) => closeFacility(writer(request.user.id), request.params.id, ifMatch),
    },
  });

  app.get(
    '/facilities/:id/moves',
    {
      onRequest: access.change,
      schema: {
        tags: ['directory'],
        summary:
          "The facility's move waiting for an ADMIN, if its team asked for one, then its latest decided one " +
          '(ADMIN or its team)',
        security: bearerSecurity,
        params: listingParamsSchema,
        response: {
          200: z.object({ items: z.array(facilityMoveSchema) }),
          ...problemResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await currentMovesOf(app.db, request.params.id) };
    },
  );
};

export default facilityRoutes;
