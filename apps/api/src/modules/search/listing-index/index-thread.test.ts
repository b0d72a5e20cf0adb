import { afterEach, describe, expect, test } from 'vitest';
import type { ResolvedSearch } from '../search-types.ts';
import { IndexThread, IndexThreadLost } from './index-thread.ts';
import { EVERY_LISTING, indexedDocument } from '../../../testing/indexed-documents.ts';

const lost: Error[] = [];
const threads: IndexThread[] = [];
function startThread(): IndexThread {
  const thread = new IndexThread((error) => lost.push(error));
  threads.push(thread);
  return thread;
}

afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.stop()));
  lost.length = 0;
});

describe('the index thread', () => {
  test('holds what it is sent, answers in the order it was asked, and reports its size', async () => {
    const thread = startThread();
    await thread.call('reset');
    await thread.call('put', [indexedDocument('a', 'Garki Clinic'), indexedDocument('b', 'Wuse Pharmacy')]);
    await thread.call('seal');
    expect(thread.figures).toMatchObject({ listings: 2, deadShare: 0 });
    expect(thread.figures.bytes).toBeGreaterThan(0);

    // A write sent before a search is applied before it: the removal and the search are never reordered.
    const removed = thread.call('apply', [], ['b']);
    const found = await thread.call('findPage', EVERY_LISTING);
    await removed;
    expect(found.matches.total).toBe(1);
    expect(found.matches.page.map((match) => match.id)).toEqual(['a']);
    expect(found.listings.map((row) => row.name)).toEqual(['Garki Clinic']);
    expect(thread.figures.listings).toBe(1);
  });

  test('a call that fails in the thread rejects with its error, and the thread keeps what it holds', async () => {
    const thread = startThread();
    await thread.call('put', [indexedDocument('a', 'Garki Clinic')]);
    await thread.call('seal');
    const broken = thread.call('findPage', null as unknown as ResolvedSearch);
    await expect(broken).rejects.toThrow(/search index thread failed/);
    await expect(broken).rejects.not.toBeInstanceOf(IndexThreadLost);
    expect((await thread.call('findPage', EVERY_LISTING)).matches.total).toBe(1);
    expect(lost).toEqual([]);
  });

  test('stopped, it fails what it owed as lost; the next call starts an empty thread', async () => {
    const thread = startThread();
    await thread.call('put', [indexedDocument('a', 'Garki Clinic')]);
    await thread.call('seal');
    const owed = expect(thread.call('findPage', EVERY_LISTING)).rejects.toBeInstanceOf(IndexThreadLost);
    await thread.stop();
    await owed;
    // Stopping on purpose is not a loss to recover from.
    expect(lost).toEqual([]);
    expect(thread.figures.listings).toBe(0);
    await thread.call('seal');
    expect((await thread.call('findPage', EVERY_LISTING)).matches.total).toBe(0);
  });
});
