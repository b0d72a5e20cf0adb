/**
 * `npm run bench:cluster` (issue 36, item 2): the topology of `deploy/` built on this machine from Debian's
 * packages — a PostgreSQL primary and a streaming replica (`pg_basebackup`), PgBouncer in transaction pooling
 * before both, Redis, two app processes and nginx in front — driven by a mixed load of searches, page views
 * and writes while it
 *   1. starts the two processes at once on an empty database (migrations run once, both serve);
 *   2. kills one process (SIGKILL) and starts it again;
 *   3. renames a facility type used by 10,000 listings and imports 5,000 generated registry rows, then
 *      renames it back and forth until most slots are dead and each process has built its index afresh;
 *   4. stops the replica, then starts it again;
 *   5. backs up the primary and the uploaded images as docs/deploy.md says, restores them into a new
 *      database and data directory, and serves them from a third process;
 * and prints a JSON summary: requests, failures, p95 before and during each step, freshness in seconds.
 */
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { importGrid3, openDatabase } from '@carefinder/db';
import { LocalCluster, writeResampledGrid3 } from '@carefinder/db/testing';
import { backUp, restore } from './support/backup-restore.ts';
import { query } from './support/postgres.ts';
import { AppProcess, startNginx, startPgBouncer, startRedis } from './support/cluster-parts.ts';
import { TEXT_QUERIES } from './support/search-mix.ts';

const API_KEY = 'carefinder-bench';
const ADMIN = { email: 'admin@cluster.bench', password: 'Cluster-Bench-Lagos-2026' };
const TYPED_LISTINGS = Number(process.env.BENCH_CLUSTER_LISTINGS ?? 10_000);
const IMPORTED_ROWS = TYPED_LISTINGS / 2;
const CONCURRENCY = 16;
const STEP_SECONDS = Number(process.env.BENCH_CLUSTER_STEP_SECONDS ?? 15);
/** A word no listing holds, added to the imported rows' names: a search for it counts them. */
const IMPORT_MARK = 'Imbaliwe';
/** Words no listing holds, so a search for one counts exactly the listings of the type. */
const TYPE = { name: 'Zobiru clinic', renamed: 'Kwashiwa clinic', word: 'zobiru', renamedWord: 'kwashiwa' };

type Kind = 'search' | 'page' | 'write';
/**
 * nginx's answer to a request whose process closed or reset the connection before answering: a write in
 * flight on a killed process (nginx retries only idempotent requests; proxyErrors gives its reasons).
 */
const CUT_OFF = 502;
interface Sample {
  step: string;
  kind: Kind;
  ms: number;
  status: number;
  /** No answer: the connection failed or was cut. */
  connectionError: boolean;
}

const work = mkdtempSync(join(tmpdir(), 'carefinder-bench-cluster-'));
// PgBouncer runs as the postgres user and reads its configuration from here.
chmodSync(work, 0o755);
const stops: (() => Promise<void>)[] = [];
const log = (message: string) => process.stderr.write(`${message}\n`);

