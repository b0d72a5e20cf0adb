import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { ReadReplicaPool, type ReplicaState } from './read-replica.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One query interface over both engines: every module is written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  /**
   * For reads that may lag a moment behind the writes (searches, anonymous page views, exports): a streaming
   * replica while it keeps up (DATABASE_READ_URL), else the primary; `db` when there is no replica.
   */
  readDb: Database;
  /** Where reads go and how far behind the replica is; null without one. */
  replicaState(): ReplicaState | null;
  engine: DatabaseEngine;
  /** Rejects when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Runs `work` while no other process on this database runs work under the same `name` (the start-up's
   * migrations and first data: two processes starting together on an empty database). PostgreSQL: an
   * advisory lock of a transaction held open on a connection of its own for as long as `work` runs, so it
   * holds through a transaction-pooling PgBouncer too; PGlite: the data directory's lock already lets one
   * process in.
   */
  exclusively<Result>(name: string, work: () => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * Refreshes the statistics after a bulk load: the search vocabulary's word counts (the triggers add new
 * words but do not count them), then the planner's. PGlite has no autovacuum, and even PostgreSQL plans the
 * first queries after a large insert from stale statistics (measured: 120 ms → 25 ms).
 */
export async function analyzeDatabase(db: Database): Promise<void> {
  await db.execute(sql`select rebuild_search_vocabulary()`);
  await db.execute(sql`analyze`);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type cannot express. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type DatabaseOptions =
  { databaseUrl: string; readUrl?: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options);
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    const unlock = lockDataDir(options.dataDir);
    try {
      return wrapPglite(await PGlite.create(options.dataDir, { extensions: pgliteExtensions }), unlock);
    } catch (error) {
      unlock();
      throw error;
    }
  }
  return wrapPglite(options.pglite);
}

/** Where a PostgreSQL URL points, for messages: host, port and database, never its credentials. */
export function databaseLocation(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return '(unreadable DATABASE_URL)';
  }
}

export interface DatabaseWaitOptions {
  /** True for a failure that can pass by itself (unreachable, starting up): retried. Any other is thrown. */
  isTransient: (error: unknown) => boolean;
  /** Called before each wait, with the failure and how long the wait is. */
  onRetry: (retry: { attempt: number; delayMs: number; error: unknown }) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Start-up only: resolves once the database answers, retrying transient failures after a doubling delay
 * (1 s, 2 s, 4 s… at most 30 s) for as long as it takes (decision 0010). Resolves with the number of failed
 * attempts. A running app does not wait: its requests answer 503 while the database is away.
 */
export async function waitForDatabase(
  handle: Pick<DatabaseHandle, 'ping'>,
  { isTransient, onRetry, firstDelayMs = 1_000, maxDelayMs = 30_000 }: DatabaseWaitOptions,
): Promise<number> {
  for (let attempt = 1, delayMs = firstDelayMs; ; attempt++, delayMs = Math.min(delayMs * 2, maxDelayMs)) {
    try {
      await handle.ping();
      return attempt - 1;
    } catch (error) {
      if (!isTransient(error)) throw error;
      onRetry({ attempt, delayMs, error });
      await sleep(delayMs);
    }
  }
}

function wrapPglite(client: PGlite, unlock = () => {}): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    readDb: db,
    replicaState: () => null,
    engine: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusively: (_name, work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

async function openPostgres({
  databaseUrl,
  readUrl,
  poolSize = 10,
}: {
  databaseUrl: string;
  readUrl?: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  const replica = readUrl ? new ReadReplicaPool(readUrl, pool, poolSize) : undefined;
  await replica?.watch();
  return {
    db,
    readDb: replica
      ? (drizzlePostgres(replica as unknown as pg.Pool, { schema }) as unknown as Database)
      : db,
    replicaState: () => replica?.state() ?? null,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    exclusively: (name, work) => whileLockedOnPostgres(databaseUrl, name, work),
    close: async () => {
      await replica?.end();
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * `exclusively` on PostgreSQL: the lock ends with its transaction, or with its connection should the process
 * die holding it. A session lock would not do behind a transaction pooler: the server connection holding it
 * goes back to the pool at the end of the statement, and the lock with it to whoever is given it next.
 */
async function whileLockedOnPostgres<Result>(
  connectionString: string,
  name: string,
  work: () => Promise<Result>,
): Promise<Result> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [name]);
    const result = await work();
    await client.query('commit');
    return result;
  } finally {
    await client.end().catch(() => {});
  }
}
