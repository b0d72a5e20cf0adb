import type { Database } from '@carefinder/db';
import type { FoundPage, ResolvedSearch } from '../search-types.ts';
import type { NameMatchRow } from '../service.ts';
import {
  MIN_WORD_PREFIX,
  findListingsByName,
  findListingsInDatabase,
  findMatchesInDatabase,
  readDocuments,
  readDocumentsAfter,
} from '../service.ts';
import { IndexCopies } from './index-copies.ts';
import { IndexThreadLost } from './index-thread.ts';

/**
 * Listings re-read per statement when the change log names them, and sent to the threads per message. A
 * message holds a thread about 20 ms, and searches queued at a thread wait for it once per message; copying
 * one to a thread takes the event loop about 6 ms.
 */
const IDS_PER_READ = 2_000;
/**
 * Statements read ahead of the one awaited: on PostgreSQL each on a connection of its own (on PGlite they
 * queue on its one connection, and reading ahead only keeps it busy).
 */
const READS_AHEAD = 2;
/** Listings a build sends each index thread at a time: copying them to it holds the event loop. */
const DOCUMENTS_PER_MESSAGE = 250;
/** Past this share of dead slots (listings written again), the index is built afresh, in its turn. */
const MAX_DEAD_SHARE = 0.5;

/**
 * Runs `work` when no other process's index runs work of the same name: the processes that applied one
 * bulk change rebuild one after another, and never all read the database at once.
 */
export type TakeTurn = (name: string, work: () => Promise<void>) => Promise<void>;
/** A failed build is tried again after this long; searches are answered by the database meanwhile. */
const RETRY_BUILD_MS = 5_000;

export interface IndexStatus {
  /** Whether searches are answered from memory (else by the database, while the index is built). */
  ready: boolean;
  listings: number;
  /** Copies of the index, a thread each. */
  copies: number;
  /** Bytes of the index's typed arrays, every copy's. */
  bytes: number;
  /** How long the last whole build took. */
  lastBuildMs: number | null;
}

/**
 * The in-memory listing index of this process (decision 0023), kept current from the change log (0041): built
 * in the background at start, and again only when a copy is lost or the change log lost its place, while the
 * database answers searches; otherwise it re-reads just the listings the log names, in batches. Work is done
 * in order by one loop, so changes are applied in the order they were read.
 */
export class LiveListingIndex {
  private readonly threads: IndexCopies;
  /** Whether every copy holds a whole build (kept current since). */
  private built = false;
  private wantBuild = true;
  private readonly pendingIds = new Set<string>();
  /** Resolved once the loop has applied every listing handed to it before. */
  private readonly appliedWaiters: (() => void)[] = [];
  private running = false;
  private started = false;
  private readonly idleWaiters: (() => void)[] = [];
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private lastBuildMs: number | null = null;
  /** Whether a rebuild for dead slots waits for its turn or runs. */
  private compacting = false;

  constructor(
    private readonly db: Database,
    private readonly onApplied: () => void,
    private readonly log: { error(details: object, message: string): void },
    /** Copies of the index, a thread each (SEARCH_INDEX_THREADS). */
    threads = 1,
    /** Turns across processes for rebuilds that can wait (the database handle's `exclusively`). */
    private readonly takeTurn: TakeTurn = (_name, work) => work(),
  ) {
    this.threads = new IndexCopies(threads, (error) => this.threadLost(error));
  }

  /** Begins the first build; searches are answered by the database until it is done. */
  start(): void {
    this.started = true;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.threads.stop();
  }

  /** Resolves once the index has nothing left to do: built, or given up until its retry. */
  whenIdle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  get ready(): boolean {
    return this.built && !this.wantBuild;
  }

  status(): IndexStatus {
    const { listings } = this.threads.figures;
    return {
      ready: this.ready,
      listings,
      copies: this.threads.copies,
      bytes: this.threads.bytes,
      lastBuildMs: this.lastBuildMs,
    };
  }

  /** From memory when the index is current, else from the database. */
  findPage(search: ResolvedSearch): Promise<FoundPage> {
    return this.fromIndex(
      () => this.threads.call('findPage', search),
      async () => {
        const matches = await findMatchesInDatabase(this.db, search);
        const ids = matches.page.map((match) => match.id);
        return { matches, listings: await findListingsInDatabase(this.db, ids) };
      },
    );
  }

  /** Autocomplete's listings by name: from memory when the index is current, else from the database. */
  findListingsByName(typed: readonly string[], limit: number): Promise<NameMatchRow[]> {
    const last = typed[typed.length - 1];
    const lastAsPrefix = last !== undefined && last.length >= MIN_WORD_PREFIX;
    return this.fromIndex(
      () => this.threads.call('namesMatching', typed, lastAsPrefix, limit),
      () => findListingsByName(this.db, typed, limit),
    );
  }

  /** The index's answer when it is current; the database's while it is built, or when its thread is lost. */
  private async fromIndex<Answer>(
    fromMemory: () => Promise<Answer>,
    fromDatabase: () => Promise<Answer>,
  ): Promise<Answer> {
    if (this.ready) {
      try {
        return await fromMemory();
      } catch (error) {
        if (!(error instanceof IndexThreadLost)) throw error;
      }
    }
    return fromDatabase();
  }

  /**
   * These listings changed (their documents were written or removed): they are re-read. Changes read while
   * the index is built are applied after it, since the change log's place was taken before the build read.
   */
  changed(listingIds: readonly string[]): void {
    if (!this.started) return;
    for (const id of listingIds) this.pendingIds.add(id);
    this.kick();
  }