async function run() {
  log('Starting PostgreSQL primary and replica, PgBouncer, Redis…');
  const cluster = await LocalCluster.start();
  stops.push(() => cluster.stop());
  /** A database on the primary, reached directly (not through PgBouncer). */
  const primaryDatabase = (name: string) => cluster.primary.url.replace(/postgres$/, name);
  await query(cluster.primary.url, 'create database carefinder');
  const pooler = await startPgBouncer(join(work, 'pgbouncer'), {
    primaryPort: cluster.primary.port,
    replicaPort: cluster.replica.port,
    database: 'carefinder',
  });
  stops.push(() => pooler.stop());
  const redis = await startRedis();
  stops.push(() => redis.stop());

  // As deploy/compose.yaml has it: one images volume and the same secrets for every process.
  const env = () => ({
    DATABASE_URL: pooler.url('carefinder'),
    DATABASE_READ_URL: pooler.url('carefinder_read'),
    REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    DATA_DIR: join(work, 'data'),
    JWT_SECRET: 'cluster-bench-jwt-secret-of-at-least-32-characters',
    PHONE_HASH_SECRET: 'cluster-bench-phone-hash-secret-of-32-characters',
    API_KEYS: `carefinder-web,${API_KEY}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    SEARCH_RATE_LIMIT_PER_MINUTE: '0',
    SEARCH_INDEX_THREADS: '1',
  });
  const apps = [await AppProcess.on(env()), await AppProcess.on(env())] as const;
  log(`Apps on ${apps.map((app) => app.baseUrl).join(' and ')}`);
  stops.push(() => Promise.all(apps.map((app) => app.stop())).then(() => {}));

  log('Starting two app processes at once on the empty database…');
  const startedAt = performance.now();
  await Promise.all(apps.map((app) => app.start()));
  const bothServeMs = Math.round(performance.now() - startedAt);
  const migrations = await countRows(
    pooler.url('carefinder'),
    'select count(*) from drizzle.__drizzle_migrations',
  );
  const migrationFiles = readdirSync('packages/db/migrations').filter((file) => file.endsWith('.sql')).length;
  const nginx = await startNginx(
    join(work, 'nginx'),
    apps.map((app) => app.port),
  );
  stops.push(() => nginx.stop());

  log(`Importing ${TYPED_LISTINGS} registry rows of one facility type…`);
  const database = await openDatabase({ databaseUrl: pooler.url('carefinder'), poolSize: 4 });
  stops.push(() => database.close());
  const typedFile = join(work, 'typed.csv');
  writeResampledGrid3(typedFile, TYPED_LISTINGS, 7, 0);
  await importGrid3(database.db, typedFile);
  const token = await signIn(nginx.baseUrl);
  const type = await createType(nginx.baseUrl, token);
  const { rowCount: typed } = await query(
    pooler.url('carefinder'),
    `update facilities set facility_type_id = ${type.id} where source_id is not null and not is_demo`,
  );
  for (const app of apps)
    await waitUntil(
      () => searchTotal(app.baseUrl, TYPE.word),
      (total) => total === typed,
    );
  const facilityPages = await pagePaths(nginx.baseUrl);

  const load = new MixedLoad(nginx.baseUrl, token, facilityPages);
  load.start();
  try {
    load.step = 'before';
    await sleep(STEP_SECONDS * 1000);

    log('Killing one app process (SIGKILL) and starting it again…');
    load.step = 'process killed';
    await apps[0].kill();
    const killedAt = performance.now();
    await sleep(1_000);
    await apps[0].start();
    const servedAgainAt = performance.now();
    const answeredFromDatabase = await searchesUntilIndexReady(apps[0]);
    const restart = {
      serveAgainSeconds: seconds(servedAgainAt - killedAt),
      searchesAnsweredFromDatabaseMeanwhile: answeredFromDatabase,
      indexReadySeconds: seconds(performance.now() - killedAt),
    };
    await sleep(STEP_SECONDS * 1000);

    log(`Renaming the type of ${TYPED_LISTINGS} listings, then importing ${IMPORTED_ROWS} rows…`);
    load.step = 'bulk changes';
    const renameSentAt = performance.now();
    // Freshness counts from the commit, seen on the primary within 10 ms.
    const committed = waitUntil(
      () => query(primaryDatabase('carefinder'), `select name from taxonomy_terms where id = ${type.id}`),
      (result) => (result.rows[0] as { name: string } | undefined)?.name === TYPE.renamed,
      60_000,
      10,
    );
    // The request answers once its own search is fresh: the processes are watched from the commit on.
    const renamed = renameType(nginx.baseUrl, token, type.id).then(() =>
      seconds(performance.now() - renameSentAt),
    );
    // Its failure is thrown where it is awaited, after the watches (which then time out), not as unhandled.
    renamed.catch(() => {});
    const renamedAt = renameSentAt + (await committed).ms;
    const renameFreshness = await secondsUntilEach(
      apps,
      (app) => searchTotal(app.baseUrl, TYPE.renamedWord),
      (total) => total === typed,
      renamedAt,
    );
    const renameRequestSeconds = await renamed;
    const importFile = join(work, 'imported.csv');
    writeResampledGrid3(importFile, IMPORTED_ROWS, 11, TYPED_LISTINGS);
    markNames(importFile, IMPORT_MARK);
    const importStartedAt = performance.now();
    const report = await importGrid3(database.db, importFile);
    const importSeconds = seconds(performance.now() - importStartedAt);
    const importFreshness = await secondsUntilEach(
      apps,
      (app) => searchTotal(app.baseUrl, IMPORT_MARK),
      (total) => total === report.inserted,
      performance.now(),
    );
    const rebuiltDuringBulk = (
      await Promise.all(apps.map(async (app) => (await readiness(app.baseUrl)).search.matchedIn !== 'memory'))
    ).some(Boolean);
    // Renamed back and again: most slots are now dead, and each process builds its index afresh in turn.
    // (Up to four renames: a process started again in step 2 holds fewer dead slots than one that was not.)
    const watch = watchRebuilds(apps);
    for (const name of [TYPE.name, TYPE.renamed, TYPE.name, TYPE.renamed]) {
      await renameType(nginx.baseUrl, token, type.id, name);
      if (await watch.eachRebuiltWithin(10_000)) break;
    }
    const rebuildsInTurn = await watch.stop();
    await sleep(Math.max(0, STEP_SECONDS * 1000 - (performance.now() - renameSentAt)));

    log('Stopping the replica, then starting it again…');
    load.step = 'replica stopped';
    await cluster.stopReplica();
    const fallBack = await secondsUntilReplicaInUse(apps, false);
    await sleep(STEP_SECONDS * 1000);
    load.step = 'replica back';
    await cluster.startReplica();
    const comeBack = await secondsUntilReplicaInUse(apps, true);
    await sleep(STEP_SECONDS * 1000);
    await load.stop();

    const written = load.acknowledged;
    const acknowledgedKept = `select count(*) from facilities where id = any('{${written.join(',')}}'::uuid[])`;
    const kept = await countRows(pooler.url('carefinder'), acknowledgedKept);

    log('Backing up the primary and the images, restoring them into a new database and serving it…');
    const cover = await uploadCover(nginx.baseUrl, token);
    const backupStartedAt = performance.now();
    const backup = await backUp(primaryDatabase('carefinder'), env().DATA_DIR, join(work, 'backup'));
    const backupSeconds = seconds(performance.now() - backupStartedAt);
    await query(cluster.primary.url, 'create database carefinder_restored');
    const restoreStartedAt = performance.now();
    const restoredDataDir = join(work, 'restored-data');
    await restore(backup, primaryDatabase('carefinder_restored'), restoredDataDir);
    const restoreSeconds = seconds(performance.now() - restoreStartedAt);
    const { DATABASE_READ_URL: _replica, ...direct } = env();
    const restoredApp = await AppProcess.on({
      ...direct,
      DATABASE_URL: primaryDatabase('carefinder_restored'),
      DATA_DIR: restoredDataDir,
    });
    stops.push(() => restoredApp.stop());
    await restoredApp.start();
    await waitUntil(
      () => readiness(restoredApp.baseUrl),
      (ready) => ready.search.matchedIn === 'memory',
    );
    const facilities = 'select count(*) from facilities';
    const restoredCover = await fetch(restoredApp.baseUrl + cover.url);
    const restored = {
      dumpBytes: backup.dumpBytes,
      imagesBytes: backup.imagesBytes,
      backupSeconds,
      restoreSeconds,
      facilities: [
        await countRows(primaryDatabase('carefinder'), facilities),
        await countRows(primaryDatabase('carefinder_restored'), facilities),
      ],
      acknowledgedWritesFound: await countRows(primaryDatabase('carefinder_restored'), acknowledgedKept),
      importedFoundBySearch: await searchTotal(restoredApp.baseUrl, IMPORT_MARK),
      coverServed: restoredCover.ok && Buffer.from(await restoredCover.arrayBuffer()).equals(cover.bytes),
    };
    return {
      topology: {
        postgres: 'primary + streaming replica (pg_basebackup), PostgreSQL 15',
        pooler: 'PgBouncer, transaction pooling, before both',
        apps: 2,
        proxy: 'nginx (deploy/nginx/carefinder.conf)',
        loadConcurrency: CONCURRENCY,
      },
      startTogether: { bothServeMs, migrationsRecorded: migrations, migrationFiles },
      requests: load.figures(),
      restart,
      bulk: {
        typedListings: typed,
        renameRequestSeconds,
        renameFreshnessSeconds: renameFreshness,
        imported: report.inserted,
        importSeconds,
        importFreshnessSeconds: importFreshness,
        anyProcessRebuilt: rebuiltDuringBulk,
        rebuildsInTurn,
      },
      replica: { readsOnPrimaryAfterSeconds: fallBack, backOnReplicaAfterSeconds: comeBack },
      writes: { acknowledged: written.length, foundAfterwards: kept },
      restored,
      proxyErrors: nginx.errors(),
    };
  } finally {
    await load.stop();
  }
}

/** Adds `mark` to the name of every row of a registry file. */
function markNames(file: string, mark: string): void {
  const [header = '', ...rows] = readFileSync(file, 'utf8').trimEnd().split('\n');
  const name = header.split(',').indexOf('facility_name');
  const marked = rows.map((row) => {
    const fields = row.split(',');
    fields[name] = `${fields[name]} ${mark}`;
    return fields.join(',');
  });
  writeFileSync(file, [header, ...marked].join('\n') + '\n');
}

async function countRows(url: string, text: string): Promise<number> {
  return Number(((await query(url, text)).rows[0] as { count: string } | undefined)?.count ?? 0);
}

function seconds(ms: number): number {
  return Math.round(ms / 10) / 100;
}

async function waitUntil<Value>(
  read: () => Promise<Value>,
  done: (value: Value) => boolean,
  timeoutMs = 120_000,
  everyMs = 50,
): Promise<{ value: Value; ms: number }> {
  const started = performance.now();
  for (;;) {
    const last = await read().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    if ('value' in last && done(last.value)) return { value: last.value, ms: performance.now() - started };
    if (performance.now() - started > timeoutMs)
      throw new Error(`Not done within ${timeoutMs / 1000} s; last read: ${JSON.stringify(last)}`);
    await sleep(everyMs);
  }
}

/** Seconds from `since` until `done` holds of what `read` answers, for each app process. */
function secondsUntilEach<Value>(
  apps: readonly AppProcess[],
  read: (app: AppProcess) => Promise<Value>,
  done: (value: Value) => boolean,
  since: number,
): Promise<number[]> {
  return Promise.all(
    apps.map(async (app) => {
      await waitUntil(() => read(app), done);
      return seconds(performance.now() - since);
    }),
  );
}

/**
 * Watches the processes' readiness every 20 ms from now: whether each built its index afresh (it answered
 * from the database, or its last build changed, then from memory again), and the most that answered searches
 * from the database at once.
 */
function watchRebuilds(apps: readonly AppProcess[]) {
  let watching = true;
  let mostOnDatabase = 0;
  const firstBuilds: (number | null | undefined)[] = apps.map(() => undefined);
  const rebuilt = apps.map(() => false);
  const sawDatabase = apps.map(() => false);
  const loop = (async () => {
    while (watching) {
      const states = await Promise.all(apps.map((app) => readiness(app.baseUrl).catch(() => null)));
      const onDatabase = states.filter((state) => state?.search.matchedIn === 'database').length;
      mostOnDatabase = Math.max(mostOnDatabase, onDatabase);
      states.forEach((state, at) => {
        if (!state) return;
        if (state.search.matchedIn === 'database') sawDatabase[at] = true;
        if (firstBuilds[at] === undefined) firstBuilds[at] = state.search.lastBuildMs;
        else if (
          state.search.matchedIn === 'memory' &&
          (sawDatabase[at] || state.search.lastBuildMs !== firstBuilds[at])
        )
          rebuilt[at] = true;
      });
      await sleep(20);
    }
  })();
  return {
    async eachRebuiltWithin(timeoutMs: number): Promise<boolean> {
      const deadline = performance.now() + timeoutMs;
      while (!rebuilt.every(Boolean) && performance.now() < deadline) await sleep(50);
      return rebuilt.every(Boolean);
    },
    async stop() {
      watching = false;
      await loop;
      return { rebuilt, mostAnsweringFromTheDatabaseAtOnce: mostOnDatabase };
    },
  };
}

/** Seconds from now until each process's reads go to the replica (`inUse`), or no longer do. */
function secondsUntilReplicaInUse(apps: readonly AppProcess[], inUse: boolean): Promise<number[]> {
  return secondsUntilEach(
    apps,
    (app) => readiness(app.baseUrl),
    (ready) => ready.replica?.inUse === inUse,
    performance.now(),
  );
}

interface Readiness {
  search: { matchedIn: 'memory' | 'database'; listings: number; lastBuildMs: number | null };
  replica?: { inUse: boolean; behindBytes: number | null };
}
async function readiness(baseUrl: string): Promise<Readiness> {
  const response = await fetch(`${baseUrl}/api/ready`);
  return (await response.json()) as Readiness;
}

async function searchTotal(baseUrl: string, q: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(q)}&pageSize=1`, {
    headers: { 'x-api-key': API_KEY },
  });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return ((await response.json()) as { total: number }).total;
}

/** Searches the process answered (from the database) until its index was ready; a failed one throws. */
async function searchesUntilIndexReady(app: AppProcess): Promise<number> {
  let answered = 0;
  while ((await readiness(app.baseUrl)).search.matchedIn !== 'memory') {
    await searchTotal(app.baseUrl, TEXT_QUERIES[answered % TEXT_QUERIES.length]!);
    answered++;
  }
  return answered;
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

function asAdmin(token: string, more: Record<string, string> = {}): Record<string, string> {
  return { 'x-api-key': API_KEY, authorization: `Bearer ${token}`, ...more };
}

async function createType(baseUrl: string, token: string): Promise<{ id: number }> {
  const response = await fetch(`${baseUrl}/api/facility-types`, {
    method: 'POST',
    headers: asAdmin(token, { 'content-type': 'application/json' }),
    body: JSON.stringify({ name: TYPE.name }),
  });
  if (response.status !== 201)
    throw new Error(`new type answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/** An ADMIN's blog cover, uploaded as the back office does: its address and the bytes served there. */
async function uploadCover(baseUrl: string, token: string): Promise<{ url: string; bytes: Buffer }> {
  const png = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 0, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const response = await fetch(`${baseUrl}/api/blog-posts/covers`, {
    method: 'POST',
    headers: asAdmin(token, { 'content-type': 'image/png' }),
    body: png,
  });
  if (response.status !== 201)
    throw new Error(`the cover upload answered ${response.status}: ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  const served = await fetch(baseUrl + url);
  return { url, bytes: Buffer.from(await served.arrayBuffer()) };
}

async function renameType(baseUrl: string, token: string, id: number, name = TYPE.renamed): Promise<void> {
  const current = await fetch(`${baseUrl}/api/facility-types/${id}`, { headers: asAdmin(token) });
  const response = await fetch(`${baseUrl}/api/facility-types/${id}`, {
    method: 'PATCH',
    headers: asAdmin(token, {
      'content-type': 'application/json',
      'if-match': current.headers.get('etag') ?? '',
    }),
    body: JSON.stringify({ name }),
  });
  if (!response.ok) throw new Error(`rename answered ${response.status}: ${await response.text()}`);
}

/** Pages of listings of the demo data, as visitors open them. */
async function pagePaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/search?q=clinic&pageSize=20`, {
    headers: { 'x-api-key': API_KEY },
  });
  const { items } = (await response.json()) as { items: { id: string; kind: string }[] };
  return items.filter((item) => item.kind === 'facility').map((item) => `/facilities/${item.id}`);
}

/**
 * CONCURRENCY visitors, each sending one request after another through nginx: seven searches in ten (many
 * queries, states and pages, as nginx keeps each for its s-maxage), two listing pages, one write (an ADMIN
 * adding a facility, whose id is kept to find it afterwards).
 */
class MixedLoad {
  step = 'warm-up';
  readonly samples: Sample[] = [];
  readonly acknowledged: string[] = [];
  private running = false;
  private sent = 0;
  private visitors: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly pages: readonly string[],
  ) {}

  start(): void {
    this.running = true;
    this.visitors = Array.from({ length: CONCURRENCY }, () => this.visitor());
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.visitors);
  }

  private async visitor(): Promise<void> {
    while (this.running) {
      const n = this.sent++;
      const slot = n % 10;
      const kind: Kind = slot < 7 ? 'search' : slot < 9 ? 'page' : 'write';
      await this.send(kind, n);
    }
  }

  private async send(kind: Kind, n: number): Promise<void> {
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(this.baseUrl + this.path(kind, n), this.init(kind, n));
      status = response.status;
      const body = await response.text();
      if (kind === 'write' && status === 201) this.acknowledged.push((JSON.parse(body) as { id: string }).id);
    } catch {
      status = 0;
    }
    // A request counts in the step it ended in: a write sent just before a kill fails in the kill's step.
    this.samples.push({
      step: this.step,
      kind,
      ms: performance.now() - started,
      status,
      connectionError: status === 0,
    });
  }

  private path(kind: Kind, n: number): string {
    if (kind === 'page') return this.pages[n % this.pages.length] ?? '/';
    if (kind === 'write') return '/api/facilities';
    const q = TEXT_QUERIES[n % TEXT_QUERIES.length]!;
    return `/api/search?q=${encodeURIComponent(q)}&page=${1 + (Math.floor(n / 10) % 5)}`;
  }

  private init(kind: Kind, n: number): RequestInit {
    const signal = AbortSignal.timeout(10_000);
    if (kind !== 'write') return { headers: { 'x-api-key': API_KEY }, signal };
    return {
      method: 'POST',
      headers: asAdmin(this.token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ name: `Cluster Bench Clinic ${n}`, ownership: 'private', level: 'primary' }),
      signal,
    };
  }

  /**
   * Per step: requests, p95 of the answers, the slowest read, failures of idempotent requests, and writes cut
   * off, unanswered or failed.
   */
  figures() {
    const steps = [...new Set(this.samples.map((sample) => sample.step))];
    return Object.fromEntries(
      steps.map((step) => {
        const of = this.samples.filter((sample) => sample.step === step);
        const reads = of.filter((sample) => sample.kind !== 'write');
        const writes = of.filter((sample) => sample.kind === 'write');
        return [
          step,
          {
            requests: of.length,
            p95Ms: percentile(
              reads.filter((sample) => sample.status === 200).map((sample) => sample.ms),
              0.95,
            ),
            slowestReadMs: Math.round(reads.reduce((slowest, sample) => Math.max(slowest, sample.ms), 0)),
            readFailures: reads.filter((sample) => sample.status !== 200).length,
            readStatuses: countBy(
              reads.filter((sample) => sample.status !== 200).map((sample) => sample.status),
            ),
            writes: writes.length,
            writesWithoutAnswer: writes.filter((sample) => sample.connectionError).length,
            writesCutOff: writes.filter((sample) => sample.status === CUT_OFF).length,
            writeFailures: writes.filter(
              (sample) => !sample.connectionError && sample.status !== 201 && sample.status !== CUT_OFF,
            ).length,
            writeStatuses: countBy(
              writes.filter((sample) => sample.status !== 201).map((sample) => sample.status),
            ),
          },
        ];
      }),
    );
  }
}

function percentile(values: number[], p: number): number {
  values.sort((a, b) => a - b);
  return Math.round(values[Math.max(0, Math.ceil(p * values.length) - 1)] ?? NaN);
}

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

async function tearDown(): Promise<void> {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
// Stopped by a signal, the servers it started stop too.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void tearDown().finally(() => process.exit(130)));

try {
  const summary = await run();
  console.log(JSON.stringify(summary, null, 2));
} catch (error) {
  if (process.env.BENCH_CLUSTER_KEEP) {
    log(`${String(error)}\nKept for 10 minutes in ${work}`);
    await sleep(600_000);
  }
  throw error;
} finally {
  await tearDown();
}
