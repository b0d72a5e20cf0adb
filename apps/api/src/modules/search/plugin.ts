import fp from 'fastify-plugin';
import { createSearchCaches, type SearchCaches } from './caches.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What search keeps in memory (answers, readings, lists); see caches.ts. */
    searchCaches: SearchCaches;
  }
  interface FastifyContextConfig {
    /**
     * The route writes the directory (a listing, a list entry, a review's visibility): once it succeeds,
     * this process forgets what search kept, so the next search reads the write.
     */
    changesDirectory?: boolean;
  }
}

/**
 * Search's caches, for the whole app: the search routes answer from them, and every route marked
 * `config: { changesDirectory: true }` empties them before its successful answer leaves.
 */
export default fp<{ cacheSeconds: number }>(
  async (app, { cacheSeconds }) => {
    app.decorate(
      'searchCaches',
      createSearchCaches(app.db, { answerSeconds: cacheSeconds, now: () => app.now() }),
    );
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config.changesDirectory && reply.statusCode < 400) app.searchCaches.clear();
    });
  },
  { name: 'search-caches', dependencies: ['database'] },
);
