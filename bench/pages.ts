/**
 * `npm run bench:pages`: server-rendered pages under 50 concurrent connections on PostgreSQL, beside
 * `/api/health` in the same server, against the goal of the hardening issue: facility, provider and results
 * pages ≥ 300 req/s with p99 ≤ 500 ms and no time-outs.
 *
 * The database is bench:search's (50,000 facilities, 100,000 providers, 150,000 reviews; seeded once, kept).
 * Each page kind is driven twice:
 * - as deployed: a hundred popular listings (forty searches) that visitors repeat, answered from the kept pages
 *   once rendered in the minute (decision 0016);
 * - rendered each time: every request carries a query parameter no other request has, so every one is a new
 *   render (the loaders' API calls, React's render, compression): what a page nobody asked for this minute costs.
 * Then an overload run: 200 connections of new renders, which the server must shed as fast 503s.
 * Requests ask for brotli or gzip, as browsers do. BENCH_PAGES_SECONDS sets each run's length (default 15).
 */
import { availableParallelism, loadavg } from 'node:os';
import { startBuiltServer } from './support/built-server.ts';
import { API_KEY, getJson } from './support/api.ts';
import { drive, type LoadResult } from './support/load.ts';
import { POSTGRES_URL, SIZE, TEXT_QUERIES, TYPO_QUERIES } from './support/search-mix.ts';
import { seededPostgres } from './support/seeded-databases.ts';

const CONNECTIONS = 50;
const OVERLOAD_CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 15);
const GOAL = { requestsPerSecond: 300, p99Ms: 500 };
const POPULAR_LISTINGS = 100;
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

interface Row {
  page: string;
  setting: string;
  connections: number;
  result: LoadResult;
  judged: boolean;
}

/** Listing ids in the order search ranks them for a broad query: the ones visitors reach first. */
async function popularIds(baseUrl: string, kind: 'facility' | 'provider'): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < POPULAR_LISTINGS; page += 1) {
    const { items } = await getJson<{ items: { id: string }[] }>(
      baseUrl,
      `/api/search?kind=${kind}&state=lagos&pageSize=50&page=${page}`,
    );
    if (!items.length) break;
    ids.push(...items.map((item) => item.id));
  }
  return ids.slice(0, POPULAR_LISTINGS);
}

/** The same paths, each request with a parameter of its own, so that no answer is kept for another. */
function everyOneNew(paths: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const path = paths[index % paths.length]!;
    return `${path}${path.includes('?') ? '&' : '?'}visit=${index}`;
  });
}

await seededPostgres(POSTGRES_URL, SIZE);
const server = await startBuiltServer({
  API_KEYS: API_KEY,
  DATABASE_URL: POSTGRES_URL,
  SEED_DEMO: 'false',
});
const rows: Row[] = [];
try {
  console.log(
    `Server ready in ${(server.startupMs / 1000).toFixed(1)} s (load average ${loadavg()[0]!.toFixed(2)} on ` +
      `${availableParallelism()} cores).`,
  );
  const facilityPages = (await popularIds(server.baseUrl, 'facility')).map((id) => `/facilities/${id}`);
  const providerPages = (await popularIds(server.baseUrl, 'provider')).map((id) => `/providers/${id}`);
  const resultPages = [...TEXT_QUERIES, ...TYPO_QUERIES, 'hospital lagos', 'pharmacy ikeja'].flatMap((q) => [
    `/search-result?${new URLSearchParams({ q })}`,
    `/search-result?${new URLSearchParams({ q, openNow: 'true' })}`,
  ]);
  for (const path of [facilityPages[0]!, providerPages[0]!, resultPages[0]!]) {
    const response = await fetch(server.baseUrl + path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  const loads: [string, string, string[], number, boolean][] = [
    ['facility', 'as deployed', facilityPages, CONNECTIONS, true],
    ['provider', 'as deployed', providerPages, CONNECTIONS, true],
    ['results', 'as deployed', resultPages, CONNECTIONS, true],
    ['facility', 'rendered each time', everyOneNew(facilityPages, 200_000), CONNECTIONS, false],
    ['provider', 'rendered each time', everyOneNew(providerPages, 200_000), CONNECTIONS, false],
    ['results', 'rendered each time', everyOneNew(resultPages, 200_000), CONNECTIONS, false],
    ['/api/health', '—', ['/api/health'], CONNECTIONS, false],
    [
      'facility',
      'overload, rendered each time',
      everyOneNew(facilityPages, 400_000),
      OVERLOAD_CONNECTIONS,
      false,
    ],
  ];
  for (const [page, setting, paths, connections, judged] of loads) {
    console.log(
      `${page}, ${setting}: ${new Set(paths).size} distinct URLs, ${connections} connections, ${SECONDS} s…`,
    );
    // Popular pages are kept once a visitor has asked for them: each is asked for once before the run.
    if (setting === 'as deployed') {
      for (const path of paths)
        await (await fetch(server.baseUrl + path, { headers: BROWSER_HEADERS })).arrayBuffer();
    }
    const result = await drive(server.baseUrl, paths, connections, SECONDS, BROWSER_HEADERS);
    rows.push({ page, setting, connections, result, judged });
  }
} finally {
  await server.stop();
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1)).padStart(9);
console.log(
  `\n${'page'.padEnd(12)}${'setting'.padEnd(30)}${'conns'.padStart(6)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}` +
    `${'p99 ms'.padStart(9)}${'req/s'.padStart(8)}  non-2xx          errors  verdict`,
);
let failed = false;
for (const { page, setting, connections, result, judged } of rows) {
  const non2xx = Object.values(result.non2xx).reduce((sum, count) => sum + count, 0);
  const within =
    result.requestsPerSecond >= GOAL.requestsPerSecond &&
    result.p99 <= GOAL.p99Ms &&
    !result.errors &&
    !non2xx;
  if (judged && !within) failed = true;
  const overload = connections === OVERLOAD_CONNECTIONS;
  // Under overload only 503s may be refused, and none may be a 500 or a time-out.
  const shedCleanly = Object.keys(result.non2xx).every((status) => status === '503') && !result.errors;
  if (overload && !shedCleanly) failed = true;
  const verdict = judged
    ? `${within ? 'meets' : 'MISSES'} the goal (≥ ${GOAL.requestsPerSecond} req/s, p99 ≤ ${GOAL.p99Ms} ms, no errors)`
    : overload
      ? shedCleanly
        ? 'sheds with 503s only'
        : 'FAILS: errors other than 503'
      : 'informative';
  console.log(
    `${page.padEnd(12)}${setting.padEnd(30)}${String(connections).padStart(6)}${ms(result.p50)}${ms(result.p95)}` +
      `${ms(result.p99)}${Math.round(result.requestsPerSecond).toString().padStart(8)}  ` +
      `${(non2xx ? `${non2xx} ${JSON.stringify(result.non2xx)}` : '0').padEnd(15)}  ${String(result.errors).padEnd(6)}  ${verdict}`,
  );
}
console.log('\nThe load generator shares the machine with the server and PostgreSQL.');
process.exitCode = failed ? 1 : 0;
