import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  queryRows,
  seedReferenceData,
  type DatabaseHandle,
} from '@carefinder/db';
import { seedDemoData, type DemoSeedSummary } from '@carefinder/demo-data';
import { sql } from 'drizzle-orm';

export type DemoSize = Omit<DemoSeedSummary, 'users'>;

const demoDataFolder = fileURLToPath(new URL('../../packages/demo-data/src', import.meta.url));

/**
 * Seeded benchmark databases are kept between runs. One is reused only when it was seeded at the same size
 * by the same migrations, database code (packages/db/src: reference data, triggers' helpers, statistics) and
 * demo-data generator (packages/demo-data/src); otherwise it is seeded afresh.
 */
function fingerprint(size: DemoSize): string {
  const hash = createHash('sha256').update(JSON.stringify(size));
  for (const folder of [migrationsFolder, join(migrationsFolder, '..', 'src'), demoDataFolder]) {
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.endsWith('.test.ts') && statSync(join(folder, file)).isFile())
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(join(folder, file)));
  }
  return `carefinder-bench-search ${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Migrates and seeds, printing the row counts every 15 s while they change. The embedded engine never yields
 * to timers while it seeds, so PGlite shows nothing until it is done.
 */
async function seed(database: DatabaseHandle, size: DemoSize, label: string): Promise<void> {
  console.log(
    `${label}: seeding ${size.facilities} facilities, ${size.providers} providers, ${size.reviews} reviews…` +
      (database.engine === 'pglite' ? ' (minutes, without progress)' : ''),
  );
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  let seeding = true;
  let lastCounts = '';
  const timer = setInterval(() => {
    queryRows<{ counts: string }>(
      database.db,
      sql`select concat_ws(', ', (select count(*) from facilities) || ' facilities',
        (select count(*) from providers) || ' providers', (select count(*) from reviews) || ' reviews') as counts`,
    ).then(
      ([row]) => {
        if (!seeding || !row || row.counts === lastCounts) return;
        lastCounts = row.counts;
        console.log(`  ${elapsed()}: ${row.counts}`);
      },
      () => {},
    );
  }, 15_000);
  try {
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    await seedDemoData(database.db, size);
  } finally {
    seeding = false;
    clearInterval(timer);
  }
  console.log(`${label}: seeded in ${elapsed()}.`);
}

/** A PostgreSQL database at `url` holding the demo data at `size`; created (or re-created) when needed. */
export async function seededPostgres(url: string, size: DemoSize): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Use a plain database name (a-z, 0-9, _), not "${name}".`);
  const marker = fingerprint(size);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const server = await openDatabase({ databaseUrl: adminUrl.href });
  try {
    const [existing] = await queryRows<{ comment: string | null }>(
      server.db,
      sql`select shobj_description(oid, 'pg_database') as comment from pg_database where datname = ${name}`,
    );
    if (existing?.comment === marker) {
      console.log(`PostgreSQL: reusing ${name}, already seeded.`);
      return;
    }
    if (existing && !existing.comment?.startsWith('carefinder-bench-search ')) {
      throw new Error(`Database ${name} exists and was not made by this benchmark; name another one.`);
    }
    if (existing) await server.db.execute(sql.raw(`drop database ${name} with (force)`));
    await server.db.execute(sql.raw(`create database ${name}`));
  } finally {
    await server.close();
  }
  const database = await openDatabase({ databaseUrl: url });
  try {
    await seed(database, size, 'PostgreSQL');
    await database.db.execute(sql.raw(`comment on database ${name} is '${marker}'`));
  } finally {
    await database.close();
  }
}

/** A data directory (for DATA_DIR) whose embedded database holds the demo data at `size`, kept in tmpdir. */
export async function seededPgliteDataDir(size: DemoSize): Promise<string> {
  const dataDir = join(tmpdir(), 'carefinder-bench-search-pglite');
  const markerFile = join(dataDir, 'bench-seeded');
  const marker = fingerprint(size);
  if (existsSync(markerFile) && readFileSync(markerFile, 'utf8') === marker) {
    console.log(`PGlite: reusing ${dataDir}, already seeded.`);
    return dataDir;
  }
  rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await seed(database, size, 'PGlite');
  } finally {
    await database.close();
  }
  writeFileSync(markerFile, marker);
  return dataDir;
}