  /** Anything may have changed (the change log lost its place): the index is built afresh. */
  rebuild(): void {
    if (!this.started) return;
    this.standAside();
    this.kick();
  }

  /** Resolves once every listing handed to `changed` before is applied, or at once when the database answers. */
  whenApplied(): Promise<void> {
    if (!this.ready || (!this.running && !this.pendingIds.size)) return Promise.resolve();
    return new Promise((resolve) => this.appliedWaiters.push(resolve));
  }

  /**
   * Builds the index afresh to drop its dead slots, once this process's turn comes: meanwhile it serves and
   * applies changes as before, only with more slots. Every process applies a bulk change at once; without
   * turns, every one would read the database at once while it rebuilt.
   */
  private compactInTurn(): void {
    if (this.compacting) return;
    this.compacting = true;
    this.takeTurn('carefinder: rebuild the search index', async () => {
      // Built afresh meanwhile (a lost copy), or stopped: nothing to do.
      if (this.stopped || this.threads.figures.deadShare <= MAX_DEAD_SHARE) return;
      this.standAside();
      this.kick();
      await this.whenIdle();
    })
      .catch((error: unknown) =>
        this.log.error({ err: error }, 'The search index could not take its turn to be rebuilt'),
      )
      .finally(() => (this.compacting = false));
  }

  /** Searches go to the database until the index has been built afresh. */
  private standAside(): void {
    this.wantBuild = true;
    this.built = false;
  }

  /** A thread ended without being asked to: what its copy held is gone, so the index is built again. */
  private threadLost(error: Error): void {
    if (this.stopped) return;
    this.log.error(
      { err: error },
      'A search index thread stopped; searches read the database until the index is built again',
    );
    this.standAside();
    this.kick();
  }

  private kick(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    this.work()
      .catch((error: unknown) => {
        this.log.error(
          { err: error },
          'The search index could not be brought up to date; searches read the database',
        );
        this.standAside();
        this.retryTimer = setTimeout(() => this.kick(), RETRY_BUILD_MS);
        this.retryTimer.unref();
      })
      .finally(() => {
        this.running = false;
        if (!this.stopped && (this.pendingIds.size || (this.wantBuild && !this.retryTimer))) this.kick();
        else
          for (const resolve of [...this.idleWaiters.splice(0), ...this.appliedWaiters.splice(0)]) resolve();
      });
  }

  private async work(): Promise<void> {
    this.retryTimer = undefined;
    while (!this.stopped && (this.wantBuild || this.pendingIds.size)) {
      if (this.wantBuild) {
        this.wantBuild = false;
        this.built = false;
        await this.build();
        // A copy or the change log's place was lost during the build: build again.
        if (this.wantBuild) continue;
        this.built = true;
      } else {
        const ids = [...this.pendingIds];
        this.pendingIds.clear();
        await this.apply(ids);
        if (this.threads.figures.deadShare > MAX_DEAD_SHARE) this.compactInTurn();
      }
      if (this.wantBuild) continue;
      this.onApplied();
      if (!this.pendingIds.size) for (const resolve of this.appliedWaiters.splice(0)) resolve();
    }
  }

  private async build(): Promise<void> {
    const started = performance.now();
    // One message is sent while the thread puts the one before: it always has the next to hand.
    let previous = handled(this.threads.call('reset'));
    let after: string | null = null;
    for (;;) {
      const documents = await readDocumentsAfter(this.db, after);
      // A few hundred listings a message: copying a whole read's worth (~150 ms before the index had a
      // thread of its own) to the thread at once would hold the event loop long enough to shed requests.
      for (const part of inParts(documents, DOCUMENTS_PER_MESSAGE)) {
        const sent = handled(this.threads.call('put', part));
        await previous;
        previous = sent;
      }
      const last = documents.at(-1);
      if (!last || this.stopped) break;
      after = last.id;
    }
    await previous;
    await this.threads.call('seal');
    this.lastBuildMs = Math.round(performance.now() - started);
  }

  /**
   * Re-reads these listings, READS_AHEAD statements ahead, and sends each read to the threads as soon as it
   * is in, not once the one before is applied: a thread takes its messages in order, and a change to 10,000
   * listings is fresh within a second under load (bench:cluster, decision 0043) where waiting doubled that.
   * A lost thread ends the work: the index is built afresh.
   */
  private async apply(ids: readonly string[]): Promise<void> {
    const chunks = inParts(ids, IDS_PER_READ);
    const read = (chunk: readonly string[]) => handled(readDocuments(this.db, chunk));
    const reads = chunks.slice(0, READS_AHEAD).map(read);
    const applied: Promise<unknown>[] = [];
    for (const [at, chunk] of chunks.entries()) {
      if (this.wantBuild) break;
      const next = chunks[at + READS_AHEAD];
      if (next) reads.push(read(next));
      const documents = await reads[at]!;
      const found = new Set(documents.map((document) => document.id));
      const removedIds = chunk.filter((id) => !found.has(id));
      applied.push(handled(this.threads.call('apply', documents, removedIds)));
    }
    await Promise.all(applied);
  }
}

/**
 * A call begun before it is awaited: its failure is thrown where it is awaited, and does not count as
 * unhandled meanwhile (nor at all when an earlier failure ends the work first).
 */
function handled<Value>(call: Promise<Value>): Promise<Value> {
  call.catch(() => {});
  return call;
}

function inParts<Item>(items: readonly Item[], size: number): Item[][] {
  const parts: Item[][] = [];
  for (let from = 0; from < items.length; from += size) parts.push(items.slice(from, from + size));
  return parts;
}
