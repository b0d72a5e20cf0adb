import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lexiconEntryInputSchema,
  lexiconEntryParamsSchema,
  lexiconEntryPatchSchema,
  lexiconEntrySchema,
  lexiconListQuerySchema,
  lexiconListSchema,
} from '@carefinder/contracts';
import { resourceRoutes, REVALIDATE } from '../../lib/resource-routes.ts';
import { changePhrase, createPhrase, lexiconEtag, listPhrases, readPhrase, removePhrase } from './service.ts';

/**
 * The search lexicon (/api/admin/search-lexicon, ADMIN by its prefix, reads included: it names its reviewers):
 * how people say a need in each language and the entry it means. Each change or deletion with the phrase's
 * ETag in If-Match, audited in the same transaction. Search learns a change through the database's triggers.
 */
const searchLexiconRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId });

  resourceRoutes(app, {
    path: '/search-lexicon',
    tags: ['search', 'admin'],
    signedIn: true,
    params: lexiconEntryParamsSchema,
    entry: lexiconEntrySchema,
    etag: lexiconEtag,
    locationOf: (entry) => `/api/admin/search-lexicon/${entry.id}`,
    list: {
      summary: 'The search lexicon (ADMIN): phrases by language, searched and paged',
      query: lexiconListQuerySchema,
      answer: lexiconListSchema,
      cacheControl: () => REVALIDATE,
      run: (request) => listPhrases(app.db, request.query),
    },
    read: {
      summary: 'One phrase of the search lexicon (ADMIN); the ETag to send back in If-Match when changing it',
      run: (request) => readPhrase(app.db, request.params.id),
    },
    create: {
      summary: 'Add a phrase to the search lexicon (ADMIN): its language and the entry it means',
      body: lexiconEntryInputSchema,
      errors: [409],
      run: (request) => createPhrase(writer(request.user.id), request.body),
    },
    change: {
      summary: 'Change a phrase of the search lexicon (ADMIN, If-Match); name its reviewer once checked',
      body: lexiconEntryPatchSchema,
      errors: [409],
      run: (request, ifMatch) =>
        changePhrase(writer(request.user.id), request.params.id, request.body, ifMatch),
    },
    remove: {
      summary: 'Delete a phrase of the search lexicon (ADMIN, If-Match)',
      run: (request, ifMatch) => removePhrase(writer(request.user.id), request.params.id, ifMatch),
    },
  });
};

export default searchLexiconRoutes;
