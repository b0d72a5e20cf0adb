import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchQuerySchema,
  searchResultSchema,
  suggestQuerySchema,
  suggestResultSchema,
} from '@carefinder/contracts';
import { queryKey } from '../../lib/answer-cache.ts';
import { PUBLIC_CACHE_CONTROL, TIME_SENSITIVE_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { problemResponses } from '../../lib/problem.ts';
import { nameKey } from './query-words.ts';
import { search } from './service.ts';
import { suggest } from './suggest.ts';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const caches = app.searchCaches;

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Facilities and providers by free text (typo-tolerant, places understood), filters and distance, ' +
          'ranked, paged, with facet counts and what the text was read as',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const compute = () => search(app.db, caches, request.query, now);
      // A visitor's own position is all but never asked for again: near-me answers are not kept.
      const nearMe = request.query.lat !== undefined && request.query.lon !== undefined;
      const result = nearMe
        ? await compute()
        : await caches.searches.get(queryKey(request.query), now.getTime(), compute);
      reply.header('cache-control', TIME_SENSITIVE_CACHE_CONTROL);
      return result;
    },
  );

  app.get(
    '/suggest',
    {
      schema: {
        tags: ['search'],
        summary: 'Autocomplete from 2 characters: up to 8 facilities, providers, list entries and places',
        querystring: suggestQuerySchema,
        response: { 200: suggestResultSchema, ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      // suggest() reads only the words of q, so "Gen", "gen " and "gen," share one answer.
      const result = await caches.suggestions.get(nameKey(request.query.q), app.now().getTime(), () =>
        suggest(app.db, caches, request.query.q),
      );
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return result;
    },
  );
};

export default searchRoutes;
