/**
 * `npm run bench:fhir`: the FHIR directory (issue 37) at 50,000 facilities on PostgreSQL. Generates that many
 * registry-format rows (resampled from the shared sample, not demo: demo rows are never published) into a
 * database of its own, then against the built API:
 * - a full sync: every Location in pages of 500, following `next` links, timed end to end;
 * - an incremental sync: `_lastUpdated=gt` a moment before 100 facilities changed, which must find them all;
 * - `Location?near=` at 50 concurrent clients for BENCH_FHIR_SECONDS (default 15), against search's budget
 *   (DESIGN §6: p95 ≤ 100 ms at 50 concurrent, ≤ 1 % refused).
 * BENCH_FHIR_DATABASE_URL names the database (created and filled when it lacks the rows).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  importGrid3,
  migrateDatabase,
  openDatabase,
  seedReferenceData,
  seedTaxonomies,
} from '@carefinder/db';
import { writeResampledGrid3 } from '@carefinder/db/testing';
import { startApiServer } from './support/api.ts';
import { driveRequests, refusedShare } from './support/load.ts';
import { query } from './support/postgres.ts';

const ROWS = 50_000;
const PAGE = 500;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_FHIR_SECONDS ?? 15);
const GOAL_P95_MS = 100;
const DATABASE_URL =
  process.env.BENCH_FHIR_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carefinder_bench_fhir';

/** The rows of one statement. */
const rowsOf = async <Row>(url: string, text: string, values: unknown[] = []) =>
  (await query(url, text, values)).rows as Row[];

/** The database with ROWS published facilities, made when it lacks them. */
async function preparedDatabase(): Promise<void> {
  const name = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
  const adminUrl = new URL(DATABASE_URL);
  adminUrl.pathname = '/postgres';
  const exists = await rowsOf(adminUrl.toString(), 'select 1 from pg_database where datname = $1', [name]);
  if (exists.length) {
    const [row] = await rowsOf<{ published: number }>(
      DATABASE_URL,
      'select count(*)::int as published from facilities where not is_demo',
    ).catch(() => [{ published: 0 }]);
    if ((row?.published ?? 0) >= ROWS * 0.95) return;
    await query(adminUrl.toString(), `drop database ${name}`);
  }
  await query(adminUrl.toString(), `create database ${name}`);
  const workDir = mkdtempSync(join(tmpdir(), 'carefinder-bench-fhir-'));
  const database = await openDatabase({ databaseUrl: DATABASE_URL });
  try {
    const file = join(workDir, 'facilities.csv');
    writeResampledGrid3(file, ROWS);
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    await seedTaxonomies(database.db);
    const report = await importGrid3(database.db, file);
    console.log(`imported ${report.inserted} registry rows in ${report.seconds} s`);
  } finally {
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

interface Bundle {
  total?: number;
  entry?: { resource: { id: string } }[];
  link?: { relation: string; url: string }[];
}

async function getBundle(baseUrl: string, path: string): Promise<Bundle> {
  const response = await fetch(baseUrl + path);
  if (response.status !== 200)
    throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Bundle;
}

/** Every Location from `first`, following next links: how many, in how many pages, how long. */
async function sync(baseUrl: string, first: string) {
  const started = performance.now();
  const pageMs: number[] = [];
  const ids = new Set<string>();
  let path: string | undefined = first;
  let total: number | undefined;
  while (path) {
    const pageStarted = performance.now();
    const bundle = await getBundle(baseUrl, path);
    pageMs.push(performance.now() - pageStarted);
    total ??= bundle.total;
    for (const entry of bundle.entry ?? []) ids.add(entry.resource.id);
    const next = bundle.link?.find((link) => link.relation === 'next')?.url;
    path = next ? next.slice(next.indexOf('/fhir/')) : undefined;
  }
  pageMs.sort((a, b) => a - b);
  return {
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    locations: ids.size,
    total,
    pages: pageMs.length,
    pageP50Ms: Math.round(pageMs[Math.floor(pageMs.length / 2)] ?? NaN),
    pageP95Ms: Math.round(pageMs[Math.ceil(pageMs.length * 0.95) - 1] ?? NaN),
  };
}

/** Points across Nigeria where the registry has facilities: a visitor's "near me". */
const POINTS = [
  [6.45, 3.39],
  [6.6, 3.35],
  [12.0, 8.52],
  [9.06, 7.49],
  [7.38, 3.93],
  [4.82, 7.03],
  [6.44, 7.5],
  [10.52, 7.44],
  [11.85, 13.16],
  [8.5, 4.55],
] as const;

await preparedDatabase();
const server = await startApiServer({
  DATABASE_URL,
  SEARCH_INDEX: 'database',
  PUBLIC_URL: 'http://127.0.0.1',
});
try {
  const full = await sync(server.baseUrl, `/fhir/Location?_count=${PAGE}`);
  console.log(
    `full sync      ${full.locations} Locations (total ${String(full.total)}) in ${full.pages} pages of ${PAGE}: ` +
      `${full.seconds} s (a page p50 ${full.pageP50Ms} ms, p95 ${full.pageP95Ms} ms)`,
  );
  if (full.locations !== full.total) throw new Error('The sync did not see every Location once');

  const [{ now } = { now: '' }] = await rowsOf<{ now: string }>(
    DATABASE_URL,
    `select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
  );
  await query(
    DATABASE_URL,
    `update facilities set updated_at = now() where id in (select id from facilities where not is_demo order by id limit 100)`,
  );
  const changed = await sync(
    server.baseUrl,
    `/fhir/Location?_count=${PAGE}&_lastUpdated=ge${encodeURIComponent(now)}`,
  );
  console.log(`changes since  ${changed.locations} Locations changed (100 made) in ${changed.seconds} s`);
  if (changed.locations !== 100) throw new Error('The incremental sync missed or added changes');

  const near = await driveRequests(
    server.baseUrl,
    (n) => {
      const [latitude, longitude] = POINTS[n % POINTS.length] ?? POINTS[0];
      return { path: `/fhir/Location?near=${latitude}|${longitude}|10|km&_count=20` };
    },
    CONNECTIONS,
    SECONDS,
  );
  const verdict = near.p95 <= GOAL_P95_MS && refusedShare(near) <= 0.01 ? 'within budget' : 'OVER BUDGET';
  console.log(
    `near (${CONNECTIONS} concurrent) ${Math.round(near.answered.perSecond)} answers/s, p50 ${Math.round(near.p50)} ms, ` +
      `p95 ${Math.round(near.p95)} ms, refused ${(refusedShare(near) * 100).toFixed(1)} %, errors ${near.errors}: ${verdict} ` +
      `(goal p95 ≤ ${GOAL_P95_MS} ms, ≤ 1 % refused)`,
  );
  console.log(JSON.stringify({ fullSync: full, incrementalSync: changed, near }, null, 2));
} finally {
  await server.stop();
}
