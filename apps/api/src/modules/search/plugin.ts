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

/** Announced by the database whenever what search reads changes (migration 0023). */
export const DIRECTORY_CHANGED_CHANNEL = 'directory_changed';

/**
 * Search's caches, for the whole app: the search routes answer from them. They are emptied whenever the
 * database announces a committed change to what search reads, in any process on the same database (a
 * PostgreSQL NOTIFY; PGlite's in-process one), so no answer outlives a write by more than the notice takes;
 * and, in the process that made it, by every route marked `config: { changesDirectory: true }` before its
 * successful answer leaves.
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
    const stopListening = await app.database.listen(DIRECTORY_CHANGED_CHANNEL, () =>
      app.searchCaches.clear(),
    );
    app.addHook('onClose', stopListening);
  },
  { name: 'search-caches', dependencies: ['database'] },
);
