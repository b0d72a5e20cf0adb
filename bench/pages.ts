/**
 * `npm run bench:pages`: server-rendered pages under 50 concurrent connections, beside `/api/health` in the
 * same server, on PostgreSQL and on PGlite, against DESIGN §6's goal for fresh pages and the hardening
 * issue's for kept ones.
 *
 * The databases are bench:search's (50,000 facilities, 100,000 providers, 150,000 reviews; seeded once, kept).
 * On each engine:
 * - fresh facility pages (judged, DESIGN §6: ≤ 1 % refused, p99 ≤ 1 s): 500 different facility pages, every
 *   request with a query parameter no other request has, so every one is a new render (the loaders' API
 *   calls, React's render, compression): what pages nobody asked for this minute cost;
 * - an overload run: 200 connections of new renders, which the server must shed as fast 503s only.
 * On PostgreSQL also, each page kind (facility, provider, results) twice:
 * - as deployed (judged: ≥ 300 req/s, p99 ≤ 500 ms, nothing refused): a hundred popular listings (forty
 *   searches) that visitors repeat, answered from the kept pages once rendered in the minute (decision 0016);
 * - rendered each time (reported): as the fresh run, over those hundred listings and forty searches.
 * Requests ask for brotli or gzip, as browsers do. BENCH_PAGES_SECONDS sets each run's length (default 15).
 */
import { availableParallelism, loadavg } from 'node:os';
import { startBuiltServer } from './support/built-server.ts';
import { API_KEY, getJson, searchIndexBuilt } from './support/api.ts';
import { drive, refusedShare, type LoadResult } from './support/load.ts';
import { POSTGRES_URL, SIZE, TEXT_QUERIES, TYPO_QUERIES } from './support/search-mix.ts';
import { seededPgliteDataDir, seededPostgres } from './support/seeded-databases.ts';

const CONNECTIONS = 50;
const OVERLOAD_CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 15);
/** Kept pages, as deployed. */
const GOAL = { requestsPerSecond: 300, p99Ms: 500 };
/** Fresh pages (DESIGN §6). */
const FRESH_GOAL = { refusedShare: 0.01, p99Ms: 1_000 };
const POPULAR_LISTINGS = 100;
const FRESH_FACILITY_PAGES = 500;
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

type Engine = 'PostgreSQL' | 'PGlite';
type Judged = 'kept' | 'fresh' | 'overload' | false;

interface Row {
  engine: Engine;
  page: string;
  setting: string;
  connections: number;
  result: LoadResult;
  judged: Judged;
}

/** Listing ids in the order search ranks them for a broad query: the ones visitors reach first. */
async function popularIds(baseUrl: string, kind: 'facility' | 'provider', count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const { items } = await getJson<{ items: { id: string }[] }>(
      baseUrl,
      `/api/search?kind=${kind}&state=lagos&pageSize=50&page=${page}`,
    );
    if (!items.length) break;
    ids.push(...items.map((item) => item.id));
  }
  return ids.slice(0, count);
}

/** The same paths, each request with a parameter of its own, so that no answer is kept for another. */
function everyOneNew(paths: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const path = paths[index % paths.length]!;
    return `${path}${path.includes('?') ? '&' : '?'}visit=${index}`;
  });
}

