import pg from 'pg';
import { isDatabaseUnavailable } from './database-errors.ts';

/** How often the replica's replay is compared with the primary's log. */
const WATCH_EVERY_MS = 1_000;
/** A replica that has not replayed what the primary had written this long ago is behind: reads go to the primary. */
const MAX_BEHIND_MS = 5_000;

export interface ReplicaState {
  /** Whether reads go to the replica now: it answers and has replayed what the primary wrote MAX_BEHIND_MS ago. */
  inUse: boolean;
  /** Bytes of the primary's log the replica had not replayed at the last comparison; null when it did not answer. */
  behindBytes: number | null;
}

/**
 * A pool for reads that go to a streaming replica while it keeps up, and to the primary while it is away or
 * behind: checked every second, and at once when a read finds it unreachable (that read is answered by the
 * primary). Drizzle takes it for a pool (its name says so): `query` for a statement, `connect` for a
 * transaction.
 */
export class ReadReplicaPool {
  private readonly replica: pg.Pool;
  private inUse = false;
  private behindBytes: number | null = null;
  /** The primary's log positions of the last MAX_BEHIND_MS, oldest first. */
  private readonly primaryPositions: { at: number; position: bigint }[] = [];
  private readonly timer: NodeJS.Timeout;
  private watching: Promise<void> = Promise.resolve();

  constructor(
    replicaUrl: string,
    private readonly primary: pg.Pool,
    poolSize: number,
  ) {
    this.replica = new pg.Pool({
      connectionString: replicaUrl,
      max: poolSize,
      connectionTimeoutMillis: 2_000,
    });
    this.replica.on('error', () => {});
    this.timer = setInterval(() => void (this.watching = this.watch()), WATCH_EVERY_MS);
    this.timer.unref();
  }

  /** Compares the replica with the primary now, and decides where reads go until the next comparison. */
  async watch(): Promise<void> {
    const now = Date.now();
    try {
      const position = await logPosition(this.primary.query.bind(this.primary), 'pg_current_wal_lsn()');
      this.primaryPositions.push({ at: now, position });
      // Kept: the newest position at least MAX_BEHIND_MS old (the replica must have replayed it), and later ones.
      while ((this.primaryPositions[1]?.at ?? now) <= now - MAX_BEHIND_MS) this.primaryPositions.shift();
    } catch {
      // The primary away: writes fail whatever reads do; reads keep going where they went.
      return;
    }
    try {
      const replayed = await logPosition(this.replica.query.bind(this.replica), 'pg_last_wal_replay_lsn()');
      this.behindBytes = Math.max(0, Number(this.primaryPositions.at(-1)!.position - replayed));
      this.inUse = replayed >= this.primaryPositions[0]!.position;
    } catch {
      this.behindBytes = null;
      this.inUse = false;
    }
  }

  state(): ReplicaState {
    return { inUse: this.inUse, behindBytes: this.behindBytes };
  }

  query(...args: unknown[]): Promise<unknown> {
    const run = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
    if (!this.inUse) return run(this.primary);
    return run(this.replica).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      this.inUse = false;
      return run(this.primary);
    });
  }

  connect(): Promise<pg.PoolClient> {
    if (!this.inUse) return this.primary.connect();
    return this.replica.connect().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      this.inUse = false;
      return this.primary.connect();
    });
  }

  async end(): Promise<void> {
    clearInterval(this.timer);
    await this.watching;
    if (!this.replica.ended) await this.replica.end();
  }
}

async function logPosition(query: pg.Pool['query'], position: string): Promise<bigint> {
  const result = await query<{ position: string | null }>(
    `select (${position} - '0/0'::pg_lsn)::text as position`,
  );
  const value = result.rows[0]?.position;
  if (value === null || value === undefined) throw new Error(`${position} answered nothing: not a replica`);
  return BigInt(value);
}
