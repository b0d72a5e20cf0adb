import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, testEngine } from './testing/index.ts';

const database = await createTestDatabase();
afterAll(() => database.close());
const onPostgres = testEngine() === 'postgres';

const CHANNEL = 'listen_test';
const notify = (payload: string) => database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);

it('hears what is committed on the channel, with its payload, in order, and nothing once stopped', async () => {
  const heard: (string | null)[] = [];
  const stop = await database.listen(CHANNEL, (payload) => heard.push(payload));
  await notify('first');
  await notify('second');
  await expect.poll(() => heard).toEqual(['first', 'second']);
  // Sent at commit: a transaction that rolls back says nothing.
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`notify ${CHANNEL}`));
      throw new Error('roll back');
    })
    .catch(() => {});
  await stop();
  await notify('after');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(heard).toEqual(['first', 'second']);
});

it.runIf(onPostgres)(
  'listens again after losing its connection, and says so, since notices may be lost',
  async () => {
    const heard: (string | null)[] = [];
    const stop = await database.listen(CHANNEL, (payload) => heard.push(payload));
    try {
      // The server ends the listening connection, as a restart or a network cut would.
      const admin = new pg.Client({ connectionString: database.databaseUrl });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query = $1`,
          [`LISTEN "${CHANNEL}"`],
        );
        expect(rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      // Back within its first retry delay (1 s), it reports the gap once, as a null payload.
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual([null]);
      await notify('back');
      await expect.poll(() => heard).toEqual([null, 'back']);
    } finally {
      await stop();
    }
  },
);
