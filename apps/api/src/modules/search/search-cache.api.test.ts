import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SearchResult, SuggestResult } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeTerm } from '../../testing/directory-factories.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';
import { createSearchCaches } from './caches.ts';
import { loadCatalogue } from './service.ts';

/**
 * This file pins what one process keeps, for how long, and what its own writes clear. The change log
 * (migration 0041), which clears it within a tenth of a second, is search-freshness.api.test.ts's: here its
 * triggers are off but for this process's own write, so every other write below is one the process is not told
 * of. Searches read the database, not the in-memory index, which only the change log keeps current.
 */
let clock = new Date('2026-11-18T09:30:00Z');
const { app, db } = await createTestApp({
  env: { SEARCH_CACHE_SECONDS: '60', SEARCH_INDEX: 'database' },
  now: () => clock,
});

const announcingTriggers = async (state: 'enable' | 'disable') => {
  for (const trigger of [
    'search_documents_inserted',
    'search_documents_updated',
    'search_documents_deleted',
  ]) {
    await db.execute(sql.raw(`alter table search_documents ${state} trigger ${trigger}`));
  }
  await db.execute(sql.raw(`alter table taxonomy_terms ${state} trigger taxonomy_terms_changed`));
};
beforeAll(() => announcingTriggers('disable'));
afterAll(() => announcingTriggers('enable'));

const total = async (q: string) =>
  (await app.inject({ url: `/api/search?q=${q}`, headers: withApiKey() })).json<SearchResult>().total;

it('keeps a search answer for SEARCH_CACHE_SECONDS, as long as shared caches may keep it', async () => {
  const facility = await makeFacility(db, { name: 'Cached Kingfisher Clinic' });
  expect(await total('kingfisher')).toBe(1);

  await db.delete(schema.facilities).where(eq(schema.facilities.id, facility.id));
  clock = new Date(clock.getTime() + 59_000);
  expect(await total('kingfisher')).toBe(1);

  clock = new Date(clock.getTime() + 2_000);
  expect(await total('kingfisher')).toBe(0);
});

it("never answers a visitor's near-me search from the cache", async () => {
  const nearMe = async () =>
    (
      await app.inject({ url: '/api/search?q=heron&lat=6.6018&lon=3.3515', headers: withApiKey() })
    ).json<SearchResult>().total;
  const first = await makeFacility(db, { name: 'Heron Clinic Ikeja' });
  expect(await nearMe()).toBe(1);
  await db.delete(schema.facilities).where(eq(schema.facilities.id, first.id));
  expect(await nearMe()).toBe(0);
});

it('keeps how a word is read for as long, and reads a word a new listing brings once that expires', async () => {
  const read = async (query: string) =>
    (await app.inject({ url: `/api/search?${query}`, headers: withApiKey() })).json<SearchResult>();
  await makeFacility(db, { name: 'Kestrel Clinic' });
  expect((await read('q=kestrl')).interpreted.corrections).toEqual([{ from: 'kestrl', to: 'kestrel' }]);

  await makeFacility(db, { name: 'Kestrl Pharmacy' });
  clock = new Date(clock.getTime() + 30_000);
  // Another answer (a different page size), the same word: its reading is still the one looked up.
  expect((await read('q=kestrl&pageSize=10')).interpreted.corrections).toHaveLength(1);

  clock = new Date(clock.getTime() + 31_000);
  const fresh = await read('q=kestrl&pageSize=11');
  expect(fresh.interpreted.corrections).toEqual([]);
  expect(fresh.items.map((item) => item.name)).toEqual(['Kestrl Pharmacy']);
});

it("reads a kept word afresh when the query's other words push it out of a full cache", async () => {
  await makeFacility(db, { name: 'Osprey Maternity Home' });
  const { readWords } = createSearchCaches(db, { answerSeconds: 60, now: () => clock, maxReadings: 1 });
  expect((await readWords(['ospry']))[0]?.best).toBe('osprey');
  const [newWord, keptWord] = await readWords(['maternty', 'ospry']);
  expect(newWord?.best).toBe('maternity');
  expect(keptWord?.best).toBe('osprey');
});

it('forgets every kept answer, reading and list once a write to the directory succeeds', async () => {
  const admin = await createUser(db, { role: 'ADMIN' });
  const token = (await signIn(app, admin)).access_token;
  expect(await total('kittiwake')).toBe(0);
  expect(await total('kittiwakee')).toBe(0);
  await announcingTriggers('enable');
  const created = await app.inject({
    method: 'POST',
    url: '/api/facilities',
    headers: withBearer(token),
    payload: { name: 'Kittiwake Eye Clinic', ownership: 'private', level: 'primary' },
  });
  expect(created.statusCode, created.body).toBe(201);
  await announcingTriggers('disable');
  // Same queries, same clock: answered afresh, with the new listing and its new word.
  expect(await total('kittiwake')).toBe(1);
  expect(await total('kittiwakee')).toBe(1);

  const refused = await app.inject({
    method: 'POST',
    url: '/api/facilities',
    headers: withBearer(token),
    payload: { name: '' },
  });
  expect(refused.statusCode).toBe(400);
});

it('reloads the lists for a filter naming an entry another writer added, never for one naming no entry', async () => {
  const search = (query: string) => app.inject({ url: `/api/search?${query}`, headers: withApiKey() });
  const suggestsWombatCare = async (q: string) =>
    (await app.inject({ url: `/api/suggest?q=${q}`, headers: withApiKey() }))
      .json<SuggestResult>()
      .items.some((item) => item.label === 'Wombat Care');
  expect((await search('q=clinic')).statusCode).toBe(200);
  // Added straight to the database, as another process would: this process's lists lack it.
  await makeTerm(db, 'services', 'wombat-care', 'Wombat Care');
  expect(await suggestsWombatCare('womb')).toBe(false);

  for (let request = 0; request < 5; request++) {
    expect((await search('service=no-such-service')).statusCode).toBe(400);
  }
  // Still the lists loaded before: the unknown name made no reload.
  expect(await suggestsWombatCare('wombat')).toBe(false);

  expect((await search('service=wombat-care')).statusCode).toBe(200);
  expect(await suggestsWombatCare('wombat c')).toBe(true);
});

it('shares one reload of the lists among requests that find an entry missing at the same moment', async () => {
  let loads = 0;
  const caches = createSearchCaches(db, {
    answerSeconds: 60,
    now: () => clock,
    loadLists: () => {
      loads += 1;
      return loadCatalogue(db);
    },
  });
  await caches.catalogue();
  await Promise.all(Array.from({ length: 5 }, () => caches.catalogue({ fresh: true })));
  expect(loads).toBe(2);
});
