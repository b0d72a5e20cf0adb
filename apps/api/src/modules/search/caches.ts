import type { SearchResult, SuggestResult } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { createAnswerCache, type AnswerCache } from '../../lib/answer-cache.ts';
import type { SearchCatalogue } from './catalogue.ts';
import { loadCatalogue, type CatalogueAndReadings } from './service.ts';
import type { WordReading } from './search-types.ts';
import { createWordReader } from './spelling.ts';

/** Answers of each kind kept at most: popular queries are a few hundred. */
const MAX_CACHED_ANSWERS = 2_000;
/** Distinct words whose readings are kept: people's queries reuse a few thousand words. */
const MAX_KEPT_READINGS = 20_000;
/**
 * The catalogue (terms, states, LGAs) is reloaded at least this often, and at once when a query or an answer
 * names an entry it lacks that exists (service.ts), so an ADMIN's new entry is searchable in the next
 * request. Word readings are kept as long: both depend on what the directory holds, not on the query, and
 * both are forgotten at every change the change log brings, so this bounds them only while it cannot be read.
 */
const CATALOGUE_SECONDS = 60;
const CATALOGUE_KEY = 'catalogue';

/**
 * Everything search keeps in memory, in one place, on one clock (`app.now()`), configured once (decisions
 * 0008, 0023): answers for `answerSeconds` (SEARCH_CACHE_SECONDS), word readings and the catalogue for a minute.
 */
export interface SearchCaches extends CatalogueAndReadings {
  searches: AnswerCache<SearchResult>;
  suggestions: AnswerCache<SuggestResult>;
  /** Forgets everything kept: after a write to the directory, the next search reads it. */
  clear(): void;
}

export function createSearchCaches(
  db: Database,
  {
    answerSeconds,
    now,
    maxReadings = MAX_KEPT_READINGS,
    loadLists = () => loadCatalogue(db),
  }: {
    answerSeconds: number;
    now: () => Date;
    /** Tests make it tiny to see a full cache. */
    maxReadings?: number;
    /** Tests count the loads. */
    loadLists?: () => Promise<SearchCatalogue>;
  },
): SearchCaches {
  const nowMs = () => now().getTime();
  const answerMs = answerSeconds * 1000;
  const catalogues = createAnswerCache<SearchCatalogue>({ ttlMs: CATALOGUE_SECONDS * 1000, maxEntries: 1 });
  const readings = createAnswerCache<WordReading>({
    ttlMs: CATALOGUE_SECONDS * 1000,
    maxEntries: maxReadings,
  });
  const searches = createAnswerCache<SearchResult>({ ttlMs: answerMs, maxEntries: MAX_CACHED_ANSWERS });
  const suggestions = createAnswerCache<SuggestResult>({ ttlMs: answerMs, maxEntries: MAX_CACHED_ANSWERS });
  /** The catalogue's load under way, if any. */
  let loading: Promise<SearchCatalogue> | undefined;
  return {
    searches,
    suggestions,
    readWords: createWordReader(db, readings, nowMs),
    clear() {
      for (const cache of [catalogues, readings, searches, suggestions]) cache.clear();
    },
    catalogue({ fresh = false } = {}) {
      // Requests that find an entry missing at the same moment share one reload.
      if (fresh && !loading) catalogues.forget(CATALOGUE_KEY);
      return catalogues.get(CATALOGUE_KEY, nowMs(), () => {
        const load = loadLists();
        loading = load;
        const settled = () => {
          if (loading === load) loading = undefined;
        };
        load.then(settled, settled);
        return load;
      });
    },
  };
}
