import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { dayInNigeria, type SearchResult } from '@carefinder/contracts';
import { openDatabase, schema } from '@carefinder/db';
import { makeFacility, makeTerm } from '../../testing/directory-factories.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { threadsAskedFor } from '../../testing/index-threads.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/**
 * Issue 13: no search answer outlives a write by more than a second, in any API process. Searches are
 * matched in each process's in-memory index and answers are kept as deployed (a minute); every write here
 * but the last goes straight to the database, as the importer's and a second process's do, so only the
 * change log (migration 0041) can tell the searching process. Each process holds two
 * copies of the index, as on a machine of two cores or more, and its searches go to either.
 */
const AS_DEPLOYED = {
  env: { SEARCH_CACHE_SECONDS: '60', SEARCH_INDEX: 'memory', SEARCH_INDEX_THREADS: '2' },
  searchesWaitForWrites: false,
};
const writer = await createTestApp(AS_DEPLOYED);
const { databaseUrl } = writer.database;
/** On PostgreSQL a second API process on the same database; PGlite has one process, which reads its own. */
const reader = databaseUrl
  ? await createTestApp({ ...AS_DEPLOYED, database: await openDatabase({ databaseUrl, poolSize: 2 }) })
  : writer;
const db = writer.db;

const FRESH_WITHIN_MS = 1_000;
const searchOf = async (query: string) =>
  (await reader.app.inject({ url: `/api/search?${query}`, headers: withApiKey() })).json<SearchResult>();
/** Asks the reading process again until the answer shows the write, for at most a second. */
const eventually = (query: string, read: (result: SearchResult) => unknown) =>
  expect.poll(async () => read(await searchOf(query)), { timeout: FRESH_WITHIN_MS, interval: 25 });

it('reads a new listing, a rating, a renamed list entry, hours, dated hours, readiness and a closure within a second of each write', async () => {
  const query = 'q=pelican';
  const names = (result: SearchResult) => result.items.map((item) => item.name);
  expect((await searchOf(query)).total).toBe(0);

  // A new listing.
  const type = await makeTerm(db, 'facility-types', 'pelican-type', 'Wader clinic');
  const facility = await makeFacility(db, { name: 'Pelican Clinic', facilityType: 'pelican-type' });
  await eventually(query, names).toEqual(['Pelican Clinic']);

  // Its review aggregate.
  await db
    .update(schema.facilities)
    .set({ averageRating: 4.5, reviewsCount: 4 })
    .where(eq(schema.facilities.id, facility.id));
  await eventually(query, (result) => result.items[0]?.averageRating).toBe(4.5);

  // A list entry it names, renamed (the lists are kept apart from the answers).
  await db
    .update(schema.taxonomyTerms)
    .set({ name: 'Estuary clinic' })
    .where(eq(schema.taxonomyTerms.id, type.id));
  await eventually(query, (result) => result.items[0]?.facilityType?.name).toBe('Estuary clinic');

  // Its opening hours, which "open now" reads: open all day on the clock's day, then closed.
  const openNow = `${query}&openNow=true`;
  await db.insert(schema.openingHours).values(
    (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map((day) => ({
      facilityId: facility.id,
      day,
      open: '00:00',
      close: '00:00',
      isAlwaysOpen: true,
    })),
  );
  await eventually(openNow, (result) => result.total).toBe(1);
  // A dated closure on today, in Nigeria: closed now, then open again without it.
  const today = dayInNigeria(new Date());
  await db.insert(schema.hoursExceptions).values({
    facilityId: facility.id,
    startsOn: today,
    endsOn: today,
    isClosed: true,
    reason: 'Strike',
  });
  await eventually(openNow, (result) => result.total).toBe(0);
  await db.delete(schema.hoursExceptions).where(eq(schema.hoursExceptions.facilityId, facility.id));
  await eventually(openNow, (result) => result.total).toBe(1);
  await db.update(schema.openingHours).set({ isAlwaysOpen: false, isClosed: true });
  await eventually(openNow, (result) => result.total).toBe(0);

  // A readiness fact, which the capability filter reads.
  const withOxygen = `${query}&capability=oxygen`;
  const oxygen = await makeTerm(db, 'capabilities', 'oxygen', 'Oxygen');
  await db.insert(schema.facilityReadiness).values({
    facilityId: facility.id,
    capabilityId: oxygen.id,
    confirmedAt: today,
    confirmedBy: 'facility',
  });
  await eventually(withOxygen, (result) => result.total).toBe(1);

  // Closed for good: gone from search.
  await db
    .update(schema.facilities)
    .set({ status: 'permanently_closed' })
    .where(eq(schema.facilities.id, facility.id));
  await eventually(query, (result) => result.total).toBe(0);
});

it("answers the writing process's next search with its own write through the API, without waiting", async () => {
  const admin = await createUser(writer.db, { role: 'ADMIN' });
  const token = (await signIn(writer.app, admin)).access_token;
  const total = async (query = 'q=avocet') =>
    (await writer.app.inject({ url: `/api/search?${query}`, headers: withApiKey() })).json<SearchResult>()
      .total;
  expect(await total()).toBe(0);
  const created = await writer.app.inject({
    method: 'POST',
    url: '/api/facilities',
    headers: withBearer(token),
    payload: { name: 'Avocet Eye Clinic', ownership: 'private', level: 'primary' },
  });
  expect(created.statusCode, created.body).toBe(201);
  // Two different searches at once go to the two copies of the index: each holds the write.
  const asked = threadsAskedFor('findPage');
  expect(await Promise.all([total(), total('q=avocet&kind=facility')])).toEqual([1, 1]);
  vi.restoreAllMocks();
  expect(new Set(asked).size).toBe(2);
});

it('applies a change to hundreds of listings at once by their ids, searching memory throughout', async () => {
  const type = await makeTerm(db, 'facility-types', 'plover-type', 'Plover clinic');
  const { stateId, lgaId } = (await makeFacility(db, { name: 'Plover Seed Clinic' })) as {
    stateId: number;
    lgaId: number;
  };
  // One statement, as an import batch writes: more listings than a notice could once name (decision 0041).
  await db.insert(schema.facilities).values(
    Array.from({ length: 400 }, (_, n) => ({
      name: `Plover Clinic ${n}`,
      facilityTypeId: type.id,
      ownership: 'private' as const,
      level: 'primary' as const,
      stateId,
      lgaId,
    })),
  );
  const builtAt = reader.app.searchIndex.status().lastBuildMs;
  const standsAside = vi.fn();
  const watch = setInterval(() => reader.app.searchIndex.ready || standsAside(), 5);
  try {
    await eventually('q=plover+clinic&pageSize=1', (result) => result.total).toBe(401);
    // A renamed type rewrites all their documents in one statement.
    await db
      .update(schema.taxonomyTerms)
      .set({ name: 'Sandpiper clinic' })
      .where(eq(schema.taxonomyTerms.id, type.id));
    await eventually('q=sandpiper&pageSize=1', (result) => result.total).toBe(400);
  } finally {
    clearInterval(watch);
  }
  expect(standsAside).not.toHaveBeenCalled();
  expect(reader.app.searchIndex.status()).toMatchObject({ ready: true, lastBuildMs: builtAt });
});
