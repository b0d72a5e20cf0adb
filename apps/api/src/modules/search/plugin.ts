import fp from 'fastify-plugin';
import { isApiPath } from '../../lib/request-path.ts';
import { createSearchCaches, type SearchCaches } from './caches.ts';
import { DIRECTORY_CHANGED_CHANNEL, LiveListingIndex } from './listing-index/live-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What search keeps in memory (answers, readings, lists); see caches.ts. */
    searchCaches: SearchCaches;
    /** The listings searched, in memory and kept current (decision 0023). */
    searchIndex: LiveListingIndex;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request to this route, once it succeeds, is followed by search catching up before its answer
 * leaves: any write to the API (a listing, a term, a review, an account and what it counted in).
 */
export const refreshesSearch = (method: string, routeUrl: string | undefined): boolean =>
  !READ_METHODS.has(method) && routeUrl !== undefined && isApiPath(routeUrl);

/**
 * Search's index and caches, for the whole app. The database announces every committed change to what
 * search reads, to every process on it (a PostgreSQL NOTIFY; PGlite's in-process one): the index re-reads
 * the listings it names, and the caches are emptied once it has, so no answer outlives a write by more than
 * the notice and a read take. `index: 'database'` leaves the index out: every search reads the database.
 *
 * The process that makes a write reads it in its next search: every successful write to the API
 * (`refreshesSearch`) waits, before its answer leaves, until this process's index holds every change
 * committed before it. No route declares it, so none can forget it; a write that changed nothing search
 * reads (a sign-in) pays a barrier notice's round trip, about a millisecond, and keeps the caches (0023).
 */
export default fp<{ cacheSeconds: number; index: 'memory' | 'database'; indexThreads: number }>(
  async (app, { cacheSeconds, index, indexThreads }) => {
    const caches = createSearchCaches(app.db, { answerSeconds: cacheSeconds, now: () => app.now() });
    const searchIndex = new LiveListingIndex(app.db, () => caches.clear(), app.log, indexThreads);
    app.decorate('searchCaches', caches);
    app.decorate('searchIndex', searchIndex);
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode >= 400 || !refreshesSearch(request.method, request.routeOptions.url)) return;
      // Caught up, the index has emptied the caches if the write changed what search reads; without an
      // index, the write's notice may still be on its way, so they are emptied here.
      if (!(await searchIndex.catchUp())) caches.clear();
    });
    const stopListening = await app.database.listen(DIRECTORY_CHANGED_CHANNEL, (payload) => {
      searchIndex.heard(payload);
      if (!payload?.startsWith('barrier:')) caches.clear();
    });
    if (index === 'memory') searchIndex.start();
    app.addHook('onClose', async () => {
      await searchIndex.stop();
      await stopListening();
    });
  },
  { name: 'search-caches', dependencies: ['database'] },
);
