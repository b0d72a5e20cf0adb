import { Worker } from 'node:worker_threads';
import type { FoundPage, IndexedDocument, ResolvedSearch } from '../search-types.ts';
import type { NameMatchRow } from '../service.ts';

/** What the index thread does (index-worker.ts), one call at a time, in the order they were sent. */
export interface IndexOperations {
  /** Drops the index held, for an empty one to be built. */
  reset(): void;
  put(documents: readonly IndexedDocument[]): void;
  /** Puts these listings and removes those the database no longer holds. */
  apply(documents: readonly IndexedDocument[], removedIds: readonly string[]): void;
  /** Ends a build: the index answers searches from now on. */
  seal(): void;
  /** The search's matches and counts, with the page's listings: one call, one hop between the threads. */
  findPage(search: ResolvedSearch): FoundPage;
  namesMatching(typed: readonly string[], lastAsPrefix: boolean, limit: number): NameMatchRow[];
}

/** What the index's status reports, as of the last reset, apply or seal (a build counts at its seal). */
export interface IndexFigures {
  listings: number;
  /** Bytes of the index's typed arrays. */
  bytes: number;
  /** The share of slots held by listings written again or removed since the index was built. */
  deadShare: number;
}

export type IndexCall = {
  [Operation in keyof IndexOperations]: {
    id: number;
    operation: Operation;
    args: Parameters<IndexOperations[Operation]>;
  };
}[keyof IndexOperations];

export type IndexReply =
  | { id: number; ok: true; value: unknown; figures: IndexFigures | undefined }
  | { id: number; ok: false; message: string };

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Running {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

/**
 * The worker's module. From the sources (tests, `npm run dev`) it is TypeScript, loaded through tsx; the build
 * bundles it as dist/index-worker.js, beside the server.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./index-worker.js', import.meta.url));
  const entry = new URL('./index-worker.ts', import.meta.url).href;
  const loader = import.meta.resolve('tsx/esm/api');
  const code = `import { register } from ${JSON.stringify(loader)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`));
}

/** The index thread stopped (or was stopped) before it answered: what it held is gone. */
export class IndexThreadLost extends Error {}

/**
 * The listing index in a worker thread of its own (decision 0023): a broad search's matching, ranking and
 * counting no longer holds the event loop that answers every other request, and the two cores both work. A
 * thread that fails or exits fails the calls it had with IndexThreadLost and tells `onLost`; the next call
 * starts another, empty one.
 */
export class IndexThread {
  private running: Running | null = null;
  private nextId = 0;
  figures: IndexFigures = { listings: 0, bytes: 0, deadShare: 0 };

  constructor(private readonly onLost: (error: Error) => void) {}

  /** Calls sent and not yet answered. */
  get owed(): number {
    return this.running?.waiting.size ?? 0;
  }

  call<Operation extends keyof IndexOperations>(
    operation: Operation,
    ...args: Parameters<IndexOperations[Operation]>
  ): Promise<ReturnType<IndexOperations[Operation]>> {
    const running = (this.running ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // Referenced only while it owes an answer: an idle index thread never keeps the process alive.
      if (running.waiting.size === 0) running.worker.ref();
      running.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        running.worker.postMessage({ id, operation, args } as IndexCall);
      } catch (error) {
        // Never sent (arguments that cannot be copied): not owed, so it neither counts nor holds the process.
        running.waiting.delete(id);
        if (running.waiting.size === 0) running.worker.unref();
        throw error;
      }
    });
  }

  async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.forget(running, new IndexThreadLost('The search index thread was stopped'));
    await running.worker.terminate();
  }

  private start(): Running {
    const running: Running = { worker: startWorker(), waiting: new Map() };
    running.worker.unref();
    running.worker.on('message', (reply: IndexReply) => {
      const waiting = running.waiting.get(reply.id);
      if (!waiting) return;
      running.waiting.delete(reply.id);
      if (running.waiting.size === 0) running.worker.unref();
      if (!reply.ok) return waiting.reject(new Error(`The search index thread failed: ${reply.message}`));
      if (reply.figures) this.figures = reply.figures;
      waiting.resolve(reply.value);
    });
    const lost = (error: IndexThreadLost) => {
      if (this.running !== running) return;
      this.forget(running, error);
      this.onLost(error);
    };
    running.worker.on('error', (error) =>
      lost(new IndexThreadLost(`The search index thread failed: ${error.message}`, { cause: error })),
    );
    running.worker.on('exit', (code) =>
      lost(new IndexThreadLost(`The search index thread exited (${code})`)),
    );
    return running;
  }

  /** Fails what the thread owed; the next call starts a new one. */
  private forget(running: Running, error: IndexThreadLost): void {
    if (this.running === running) {
      this.running = null;
      this.figures = { listings: 0, bytes: 0, deadShare: 0 };
    }
    for (const waiting of running.waiting.values()) waiting.reject(error);
    running.waiting.clear();
  }
}
