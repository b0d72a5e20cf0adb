import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listingParamsSchema,
  providerCreateSchema,
  providerDetailSchema,
  providerPatchSchema,
} from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { resourceRoutes } from '../../lib/resource-routes.ts';
import { providerWriteAccess, writesForTheProvider } from './access.ts';
import { changeProvider, closeProvider, createProvider, getProviderDetail, providerEtag } from './service.ts';

const READ_ONLY_FIELDS =
  'The read-only fields of the answer (id, accountType, photo, averageRating, reviewsCount, managed, isDemo, ' +
  'updatedAt, each facility but its id, and the names of terms and places) may be sent back and are ' +
  'ignored; the photo comes with image uploads. Any other field the body does not take is a 400 naming it. ' +
  '`name` is `firstName lastName`: a changed name alone is split at its last space.';

const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = providerWriteAccess(app);
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId, now: app.now() });

  resourceRoutes(app, {
    path: '/providers',
    tags: ['directory'],
    params: listingParamsSchema,
    entry: providerDetailSchema,
    etag: providerEtag,
    locationOf: (provider) => `/api/providers/${provider.id}`,
    read: {
      summary:
        'A provider page: name, title, bio, professional summary, education, practice areas, specialties, ' +
        'conditions, procedures, insurance, awards, languages, registration number, place, facilities, ' +
        'rating; the ETag to send back in If-Match',
      cacheControl: PUBLIC_CACHE_CONTROL,
      run: (request) => getProviderDetail(request.readDb, request.params.id),
    },
    create: {
      tags: ['directory', 'admin'],
      summary:
        'Add a provider (ADMIN): the read answer’s fields, terms by slug, state by alias, LGA by slug, ' +
        'facilities by id',
      description: READ_ONLY_FIELDS,
      guard: access.create,
      body: providerCreateSchema,
      run: (request) => createProvider(writer(request.user.id), request.body),
    },
    change: {
      tags: ['directory', 'admin'],
      summary:
        'Change a provider (ADMIN, or the PROVIDER linked to the profile for what they keep; If-Match): ' +
        'the fields sent; a list sent replaces the list',
      description:
        `${READ_ONLY_FIELDS} The PROVIDER linked to the profile changes bio, professionalSummary, education, ` +
        'qualities, practiceAreas, conditions, procedures, insurance, awards, languages and place; any other ' +
        'field sent changed is a 403 naming it (not-the-owners-field), and another profile is a 403 ' +
        '(not-a-member).',
      guard: access.change,
      body: providerPatchSchema,
      run: (request, ifMatch) =>
        changeProvider(writer(request.user.id), request.params.id, request.body, ifMatch, {
          byTheProvider: writesForTheProvider(request),
        }),
    },
    remove: {
      tags: ['directory', 'admin'],
      summary:
        'Close a provider profile for good (ADMIN, If-Match): it leaves search and facility pages; its page ' +
        'answers with status permanently_closed; PATCH status reopens it',
      guard: access.close,
      run: (request, ifMatch) => closeProvider(writer(request.user.id), request.params.id, ifMatch),
    },
  });
};

export default providerRoutes;
