import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '@carefinder/db';
import type { SearchChange } from './search-types.ts';
import { changeLog } from './service.ts';

/** How often the change log is read: the longest a change committed elsewhere waits to be seen here. */
const READ_EVERY_MS = 100;
/** How long the change log keeps a change. */
const KEEP_SECONDS = 60 * 60;
/** A process that has not read the log for this long may have missed pruned changes: it starts afresh. */
const LOST_AFTER_MS = (KEEP_SECONDS / 2) * 1_000;
const PRUNE_EVERY_MS = 10 * 60_000;
/** The longest a process waits at start for the replica to replay what the primary holds (then it fails). */
const REPLAY_WAIT_MS = 60_000;

export interface SearchChanges {
  /** The listings changed, each once, in a read of the log. */
  listingIds: string[];
  /** Whether a list entry (a term, an old slug, a lexicon phrase) changed. */
  lists: boolean;
}

export interface ChangeListener {
  changed(changes: SearchChanges): void;
  /** The feed lost its place (unread for longer than the log keeps changes): anything may have changed. */
  lost(): void;
}

interface Waiter {
  /** The primary's log position when the wait began (0 when the log is read on the primary). */
  position: bigint;
  /** Reads begun before the wait: only a later one can have seen a write that ended before it. */
  readsBefore: number;
  resolve: (caughtUp: boolean) => void;
}

/**
 * What search reads, as changed by any process, read from the change log every READ_EVERY_MS (decision 0041).
 * Each read takes the committed changes of the transactions from the oldest one still running at the last
 * read on, but those it has read already: a change is read once, after it commits, in whatever order
 * transactions end. The log is read where searches read (a replica when there is one), by ordinary queries,
 * so it works through a transaction pooler; `caughtUp` waits until a read has seen every write the primary
 * had committed when it was called.
 */
export class SearchChangeFeed {
  /** The oldest transaction running at the last read: every change of an older one has been read. */
  private oldestRunning = '0';
  /** The changes read of that transaction and later ones, by id, with their transaction. */
  private readonly readChanges = new Map<number, bigint>();
  private lastReadAt = 0;
  private readsBegun = 0;
  private stopped = true;
  private hurry = false;
  private wake: (() => void) | undefined;
  private readonly waiters = new Set<Waiter>();
  private pruneTimer: NodeJS.Timeout | undefined;
  private failing = false;
  private loop: Promise<void> = Promise.resolve();
  /**
   * Whether the log is read on another server (a replica) than the writes go to: only then must a read wait
   * for a log position; on the primary, a read begun after a write ended sees it.
   */
  private readonly onReplica: boolean;

  constructor(
    /** Where searches read: the log, the snapshots and how far it has replayed. */
    private readonly readDb: Database,
    /** The primary: how far its writes go, and where the log is pruned. */
    private readonly writeDb: Database,
    private readonly listener: ChangeListener,
    private readonly log: {
      warn(details: object, message: string): void;
      info(details: object, message: string): void;
    },
  ) {
    this.onReplica = readDb !== writeDb;
  }

