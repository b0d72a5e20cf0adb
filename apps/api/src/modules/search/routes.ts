import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchQuerySchema,
  searchResultSchema,
  suggestQuerySchema,
  suggestResultSchema,
} from '@carefinder/contracts';
import { AdmissionRefused, type Admission } from '../../lib/admission.ts';
import { queryKey } from '../../lib/answer-cache.ts';
import { PUBLIC_CACHE_CONTROL, TIME_SENSITIVE_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { requestSource } from '../../lib/client-address.ts';
import { answerBusy } from '../../plugins/external/load-shedding.ts';
import { problemResponses } from '../../lib/problem.ts';
import { nameKey } from './query-words.ts';
import { search } from './service.ts';
import { suggest } from './suggest.ts';

/** The key of this machine's own requests, which are not counted. */
const THIS_MACHINE = 'this machine';

/**
 * Counted per address and app key (`x-api-key`, already checked to be a configured one), each route apart,
 * `perMinute` a minute (SEARCH_RATE_LIMIT_PER_MINUTE, 600 by default: 10 a second). Carrier NAT puts
 * hundreds of phones behind one address; a dozen of them searching in the same minute, each typing three
 * queries (some eight autocomplete requests each) and paging a little, make about 300 autocomplete requests
 * and fewer searches, half the budget, while one client sending hundreds a second (a scraper, a flood) is
 * refused within seconds. Another app's users behind the same address have a budget of their own. The web
 * host's page loads (from this machine, naming no visitor) are not counted: every visitor's search page asks
 * /api/search that way, and page renders have their own ceiling (web-host.ts).
 */
function searchRateLimit(perMinute: number): FastifyContextConfig {
  if (perMinute === 0) return {};
  const keyGenerator = (request: FastifyRequest) => {
    const source = requestSource(request);
    return source === undefined ? THIS_MACHINE : `${source} ${String(request.headers['x-api-key'])}`;
  };
  return { rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator, allowList: [THIS_MACHINE] } };
}

/**
 * Search's and autocomplete's answers are built field by field in the contract's types, so they are written
 * out without being validated again: zod over a page of results and its facets cost about half a
 * millisecond, a tenth of a search. The API tests hold every answer they get to the schema instead.
 */
const writeWithoutValidating = () => (data: unknown) => JSON.stringify(data);

const searchRoutes: FastifyPluginAsyncZod<{
  rateLimitPerMinute: number;
  /** Bounds the searches computed at once (SEARCH_MAX_IN_FLIGHT); none when unlimited. */
  admission?: Admission | undefined;
}> = async (app, { rateLimitPerMinute, admission }) => {
  const caches = app.searchCaches;
  const config = searchRateLimit(rateLimitPerMinute);

  app.get(
    '/search',
    {
      config,
      serializerCompiler: writeWithoutValidating,
      schema: {
        tags: ['search'],
        summary:
          'Facilities and providers by free text (typo-tolerant, places understood), filters and distance, ' +
          'ranked, paged, with facet counts and what the text was read as',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...problemResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const compute = () => {
        const run = () => search(request.readDb, caches, app.searchIndex, request.query, now);
        return admission ? admission.run(run) : run();
      };
      // A visitor's own position is all but never asked for again: near-me answers are not kept.
      const nearMe = request.query.lat !== undefined && request.query.lon !== undefined;
      try {
        const result = nearMe
          ? await compute()
          : await caches.searches.get(queryKey(request.query), now.getTime(), compute);
        reply.header('cache-control', TIME_SENSITIVE_CACHE_CONTROL);
        return result;
      } catch (error) {
        // Too many searches under way to start this one soon: a fast 503 rather than seconds in a queue.
        if (error instanceof AdmissionRefused) return answerBusy(request, reply);
        throw error;
      }
    },
  );

  app.get(
    '/suggest',
    {
      config,
      serializerCompiler: writeWithoutValidating,
      schema: {
        tags: ['search'],
        summary: 'Autocomplete from 2 characters: up to 8 facilities, providers, terms and places',
        querystring: suggestQuerySchema,
        response: { 200: suggestResultSchema, ...problemResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // suggest() reads only the words of q, so "Gen", "gen " and "gen," share one answer.
      const { q, lang } = request.query;
      const result = await caches.suggestions.get(`${lang}:${nameKey(q)}`, app.now().getTime(), () =>
        suggest(app.searchIndex, caches, q, lang),
      );
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return result;
    },
  );
};

export default searchRoutes;
