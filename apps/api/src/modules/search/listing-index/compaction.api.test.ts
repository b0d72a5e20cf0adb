import { expect, it } from 'vitest';
import { queryRows } from '@carefinder/db';
import { sql } from 'drizzle-orm';
import { makeFacility } from '../../../testing/directory-factories.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import type { IndexCopies } from './index-copies.ts';
import { LiveListingIndex } from './live-index.ts';

// The app's own index is left out: the one below is driven by hand.
const { db } = await createTestApp({ env: { SEARCH_INDEX: 'database' } });
const quiet = { error: () => {} };

/** The share of the index's slots held by listings written again, read past the class's privates. */
const deadShare = (index: LiveListingIndex) =>
  (Reflect.get(index, 'threads') as IndexCopies).figures.deadShare;

it('rebuilds for dead slots only in its turn, serving from memory while it waits', async () => {
  for (const name of ['Kestrel Clinic', 'Kestrel Hospital', 'Kestrel Eye Centre', 'Kestrel Maternity'])
    await makeFacility(db, { name });
  const ids = (await queryRows<{ id: string }>(db, sql`select id from search_documents`)).map(({ id }) => id);
  let giveTurn = () => {};
  let turnEnded = () => {};
  const ended = new Promise<void>((resolve) => (turnEnded = resolve));
  const turnsAsked: string[] = [];
  const index = new LiveListingIndex(
    db,
    () => {},
    quiet,
    1,
    async (name, work) => {
      turnsAsked.push(name);
      await new Promise<void>((resolve) => (giveTurn = resolve));
      await work();
      turnEnded();
    },
  );
  try {
    index.start();
    await index.whenIdle();
    expect(index.status()).toMatchObject({ ready: true, listings: 4 });

    // Every listing written twice more (as a bulk change would): two slots in three are dead.
    index.changed(ids);
    await index.whenApplied();
    index.changed(ids);
    await index.whenApplied();
    expect(deadShare(index)).toBeGreaterThan(0.5);
    expect(turnsAsked).toEqual(['carefinder: rebuild the search index']);
    expect(index.ready).toBe(true);

    // Its turn: built afresh, the dead slots gone.
    giveTurn();
    await ended;
    expect(deadShare(index)).toBe(0);
    expect(index.status()).toMatchObject({ ready: true, listings: 4 });
    expect(turnsAsked).toHaveLength(1);
  } finally {
    await index.stop();
  }
});