  /** Takes the place to read from, then reads on until stopped. What was committed before is not read. */
  async start(): Promise<void> {
    await this.takePlace();
    this.stopped = false;
    this.loop = this.readOn();
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pruneTimer);
    this.wake?.();
    await this.loop;
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters.clear();
  }

  /**
   * Resolves true once a read has seen every change committed before this was called (a read begins at
   * once, on a replica once it has replayed them), false if none has within `timeoutMs` (a replica far
   * behind, a database away).
   */
  async caughtUp(timeoutMs: number): Promise<boolean> {
    if (this.stopped) return false;
    const readsBefore = this.readsBegun;
    const position = this.onReplica ? await changeLog.readLogPosition(this.writeDb) : 0n;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => settle(false), timeoutMs);
      const waiter: Waiter = { position, readsBefore, resolve: (caughtUp) => settle(caughtUp) };
      const settle = (caughtUp: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve(caughtUp);
      };
      this.waiters.add(waiter);
      this.hurry = true;
      this.wake?.();
    });
  }

  /**
   * From now on: the changes already committed count as read. They include those of transactions newer than
   * the oldest one running (on PostgreSQL, in any database of the server), which the next read would take.
   */
  private async takePlace(): Promise<void> {
    // A replica may be up to 5 s behind (decision 0042): without this it could lack the migrations this
    // process has just run, the log's table among them.
    if (this.onReplica) await this.replayed(await changeLog.readLogPosition(this.writeDb));
    const { oldestRunning, changes } = await changeLog.readChangesSince(
      this.readDb,
      await changeLog.readOldestRunning(this.readDb),
      [],
    );
    this.readChanges.clear();
    this.remember(oldestRunning, changes);
    this.lastReadAt = Date.now();
  }

  /** Resolves once the reads' server (the replica, or the primary when reads fell back to it) holds `position`. */
  private async replayed(position: bigint): Promise<void> {
    const deadline = Date.now() + REPLAY_WAIT_MS;
    while ((await changeLog.readLogPosition(this.readDb)) < position) {
      if (Date.now() > deadline)
        throw new Error(`The replica did not replay the primary's log within ${REPLAY_WAIT_MS / 1000} s`);
      await sleep(READ_EVERY_MS);
    }
  }

  /** Moves the place to `oldestRunning`, keeping the ids of the changes read from it on. */
  private remember(oldestRunning: string, changes: readonly SearchChange[]): void {
    this.oldestRunning = oldestRunning;
    for (const change of changes) this.readChanges.set(change.id, change.transactionId);
    // Older transactions are not read again: their changes need no remembering.
    const oldest = BigInt(oldestRunning);
    for (const [id, transactionId] of this.readChanges)
      if (transactionId < oldest) this.readChanges.delete(id);
  }

  private async readOn(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.read();
        if (this.failing) this.log.info({}, 'The search change log is read again');
        this.failing = false;
      } catch (error) {
        // Logged once per outage; the next read goes on from the same place.
        if (!this.failing) this.log.warn({ err: error }, 'The search change log could not be read');
        this.failing = true;
      }
      if (this.stopped) break;
      if (this.hurry) this.hurry = false;
      else await this.pause();
    }
  }

  private pause(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, READ_EVERY_MS);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    }).finally(() => (this.wake = undefined));
  }

  private async read(): Promise<void> {
    if (Date.now() - this.lastReadAt > LOST_AFTER_MS) {
      await this.takePlace();
      this.listener.lost();
      return;
    }
    const read = ++this.readsBegun;
    // Read before the snapshot is taken: the snapshot holds every commit up to this position.
    const position = this.onReplica ? await changeLog.readLogPosition(this.readDb) : 0n;
    const { oldestRunning, changes } = await changeLog.readChangesSince(this.readDb, this.oldestRunning, [
      ...this.readChanges.keys(),
    ]);
    this.remember(oldestRunning, changes);
    this.lastReadAt = Date.now();
    if (changes.length) this.listener.changed(gathered(changes));
    for (const waiter of this.waiters)
      if (waiter.readsBefore < read && waiter.position <= position) waiter.resolve(true);
  }

  private async prune(): Promise<void> {
    try {
      await changeLog.pruneChanges(this.writeDb, KEEP_SECONDS);
    } catch (error) {
      this.log.warn(
        { err: error },
        'Old search changes could not be pruned; they are pruned on the next round',
      );
    }
  }
}

function gathered(changes: readonly SearchChange[]): SearchChanges {
  const listingIds = new Set<string>();
  let lists = false;
  for (const change of changes) {
    if (change.listingIds === null) lists = true;
    else for (const id of change.listingIds) listingIds.add(id);
  }
  return { listingIds: [...listingIds], lists };
}
