import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchQuerySchema,
  searchResultSchema,
  suggestQuerySchema,
  suggestResultSchema,
  type SearchResult,
  type SuggestResult,
} from '@carefinder/contracts';
import { createAnswerCache, queryKey } from '../../lib/answer-cache.ts';
import { PUBLIC_CACHE_CONTROL, TIME_SENSITIVE_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { problemResponses } from '../../lib/problem.ts';
import { nameKey } from './query-words.ts';
import { search } from './service.ts';
import { createWordReader } from './spelling.ts';
import { suggest } from './suggest.ts';

const MAX_CACHED_ANSWERS = 2_000;

const searchRoutes: FastifyPluginAsyncZod<{ cacheSeconds: number }> = async (app, { cacheSeconds }) => {
  const searches = createAnswerCache<SearchResult>({
    ttlMs: cacheSeconds * 1000,
    maxEntries: MAX_CACHED_ANSWERS,
  });
  const suggestions = createAnswerCache<SuggestResult>({
    ttlMs: cacheSeconds * 1000,
    maxEntries: MAX_CACHED_ANSWERS,
  });
  const readWords = createWordReader(app.db, cacheSeconds * 1000, () => app.now().getTime());

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
      const result = await searches.get(queryKey(request.query), now.getTime(), () =>
        search(app.db, readWords, request.query, now),
      );
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
      const result = await suggestions.get(nameKey(request.query.q), app.now().getTime(), () =>
        suggest(app.db, readWords, request.query.q),
      );
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return result;
    },
  );
};

export default searchRoutes;
