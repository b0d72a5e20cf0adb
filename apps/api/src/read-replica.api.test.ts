import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import type { SearchResult } from '@carefinder/contracts';
import { migrateDatabase, openDatabase, seedReferenceData } from '@carefinder/db';
import { LocalCluster, testEngine } from '@carefinder/db/testing';
import { makeFacility } from './testing/directory-factories.ts';
import { createUser, signIn, withBearer } from './testing/factories.ts';
import { createTestApp, withApiKey } from './testing/test-app.ts';

/**
 * Issue 36, item 4: with DATABASE_READ_URL, anonymous reads (searches, listing pages, exports) go to a
 * streaming replica while it keeps up; a signed-in visitor, who may just have written, reads the primary; a
 * replica that stops answering sends reads to the primary, and they come back when it does. A real primary
 * and replica, started from Debian's PostgreSQL programs on ports of their own.
 */
const onPostgres = testEngine() === 'postgres';
const cluster = onPostgres ? await LocalCluster.start() : undefined;
afterAll(() => cluster?.stop());
/**
 * An app whose reads may go to the replica (createTestApp closes it, then the cluster stops). It starts as a
 * new deployment does, with the replica in use but holding replay: the migrations just run are not on it
 * until replay resumes, and search must wait for them before it reads the change log there.
 */
async function replicatedApp({ primary, replica }: LocalCluster) {
  const database = await openDatabase({ databaseUrl: primary.url, readUrl: replica.url, poolSize: 4 });
  for (let waited = 0; !database.replicaState()?.inUse; waited += 100) {
    if (waited > 5_000) throw new Error('The replica was not in use within 5 s');
    await sleep(100);
  }
  const replicaAdmin = new pg.Client({ connectionString: replica.url });
  await replicaAdmin.connect();
  await replicaAdmin.query('select pg_wal_replay_pause()');
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const resumed = sleep(1_500).then(async () => {
    await replicaAdmin.query('select pg_wal_replay_resume()');
    await replicaAdmin.end();
  });
  const started = await createTestApp({ database, searchesWaitForWrites: false });
  await resumed;
  return started;
}
// A failure here fails the file before afterAll is registered to run: the cluster is stopped first.
const replicated = cluster
  ? await replicatedApp(cluster).catch(async (error: unknown) => {
      await cluster.stop();
      throw error;
    })
  : undefined;

it.runIf(onPostgres)(
  'reads anonymous visitors from the replica, signed-in ones from the primary, and the primary while the replica is away',
  async () => {
    const { app, db, database } = replicated!;
    const replicaAdmin = new pg.Client({ connectionString: cluster!.replica.url });
    await replicaAdmin.connect();
    try {
      // The start's migrations replay on the replica after it resumed: wait until it holds them all.
      await expect
        .poll(() => database.replicaState(), { timeout: 10_000 })
        .toEqual({ inUse: true, behindBytes: 0 });
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.json()).toMatchObject({ status: 'ready', replica: { inUse: true, behindBytes: 0 } });
      const admin = await createUser(db, { role: 'ADMIN' });
      const { access_token } = await signIn(app, admin);
      const search = async (q: string) =>
        (await app.inject({ url: `/api/search?q=${q}`, headers: withApiKey() }))
          .json<SearchResult>()
          .items.map((item) => item.name);
      const page = (id: string, signedIn: boolean) =>
        app.inject({
          url: `/api/facilities/${id}`,
          headers: signedIn ? withBearer(access_token) : withApiKey(),
        });

      // The replica holds replay: what the primary writes now is not on it yet.
      await replicaAdmin.query('select pg_wal_replay_pause()');
      const facility = await makeFacility(db, { name: 'Ibis Teaching Hospital' });
      expect((await page(facility.id, false)).statusCode).toBe(404);
      expect((await page(facility.id, true)).statusCode).toBe(200);
      await replicaAdmin.query('select pg_wal_replay_resume()');
      await expect.poll(async () => (await page(facility.id, false)).statusCode).toBe(200);

      // A write by a signed-in ADMIN: its answer waits until this process's search, which reads the
      // replica's change log, holds it.
      const created = await app.inject({
        method: 'POST',
        url: '/api/facilities',
        headers: withBearer(access_token),
        payload: { name: 'Jacana Eye Clinic', ownership: 'private', level: 'primary' },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await search('jacana')).toEqual(['Jacana Eye Clinic']);

      // A write that stays open while the replica's change log is read several times, and commits after
      // later ones: a replica's snapshot does not list the transactions still running, so this is read by
      // where the oldest running one is, not by what the snapshot claims to have seen.
      const slow = new pg.Client({ connectionString: cluster!.primary.url });
      await slow.connect();
      try {
        await slow.query('begin');
        await slow.query(`update facilities set name = 'Shoebill Eye Clinic' where id = $1`, [facility.id]);
        await makeFacility(db, { name: 'Hamerkop Maternity' });
        await sleep(800);
        await slow.query('commit');
      } finally {
        await slow.end();
      }
      await expect.poll(() => search('hamerkop'), { timeout: 2_000 }).toEqual(['Hamerkop Maternity']);
      await expect.poll(() => search('shoebill'), { timeout: 2_000 }).toEqual(['Shoebill Eye Clinic']);

      // The replica cut off: the next anonymous read is answered by the primary, and reads stay there.
      await replicaAdmin.end().catch(() => {});
      await cluster!.stopReplica();
      expect((await page(facility.id, false)).statusCode).toBe(200);
      expect(database.replicaState()?.inUse).toBe(false);
      await database.db.execute(sql`select 1`);
      expect((await page(facility.id, false)).statusCode).toBe(200);

      // Back: once it has replayed what it missed, reads go to it again.
      await cluster!.startReplica();
      await expect.poll(() => database.replicaState()?.inUse, { timeout: 10_000 }).toBe(true);
      expect((await page(facility.id, false)).statusCode).toBe(200);
    } finally {
      await replicaAdmin.end().catch(() => {});
    }
  },
);
