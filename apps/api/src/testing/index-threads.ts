import { vi } from 'vitest';
import { IndexThread } from '../modules/search/listing-index/index-thread.ts';

/**
 * Records which index thread (which copy of the index) each later call of `operation` goes to, in the order
 * they are made, while still making them. `vi.restoreAllMocks()` ends the recording.
 */
export function threadsAskedFor(operation: string): IndexThread[] {
  const asked: IndexThread[] = [];
  const call = IndexThread.prototype.call;
  vi.spyOn(IndexThread.prototype, 'call').mockImplementation(function (this: IndexThread, ...args) {
    if (args[0] === operation) asked.push(this);
    return call.apply(this, args);
  });
  return asked;
}
