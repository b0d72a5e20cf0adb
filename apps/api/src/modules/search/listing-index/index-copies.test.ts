import { afterEach, describe, expect, test, vi } from 'vitest';
import { EVERY_LISTING, indexedDocument } from '../../../testing/indexed-documents.ts';
import { IndexCopies } from './index-copies.ts';
import { threadsAskedFor } from '../../../testing/index-threads.ts';
import { IndexThreadLost } from './index-thread.ts';

const running: IndexCopies[] = [];
function startCopies(count: number, onLost: (error: Error) => void = () => {}): IndexCopies {
  const copies = new IndexCopies(count, onLost);
  running.push(copies);
  return copies;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map((copies) => copies.stop()));
});

// Each copy is a worker thread: starting one takes 1–2 s on a busy 2-core machine, three in the last test.
describe('index copies', { timeout: 20_000 }, () => {
  test('every write reaches every copy, so each answers every search alike', async () => {
    const copies = startCopies(2);
    await copies.call('reset');
    await copies.call('put', [indexedDocument('a', 'Garki Clinic'), indexedDocument('b', 'Wuse Pharmacy')]);
    await copies.call('seal');
    await copies.call('apply', [indexedDocument('c', 'Maitama Hospital')], ['b']);
    expect(copies.figures.listings).toBe(2);

    const called = threadsAskedFor('findPage');
    // Sent together, the two searches go to the two copies; each holds the write and lacks the removal.
    const pages = await Promise.all([
      copies.call('findPage', EVERY_LISTING),
      copies.call('findPage', EVERY_LISTING),
    ]);
    expect(new Set(called).size).toBe(2);
    for (const { matches } of pages) expect(matches.page.map((match) => match.id).sort()).toEqual(['a', 'c']);
    // Both copies' arrays are counted: the memory the index takes.
    expect(copies.bytes).toBe(2 * copies.figures.bytes);
  });

  test('a search goes to the copy with the fewest calls owed', async () => {
    const copies = startCopies(3);
    await copies.call('put', [indexedDocument('a', 'Garki Clinic')]);
    await copies.call('seal');
    const called = threadsAskedFor('namesMatching');
    await copies.call('namesMatching', ['garki'], false, 8);
    await copies.call('namesMatching', ['garki'], false, 8);
    // One at a time, the first copy is never busier than the others.
    expect(called[1]).toBe(called[0]);
    called.length = 0;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => copies.call('namesMatching', ['garki'], false, 8)),
    );
    expect(new Set(called.slice(0, 3)).size).toBe(3);
    for (const names of answers) expect(names.map((row) => row.name)).toEqual(['Garki Clinic']);
  });

  test('stopped, every copy fails what it owed as lost, and the next write starts them afresh', async () => {
    const lost: Error[] = [];
    const copies = startCopies(2, (error) => lost.push(error));
    await copies.call('put', [indexedDocument('a', 'Garki Clinic')]);
    await copies.call('seal');
    const owed = [1, 2].map(() =>
      expect(copies.call('findPage', EVERY_LISTING)).rejects.toBeInstanceOf(IndexThreadLost),
    );
    await copies.stop();
    await Promise.all(owed);
    expect(lost).toEqual([]);
    await copies.call('seal');
    expect((await copies.call('findPage', EVERY_LISTING)).matches.total).toBe(0);
  });

  test('refuses to hold no copy at all', () => {
    expect(() => new IndexCopies(0, () => {})).toThrow(RangeError);
  });
});
