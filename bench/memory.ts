/**
 * `npm run bench:memory`: what an API process needs in memory, at 50,000 and at 150,000 listings (the
 * search benchmark's directory), with one and with two copies of the search index (SEARCH_INDEX_THREADS).
 * Each server runs on PostgreSQL, is started alone, and is read once its index is built and it has answered
 * a search: its resident memory (VmRSS), and its peak (VmHWM), which the build reaches. The databases are
 * seeded once and kept (BENCH_MEMORY_SMALL_DATABASE_URL, and bench:search's).
 */
import { readFileSync } from 'node:fs';
import { getJson, searchIndexBuilt, startApiServer } from './support/api.ts';
import { POSTGRES_URL, SIZE } from './support/search-mix.ts';
import { seededPostgres } from './support/seeded-databases.ts';

const SMALL = { facilities: 20_000, providers: 30_000, reviews: 50_000 };
const SMALL_URL =
  process.env.BENCH_MEMORY_SMALL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carefinder_bench_memory';

const megabytes = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

const rows: { listings: number; copies: number; residentMb: number; peakMb: number }[] = [];
for (const [url, size] of [
  [SMALL_URL, SMALL],
  [POSTGRES_URL, SIZE],
] as const) {
  await seededPostgres(url, size);
  for (const copies of [1, 2]) {
    const server = await startApiServer({ DATABASE_URL: url, SEARCH_INDEX_THREADS: String(copies) });
    try {
      const { listings } = await searchIndexBuilt(server.baseUrl);
      await getJson(server.baseUrl, '/api/search?q=general+hospital');
      rows.push({
        listings,
        copies,
        residentMb: megabytes(server.pid, 'VmRSS'),
        peakMb: megabytes(server.pid, 'VmHWM'),
      });
    } finally {
      await server.stop();
    }
  }
}
console.table(rows);
