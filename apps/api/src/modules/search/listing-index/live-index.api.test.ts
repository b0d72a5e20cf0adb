import type { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';
import type { SearchResult } from '@carefinder/contracts';
import { makeFacility } from '../../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../../testing/test-app.ts';
import type { IndexThread } from './index-thread.ts';

/** Decision 0020, eighth pass: an index held in two copies, one of which is lost. */
const { app, db } = await createTestApp({ env: { SEARCH_INDEX: 'memory', SEARCH_INDEX_THREADS: '2' } });

/** One copy's worker, reached past the classes' privates: nothing public ends a thread as a crash does. */
function workerOfCopy(copy: number): Worker {
  const copies = Reflect.get(app.searchIndex, 'threads') as object;
  const thread = (Reflect.get(copies, 'threads') as IndexThread[])[copy];
  return (Reflect.get(thread as object, 'running') as { worker: Worker }).worker;
}

const names = async (query: string) =>
  (await app.inject({ url: `/api/search?${query}`, headers: withApiKey() }))
    .json<SearchResult>()
    .items.map((item) => item.name);

it('reads the database while a lost copy is rebuilt with the other, then searches memory again', async () => {
  await makeFacility(db, { name: 'Heron Clinic' });
  expect(await names('q=heron')).toEqual(['Heron Clinic']);
  expect(app.searchIndex.status()).toMatchObject({ ready: true, copies: 2, listings: 1 });

  await workerOfCopy(1).terminate();
  // The other copy is built afresh too: until both are whole, searches read the database.
  expect(app.searchIndex.ready).toBe(false);
  expect(await names('q=heron')).toEqual(['Heron Clinic']);

  await app.searchIndex.whenIdle();
  expect(app.searchIndex.status()).toMatchObject({ ready: true, copies: 2, listings: 1 });
  await makeFacility(db, { name: 'Heron Eye Hospital' });
  const [both, hospital] = await Promise.all([names('q=heron'), names('q=heron+eye')]);
  expect(both.sort()).toEqual(['Heron Clinic', 'Heron Eye Hospital']);
  expect(hospital).toEqual(['Heron Eye Hospital']);
});
