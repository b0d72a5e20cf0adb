/**
 * `npm run bench:search-index`: the in-memory index alone (decision 0020), in this process, over
 * `bench:search`'s mix at its size on PostgreSQL: how long `findMatches` takes for each search, and for the
 * whole mix. Each search is read once as the API reads it (spelling, places, filters resolved to ids); then
 * the mix is matched BENCH_SEARCH_INDEX_PASSES times (default 60) and each search's median is printed,
 * slowest first, with its matches. No HTTP, no worker thread, no answer written: where a change to the
 * index's own work shows without the server's, at a tenth of the whole bench's time.
 *
 * The machine's speed drifts from minute to minute; to compare two versions, alternate their runs.
 */
import { searchQuerySchema } from '@carefinder/contracts';
import { openDatabase } from '@carefinder/db';
import { createSearchCaches } from '../apps/api/src/modules/search/caches.ts';
import { ListingIndex } from '../apps/api/src/modules/search/listing-index/listing-index.ts';
import { readDocumentsAfter } from '../apps/api/src/modules/search/repository.ts';
import type { ResolvedSearch } from '../apps/api/src/modules/search/search-types.ts';
import { search } from '../apps/api/src/modules/search/service.ts';
import { POSTGRES_URL, searchMix, SIZE } from './support/search-mix.ts';
import { seededPostgres } from './support/seeded-databases.ts';

const PASSES = Number(process.env.BENCH_SEARCH_INDEX_PASSES ?? 60);
/** The passes before the measured ones, while the JIT compiler settles. */
const WARM_UP_PASSES = 5;

await seededPostgres(POSTGRES_URL, SIZE);
const database = await openDatabase({ databaseUrl: POSTGRES_URL });
const index = new ListingIndex();
const builtFrom = performance.now();
for (let after: string | null = null; ;) {
  const documents = await readDocumentsAfter(database.db, after);
  if (documents.length === 0) break;
  for (const document of documents) index.put(document);
  after = documents.at(-1)!.id;
}
index.seal();
console.log(
  `Index: ${index.size} listings, ${(index.typedArrayBytes() / 2 ** 20).toFixed(0)} MB of typed arrays, ` +
    `built in ${((performance.now() - builtFrom) / 1000).toFixed(1)} s.`,
);

/** Each search of the mix as the API resolves it (a search that falls back to any word is both). */
const caches = createSearchCaches(database.db, { answerSeconds: 0, now: () => new Date() });
const resolved: { path: string; search: ResolvedSearch; total: number }[] = [];
for (const path of Object.values(searchMix).flat()) {
  const query = searchQuerySchema.parse(Object.fromEntries(new URL(path, 'http://localhost').searchParams));
  const matches = {
    async findPage(search: ResolvedSearch) {
      const found = index.findMatches(search);
      resolved.push({ path, search, total: found.total });
      return { matches: found, listings: index.listings(found.page.map((match) => match.id)) };
    },
    findListingsByName: async () => [],
  };
  await search(database.db, caches, matches, query, new Date());
}
await database.close();

const times = resolved.map(() => [] as number[]);
const passTimes: number[] = [];
for (let pass = 0; pass < WARM_UP_PASSES + PASSES; pass++) {
  const passFrom = performance.now();
  resolved.forEach(({ search: resolvedSearch }, at) => {
    const from = performance.now();
    index.findMatches(resolvedSearch);
    if (pass >= WARM_UP_PASSES) times[at]!.push(performance.now() - from);
  });
  if (pass >= WARM_UP_PASSES) passTimes.push(performance.now() - passFrom);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows = resolved
  .map(({ path, total }, at) => ({
    path: decodeURIComponent(path.slice('/api/search?'.length)),
    total,
    ms: median(times[at]!),
  }))
  .sort((a, b) => b.ms - a.ms);
console.log(`\nfindMatches, median of ${PASSES} passes (ms, matches, search):`);
for (const { ms, total, path } of rows)
  console.log(`${ms.toFixed(2).padStart(7)} ${String(total).padStart(7)}  ${path}`);
const sorted = [...passTimes].sort((a, b) => a - b);
console.log(
  `\nThe whole mix (${resolved.length} searches) a pass: median ${median(passTimes).toFixed(1)} ms, ` +
    `fastest ${sorted[0]!.toFixed(1)}, slowest ${sorted.at(-1)!.toFixed(1)}.`,
);
