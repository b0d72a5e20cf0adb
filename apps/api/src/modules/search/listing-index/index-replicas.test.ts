import { afterEach, describe, expect, test, vi } from 'vitest';
import { EVERY_LISTING, indexedDocument } from '../../../testing/indexed-documents.ts';
import { IndexReplicas } from './index-replicas.ts';
import { threadsAskedFor } from '../../../testing/index-threads.ts';
import { IndexThreadLost } from './index-thread.ts';

const running: IndexReplicas[] = [];
function startReplicas(count: number, onLost: (error: Error) => void = () => {}): IndexReplicas {
  const replicas = new IndexReplicas(count, onLost);
  running.push(replicas);
  return replicas;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map((replicas) => replicas.stop()));
});

describe('index replicas', () => {
  test('every write reaches every copy, so each answers every search alike', async () => {
    const replicas = startReplicas(2);
    await replicas.call('reset');
    await replicas.call('put', [indexedDocument('a', 'Garki Clinic'), indexedDocument('b', 'Wuse Pharmacy')]);
    await replicas.call('seal');
    await replicas.call('apply', [indexedDocument('c', 'Maitama Hospital')], ['b']);
    expect(replicas.figures.listings).toBe(2);

    const called = threadsAskedFor('findPage');
    // Sent together, the two searches go to the two copies; each holds the write and lacks the removal.
    const pages = await Promise.all([
      replicas.call('findPage', EVERY_LISTING),
      replicas.call('findPage', EVERY_LISTING),
    ]);
    expect(new Set(called).size).toBe(2);
    for (const { matches } of pages) expect(matches.page.map((match) => match.id).sort()).toEqual(['a', 'c']);
    // Both copies' arrays are counted: the memory the index takes.
    expect(replicas.bytes).toBe(2 * replicas.figures.bytes);
  });

  test('a search goes to the copy with the fewest calls owed', async () => {
    const replicas = startReplicas(3);
    await replicas.call('put', [indexedDocument('a', 'Garki Clinic')]);
    await replicas.call('seal');
    const called = threadsAskedFor('namesMatching');
    await replicas.call('namesMatching', ['garki'], false, 8);
    await replicas.call('namesMatching', ['garki'], false, 8);
    // One at a time, the first copy is never busier than the others.
    expect(called[1]).toBe(called[0]);
    called.length = 0;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => replicas.call('namesMatching', ['garki'], false, 8)),
    );
    expect(new Set(called.slice(0, 3)).size).toBe(3);
    for (const names of answers) expect(names.map((row) => row.name)).toEqual(['Garki Clinic']);
  });

  test('stopped, every copy fails what it owed as lost, and the next write starts them afresh', async () => {
    const lost: Error[] = [];
    const replicas = startReplicas(2, (error) => lost.push(error));
    await replicas.call('put', [indexedDocument('a', 'Garki Clinic')]);
    await replicas.call('seal');
    const owed = [1, 2].map(() =>
      expect(replicas.call('findPage', EVERY_LISTING)).rejects.toBeInstanceOf(IndexThreadLost),
    );
    await replicas.stop();
    await Promise.all(owed);
    expect(lost).toEqual([]);
    await replicas.call('seal');
    expect((await replicas.call('findPage', EVERY_LISTING)).matches.total).toBe(0);
  });

  test('refuses to hold no copy at all', () => {
    expect(() => new IndexReplicas(0, () => {})).toThrow(RangeError);
  });
});