/** The runs of one engine, each printed as it starts; PostgreSQL's include every page kind. */
async function measure(engine: Engine, env: Record<string, string>, dataDir?: string): Promise<Row[]> {
  const server = await startBuiltServer({ API_KEYS: API_KEY, SEED_DEMO: 'false', ...env }, dataDir);
  const rows: Row[] = [];
  try {
    // Measured once the search index is built: its build loads the machine (on PGlite it holds the event
    // loop), and a server in service has long built it.
    const { lastBuildMs } = await searchIndexBuilt(server.baseUrl);
    console.log(
      `\n${engine}: server ready in ${(server.startupMs / 1000).toFixed(1)} s, search index built in ` +
        `${((lastBuildMs ?? 0) / 1000).toFixed(1)} s (load average ${loadavg()[0]!.toFixed(2)} on ` +
        `${availableParallelism()} cores).`,
    );
    const facilityIds = await popularIds(server.baseUrl, 'facility', FRESH_FACILITY_PAGES);
    const facilityPages = facilityIds.map((id) => `/facilities/${id}`);
    const popularFacilityPages = facilityPages.slice(0, POPULAR_LISTINGS);
    const providerPages = (await popularIds(server.baseUrl, 'provider', POPULAR_LISTINGS)).map(
      (id) => `/providers/${id}`,
    );
    const resultPages = [...TEXT_QUERIES, ...TYPO_QUERIES, 'hospital lagos', 'pharmacy ikeja'].flatMap(
      (q) => [
        `/search-result?${new URLSearchParams({ q })}`,
        `/search-result?${new URLSearchParams({ q, openNow: 'true' })}`,
      ],
    );
    for (const path of [facilityPages[0]!, providerPages[0]!, resultPages[0]!]) {
      const response = await fetch(server.baseUrl + path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
    const fresh: [string, string, string[], number, Judged][] = [
      [
        'facility',
        `fresh, ${FRESH_FACILITY_PAGES} pages`,
        everyOneNew(facilityPages, 200_000),
        CONNECTIONS,
        'fresh',
      ],
    ];
    const everyKind: typeof fresh =
      engine === 'PostgreSQL'
        ? [
            ['facility', 'as deployed', popularFacilityPages, CONNECTIONS, 'kept'],
            ['provider', 'as deployed', providerPages, CONNECTIONS, 'kept'],
            ['results', 'as deployed', resultPages, CONNECTIONS, 'kept'],
            ['provider', 'rendered each time', everyOneNew(providerPages, 200_000), CONNECTIONS, false],
            ['results', 'rendered each time', everyOneNew(resultPages, 200_000), CONNECTIONS, false],
            ['/api/health', '—', ['/api/health'], CONNECTIONS, false],
          ]
        : [];
    const overload: typeof fresh = [
      [
        'facility',
        'overload, rendered each time',
        everyOneNew(facilityPages, 400_000),
        OVERLOAD_CONNECTIONS,
        'overload',
      ],
    ];
    for (const [page, setting, paths, connections, judged] of [...fresh, ...everyKind, ...overload]) {
      console.log(
        `${engine}, ${page}, ${setting}: ${new Set(paths).size} distinct URLs, ${connections} connections, ${SECONDS} s…`,
      );
      // Popular pages are kept once a visitor has asked for them: each is asked for once before the run.
      if (setting === 'as deployed') {
        for (const path of paths)
          await (await fetch(server.baseUrl + path, { headers: BROWSER_HEADERS })).arrayBuffer();
      }
      const result = await drive(server.baseUrl, paths, connections, SECONDS, BROWSER_HEADERS);
      rows.push({ engine, page, setting, connections, result, judged });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

await seededPostgres(POSTGRES_URL, SIZE);
const pgliteDataDir = await seededPgliteDataDir(SIZE);
const rows = [
  ...(await measure('PostgreSQL', { DATABASE_URL: POSTGRES_URL })),
  ...(await measure('PGlite', {}, pgliteDataDir)),
];

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1)).padStart(9);
/** Whether a run met its goal, and the goal in words. */
function verdict({ judged, result }: Row): { met: boolean; words: string } {
  const non2xx = Object.values(result.non2xx).reduce((sum, count) => sum + count, 0);
  // Only 503s may be refused, and none may be a 500 or a time-out.
  const onlyShed = Object.keys(result.non2xx).every((status) => status === '503') && !result.errors;
  switch (judged) {
    case 'kept': {
      const met =
        result.requestsPerSecond >= GOAL.requestsPerSecond &&
        result.p99 <= GOAL.p99Ms &&
        !result.errors &&
        !non2xx;
      return {
        met,
        words: `${met ? 'meets' : 'MISSES'} the goal (≥ ${GOAL.requestsPerSecond} req/s, p99 ≤ ${GOAL.p99Ms} ms, no errors)`,
      };
    }
    case 'fresh': {
      const met =
        onlyShed && refusedShare(result) <= FRESH_GOAL.refusedShare && result.p99 <= FRESH_GOAL.p99Ms;
      return {
        met,
        words: `${met ? 'meets' : 'MISSES'} the goal (≤ ${FRESH_GOAL.refusedShare * 100} % refused, p99 ≤ ${FRESH_GOAL.p99Ms} ms)`,
      };
    }
    case 'overload':
      return { met: onlyShed, words: onlyShed ? 'sheds with 503s only' : 'FAILS: errors other than 503' };
    default:
      return { met: true, words: 'informative' };
  }
}

console.log(
  `\n${'engine'.padEnd(11)}${'page'.padEnd(12)}${'setting'.padEnd(30)}${'conns'.padStart(6)}${'p50 ms'.padStart(9)}` +
    `${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s'.padStart(8)}${'refused'.padStart(9)}  ` +
    `${'non-2xx'.padEnd(15)}  errors  verdict`,
);
let failed = false;
for (const row of rows) {
  const { engine, page, setting, connections, result } = row;
  const non2xx = Object.values(result.non2xx).reduce((sum, count) => sum + count, 0);
  const { met, words } = verdict(row);
  if (!met) failed = true;
  console.log(
    `${engine.padEnd(11)}${page.padEnd(12)}${setting.padEnd(30)}${String(connections).padStart(6)}${ms(result.p50)}` +
      `${ms(result.p95)}${ms(result.p99)}${Math.round(result.requestsPerSecond).toString().padStart(8)}` +
      `${`${(refusedShare(result) * 100).toFixed(1)} %`.padStart(9)}  ` +
      `${(non2xx ? `${non2xx} ${JSON.stringify(result.non2xx)}` : '0').padEnd(15)}  ${String(result.errors).padEnd(6)}  ${words}`,
  );
}
console.log(
  '\nLatencies are of every response; the load generator shares the machine with the server and the database.',
);
process.exitCode = failed ? 1 : 0;
