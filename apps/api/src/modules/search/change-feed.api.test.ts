import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, expect, it, onTestFinished, vi } from 'vitest';
import { queryRows, type Database } from '@carefinder/db';
import { createTestDatabase, testEngine } from '@carefinder/db/testing';
import { SearchChangeFeed, type SearchChanges } from './change-feed.ts';
import { changeLog } from './service.ts';

/** Decision 0041: every process reads what search reads from the change log, where it left off. */
const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());
afterEach(() => vi.restoreAllMocks());

const quiet = { warn: () => {}, info: () => {} };

/** A feed on the test database, and what it has read. */
async function startedFeed() {
  const read: SearchChanges[] = [];
  let lost = 0;
  const feed = new SearchChangeFeed(
    db,
    db,
    { changed: (changes) => read.push(changes), lost: () => (lost += 1) },
    quiet,
  );
  await feed.start();
  onTestFinished(() => feed.stop());
  return { feed, read, listingIds: () => read.flatMap((changes) => changes.listingIds), lost: () => lost };
}

const announce = (on: Database | pg.Client, ids: readonly string[]) => {
  const statement = `select announce_listings_changed('{${ids.join(',')}}'::text[])`;
  return on instanceof pg.Client ? on.query(statement) : on.execute(sql.raw(statement));
};

/**
 * On PostgreSQL, a transaction of another connection (as of another test file on the same server) open
 * since before: the oldest running transaction is then older than the changes committed before the feed
 * started, which must not be read for that.
 */
async function olderTransactionOpen(): Promise<() => Promise<void>> {
  if (testEngine() !== 'postgres') return async () => {};
  const other = new pg.Client({ connectionString: database.databaseUrl });
  await other.connect();
  await other.query('begin');
  await other.query('select pg_current_xact_id()');
  return () => other.end();
}

it('reads each committed change once, the lists apart, and nothing from before it started or rolled back', async () => {
  onTestFinished(await olderTransactionOpen());
  const before = randomUUID();
  await announce(db, [before]);
  const { feed, read, listingIds } = await startedFeed();
  const [first, second] = [randomUUID(), randomUUID()];
  await db.transaction(async (tx) => {
    await announce(tx, [first, second]);
    await announce(tx, [first]);
  });
  await db
    .transaction(async (tx) => {
      await announce(tx, [randomUUID()]);
      throw new Error('roll back');
    })
    .catch(() => {});
  await db.execute(sql`select announce_lists_changed()`);
  expect(await feed.caughtUp(1_000)).toBe(true);
  expect(listingIds().sort()).toEqual([first, second].sort());
  expect(read.some((changes) => changes.lists)).toBe(true);
  // Read again: nothing new.
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(listingIds()).toHaveLength(2);
});

it.runIf(testEngine() === 'postgres')(
  'reads a transaction that commits after a later one once it commits, though its row was recorded first',
  async () => {
    const { feed, listingIds } = await startedFeed();
    const slow = new pg.Client({ connectionString: database.databaseUrl });
    await slow.connect();
    try {
      const [early, late] = [randomUUID(), randomUUID()];
      await slow.query('begin');
      await announce(slow, [early]);
      await announce(db, [late]);
      expect(await feed.caughtUp(1_000)).toBe(true);
      expect(listingIds()).toEqual([late]);
      await slow.query('commit');
      expect(await feed.caughtUp(1_000)).toBe(true);
      expect(listingIds()).toEqual([late, early]);
    } finally {
      await slow.end();
    }
  },
);

it('catches up on what was written while the log could not be read, without starting afresh', async () => {
  const { feed, listingIds, lost } = await startedFeed();
  vi.spyOn(changeLog, 'readChangesSince').mockRejectedValue(new Error('connection terminated'));
  const written = randomUUID();
  await announce(db, [written]);
  expect(await feed.caughtUp(400)).toBe(false);
  expect(listingIds()).toEqual([]);
  vi.restoreAllMocks();
  expect(await feed.caughtUp(1_000)).toBe(true);
  expect(listingIds()).toEqual([written]);
  expect(lost()).toBe(0);
});

it('starts afresh, saying so, when it has not read the log for longer than the log keeps changes', async () => {
  const { feed, listingIds, lost } = await startedFeed();
  // The database away for half an hour: changes pruned meanwhile may be gone.
  const failing = vi.spyOn(changeLog, 'readChangesSince').mockRejectedValue(new Error('connection refused'));
  await expect.poll(() => failing.mock.calls.length).toBeGreaterThan(0);
  Reflect.set(feed, 'lastReadAt', Date.now() - 31 * 60_000);
  vi.restoreAllMocks();
  await expect.poll(lost, { timeout: 1_000 }).toBe(1);
  const written = randomUUID();
  await announce(db, [written]);
  expect(await feed.caughtUp(1_000)).toBe(true);
  expect(listingIds()).toEqual([written]);
});

it('forgets changes older than it keeps', async () => {
  await db.execute(sql`delete from search_changes`);
  await db.execute(sql`insert into search_changes (listing_ids, recorded_at)
    values (null, now() - interval '61 minutes'), (null, now() - interval '59 minutes')`);
  await changeLog.pruneChanges(db, 60 * 60);
  const [row] = await queryRows<{ kept: number }>(db, sql`select count(*)::int as kept from search_changes`);
  expect(row?.kept).toBe(1);
});
