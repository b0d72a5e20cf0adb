import fp from 'fastify-plugin';
import { createSearchCaches, type SearchCaches } from './caches.ts';
import { DIRECTORY_CHANGED_CHANNEL, LiveListingIndex } from './listing-index/live-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What search keeps in memory (answers, readings, lists); see caches.ts. */
    searchCaches: SearchCaches;
    /** The listings searched, in memory and kept current (decision 0020). */
    searchIndex: LiveListingIndex;
  }
  interface FastifyContextConfig {
    /**
     * The route writes the directory (a listing, a list entry, a review's visibility): once it succeeds,
     * this process's index holds the write and its caches are emptied before the answer leaves, so the
     * next search reads the write.
     */
    changesDirectory?: boolean;
  }
}

/**
 * Search's index and caches, for the whole app. The database announces every committed change to what
 * search reads, to every process on it (a PostgreSQL NOTIFY; PGlite's in-process one): the index re-reads
 * the listings it names, and the caches are emptied once it has, so no answer outlives a write by more than
 * the notice and a read take. `index: 'database'` leaves the index out: every search reads the database.
 */
export default fp<{ cacheSeconds: number; index: 'memory' | 'database'; indexThreads: number }>(
  async (app, { cacheSeconds, index, indexThreads }) => {
    const caches = createSearchCaches(app.db, { answerSeconds: cacheSeconds, now: () => app.now() });
    const searchIndex = new LiveListingIndex(app.db, () => caches.clear(), app.log, indexThreads);
    app.decorate('searchCaches', caches);
    app.decorate('searchIndex', searchIndex);
    app.addHook('onSend', async (request, reply) => {
      if (!request.routeOptions.config.changesDirectory || reply.statusCode >= 400) return;
      await searchIndex.catchUp();
      caches.clear();
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
