import { IndexThread, type IndexFigures, type IndexOperations } from './index-thread.ts';

/** Calls that only read the index: one copy answers each. */
const READS = new Set<keyof IndexOperations>(['findPage', 'namesMatching']);

/**
 * The listing index held by several threads, each a whole copy (SEARCH_INDEX_THREADS, decision 0020's eighth
 * pass): every write is sent to all of them and done when all have it; each search goes to the one with the
 * fewest calls owed. One thread's matching caps the searches a second at what one core can do, whatever the
 * machine; copies let a machine with cores to spare use them, for the memory of one index each.
 *
 * A write is sent to every copy at once, before any later call, and each thread works its calls in the
 * order they came: so a search sent after a write sees it in whichever copy answers, and one sent before
 * sees it in none. A write's call resolves once every copy holds it.
 */
export class IndexCopies {
  private readonly threads: IndexThread[];

  /** `onLost` is told when any copy stops on its own: the index must then be built again. */
  constructor(count: number, onLost: (error: Error) => void) {
    if (!Number.isInteger(count) || count < 1)
      throw new RangeError(`Index threads must be 1 or more, not ${count}`);
    this.threads = Array.from({ length: count }, () => new IndexThread(onLost));
  }

  /** As of the last write every copy has done (they hold the same listings). */
  get figures(): IndexFigures {
    return this.threads[0]!.figures;
  }

  get copies(): number {
    return this.threads.length;
  }

  /** The total bytes of every copy's typed arrays. */
  get bytes(): number {
    return this.threads.reduce((sum, thread) => sum + thread.figures.bytes, 0);
  }

  async call<Operation extends keyof IndexOperations>(
    operation: Operation,
    ...args: Parameters<IndexOperations[Operation]>
  ): Promise<ReturnType<IndexOperations[Operation]>> {
    if (READS.has(operation)) return this.leastBusy().call(operation, ...args);
    const [first] = await Promise.all(this.threads.map((thread) => thread.call(operation, ...args)));
    return first as ReturnType<IndexOperations[Operation]>;
  }

  async stop(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.stop()));
  }

  private leastBusy(): IndexThread {
    let best = this.threads[0]!;
    for (const thread of this.threads) if (thread.owed < best.owed) best = thread;
    return best;
  }
}
