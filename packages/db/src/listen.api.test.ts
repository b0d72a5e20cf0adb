import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, testEngine } from './testing/index.ts';

const database = await createTestDatabase();
afterAll(() => database.close());
const onPostgres = testEngine() === 'postgres';

const CHANNEL = 'listen_test';
const notify = () => database.db.execute(sql.raw(`notify ${CHANNEL}`));

it('hears what is committed on the channel, and nothing once stopped', async () => {
  let heard = 0;
  const stop = await database.listen(CHANNEL, () => heard++);
  await notify();
  await expect.poll(() => heard).toBe(1);
  // Sent at commit: a transaction that rolls back says nothing.
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`notify ${CHANNEL}`));
      throw new Error('roll back');
    })
    .catch(() => {});
  await stop();
  await notify();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(heard).toBe(1);
});

it.runIf(onPostgres)(
  'listens again after losing its connection, and says so, since notices may be lost',
  async () => {
    let heard = 0;
    const stop = await database.listen(CHANNEL, () => heard++);
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
      // Back within its first retry delay (1 s), it reports the gap once.
      await expect.poll(() => heard, { timeout: 5_000 }).toBe(1);
      await notify();
      await expect.poll(() => heard).toBe(2);
    } finally {
      await stop();
    }
  },
);
