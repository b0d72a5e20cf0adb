import { parentPort } from 'node:worker_threads';
import type { IndexCall, IndexOperations, IndexReply } from './index-thread.ts';
import { ListingIndex } from './listing-index.ts';

/**
 * The worker thread that holds the process's listing index (index-thread.ts): it applies what the main thread
 * read from the database and answers searches, one message at a time, so a search sees every write sent
 * before it and none half applied.
 */
let index = new ListingIndex();

const operations: IndexOperations = {
  reset() {
    index = new ListingIndex();
  },
  put(documents) {
    for (const document of documents) index.put(document);
  },
  apply(documents, removedIds) {
    for (const document of documents) index.put(document);
    for (const id of removedIds) index.remove(id);
  },
  seal() {
    index.seal();
  },
  findPage(search) {
    const matches = index.findMatches(search);
    return { matches, listings: index.listings(matches.page.map((match) => match.id)) };
  },
  namesMatching: (typed, lastAsPrefix, limit) => index.namesMatching(typed, lastAsPrefix, limit),
};

/**
 * The writes after which the status figures are worked out again (a sum over every typed array): not after
 * each of a build's few hundred puts, which the status does not need to follow while searches read the
 * database.
 */
const REPORTED_WRITES = new Set<keyof IndexOperations>(['reset', 'apply', 'seal']);

const port = parentPort;
if (!port) throw new Error('index-worker.ts runs as a worker thread (index-thread.ts starts it)');

port.on('message', ({ id, operation, args }: IndexCall) => {
  let reply: IndexReply;
  try {
    const run = operations[operation] as (...values: unknown[]) => unknown;
    const value = run(...args);
    const figures = REPORTED_WRITES.has(operation)
      ? { listings: index.size, bytes: index.typedArrayBytes(), deadShare: index.deadShare }
      : undefined;
    reply = { id, ok: true, value, figures };
  } catch (error) {
    reply = {
      id,
      ok: false,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(reply);
});
