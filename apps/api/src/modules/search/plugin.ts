import fp from 'fastify-plugin';
import { isApiPath } from '../../lib/request-path.ts';
import { createSearchCaches, type SearchCaches } from './caches.ts';
import { SearchChangeFeed } from './change-feed.ts';
import { LiveListingIndex } from './listing-index/live-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What search keeps in memory (answers, readings, lists); see caches.ts. */
    searchCaches: SearchCaches;
    /** The listings searched, in memory and kept current (decision 0023). */
    searchIndex: LiveListingIndex;
    /**
     * Resolves true once this process's search holds every change committed before the call, false when it
     * could not within CATCH_UP_TIMEOUT_MS (its caches are then emptied).
     */
    catchUpSearch(): Promise<boolean>;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long a write's answer waits for this process's search to hold it. */
const CATCH_UP_TIMEOUT_MS = 2_000;

/**
 * Whether a request to this route, once it succeeds, is followed by search catching up before its answer
 * leaves: any write to the API (a listing, a term, a review, an account and what it counted in).
 */
export const refreshesSearch = (method: string, routeUrl: string | undefined): boolean =>
  !READ_METHODS.has(method) && routeUrl !== undefined && isApiPath(routeUrl);

/**
 * Search's index and caches, for the whole app. Every committed change to what search reads is recorded in
 * the change log (migration 0041), which each process reads every tenth of a second (change-feed.ts): the
 * index re-reads the listings it names, and the caches are emptied once it has, so no answer outlives a write
 * by more than a read of the log and of the listings. `index: 'database'` leaves the index out: every search
 * reads the database.
 *
 * The process that makes a write reads it in its next search: every successful write to the API
 * (`refreshesSearch`) waits, before its answer leaves, until this process's search holds every change
 * committed before it. No route declares it, so none can forget it; a write that changed nothing search
 * reads (a sign-in) pays a read of the log, about a millisecond, and keeps the caches.
 */
export default fp<{ cacheSeconds: number; index: 'memory' | 'database'; indexThreads: number }>(
  async (app, { cacheSeconds, index, indexThreads }) => {
    const caches = createSearchCaches(app.readDb, { answerSeconds: cacheSeconds, now: () => app.now() });
    const searchIndex = new LiveListingIndex(
      app.readDb,
      () => caches.clear(),
      app.log,
      indexThreads,
      (name, work) => app.database.exclusively(name, work),
    );
    const changes = new SearchChangeFeed(
      app.readDb,
      app.db,
      {
        changed: ({ listingIds }) => {
          searchIndex.changed(listingIds);
          caches.clear();
        },
        lost: () => {
          searchIndex.rebuild();
          caches.clear();
        },
      },
      app.log,
    );
    const catchUpSearch = async () => {
      const caughtUp =
        (await changes.caughtUp(CATCH_UP_TIMEOUT_MS)) &&
        (await settlesWithin(searchIndex.whenApplied(), CATCH_UP_TIMEOUT_MS));
      if (!caughtUp) caches.clear();
      return caughtUp;
    };
    app.decorate('searchCaches', caches);
    app.decorate('searchIndex', searchIndex);
    app.decorate('catchUpSearch', catchUpSearch);
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode >= 400 || !refreshesSearch(request.method, request.routeOptions.url)) return;
      await app.catchUpSearch();
    });
    // The log's place is taken before the index's first build reads, so nothing committed between is missed.
    await changes.start();
    if (index === 'memory') searchIndex.start();
    app.addHook('onClose', async () => {
      await changes.stop();
      await searchIndex.stop();
    });
  },
  { name: 'search-caches', dependencies: ['database'] },
);

/** Whether `settles` resolves within `ms`. */
async function settlesWithin(settles: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([settles.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
