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
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One query interface over both engines: every module is written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** Rejects when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (committed by any process on this
   * database, in commit order), and with null whenever the listening connection comes back after losing it
   * (what was sent meanwhile is lost). Resolves once listening, with the function that stops it.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other process on this database runs work under the same `name` (the start-up's
   * migrations and first data: two processes starting together on an empty database). PostgreSQL: a session
   * advisory lock on a connection of its own, which must reach the server directly or through session
   * pooling; PGlite: the data directory's lock already lets one process in.
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
  { databaseUrl: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize);
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
    engine: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
    exclusively: (_name, work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onNotify) => listenOnPostgres(connectionString, channel, onNotify),
    exclusively: (name, work) => whileLockedOnPostgres(connectionString, name, work),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/** How long a lost listening connection waits before it connects again: doubling from 1 s to 30 s. */
const LISTEN_RETRY_MS = { first: 1_000, max: 30_000 };

/**
 * LISTEN on a connection of its own (a pooled one is shared and returned). A lost connection is opened again
 * after a doubling delay; once back it listens again and calls `onNotify`, since what was sent meanwhile is lost.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = LISTEN_RETRY_MS.first;

  const open = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    // An error or an end means the connection is gone: listen again on a new one.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const retry = () => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      open().then(
        () => {
          retryMs = LISTEN_RETRY_MS.first;
          onNotify(null);
        },
        () => {
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
          retry();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };
  const lost = (gone: pg.Client) => {
    if (stopped || client !== gone) return;
    client = undefined;
    gone.end().catch(() => {});
    retry();
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

/** `exclusively` on PostgreSQL: the lock is released with its connection, should the process die holding it. */
async function whileLockedOnPostgres<Result>(
  connectionString: string,
  name: string,
  work: () => Promise<Result>,
): Promise<Result> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}
