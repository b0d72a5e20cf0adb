import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import type { SearchResult } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility } from '../../testing/directory-factories.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { registeredRoutes } from '../../testing/routes.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';
import { refreshesSearch } from './plugin.ts';
import { changeLog } from './service.ts';

/**
 * The process that makes a write reads it in its next search (decision 0023): no route asks for it,
 * so a write route added later is covered as these are. Answers are kept a minute, as deployed, searches do
 * not wait for the index, and the change log's reads come back late: only the write's own catch-up makes the
 * next answer show it.
 */
const { app, db } = await createTestApp({
  env: { SEARCH_CACHE_SECONDS: '60', SEARCH_INDEX: 'memory' },
  searchesWaitForWrites: false,
  // A write route as a module adds one, saying nothing about search: it rates a facility.
  apiRoutes: async (api) => {
    api.post<{ Params: { id: string } }>('/test-probe/facilities/:id/rating', async (request, reply) => {
      await api.db
        .update(schema.facilities)
        .set({ averageRating: 4.5, reviewsCount: 2 })
        .where(eq(schema.facilities.id, request.params.id));
      return reply.code(204).send();
    });
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

const firstResult = async (q: string) =>
  (await app.inject({ url: `/api/search?q=${q}`, headers: withApiKey() })).json<SearchResult>().items[0];

/**
 * The change log's reads come back 100 ms late, as from a database across a network: a search right after a
 * write that does not wait for them reads the index as it was before the write.
 */
function changesReadLate() {
  const read = changeLog.readChangesSince;
  vi.spyOn(changeLog, 'readChangesSince').mockImplementation(async (...args) => {
    const changes = await read(...args);
    await sleep(100);
    return changes;
  });
}

/** A new listing, in the index, its search answer kept from now on. */
async function listedFacility(name: string) {
  const facility = await makeFacility(db, { name });
  await app.catchUpSearch();
  expect(await firstResult(name.split(' ')[0]!)).toMatchObject({ name, reviewsCount: 0 });
  return facility;
}

it('counts every write route the API registers, and one added later, among those that refresh search', () => {
  const writes = registeredRoutes(app).filter(({ method }) => !['GET', 'HEAD', 'OPTIONS'].includes(method));
  expect(writes).toContainEqual({ method: 'POST', url: '/api/test-probe/facilities/:id/rating' });
  expect(writes.length).toBeGreaterThan(40);
  expect(writes.filter(({ method, url }) => !refreshesSearch(method, url))).toEqual([]);
  expect(refreshesSearch('GET', '/api/search')).toBe(false);
});

it("answers the writing process's next search with a write of a route that declares nothing", async () => {
  const facility = await listedFacility('Heron Clinic');
  changesReadLate();
  const written = await app.inject({
    method: 'POST',
    url: `/api/test-probe/facilities/${facility.id}/rating`,
    headers: withApiKey(),
  });
  expect(written.statusCode, written.body).toBe(204);
  expect(await firstResult('heron')).toMatchObject({ averageRating: 4.5, reviewsCount: 2 });
});

it("answers a reviewer's next search with the listing's new rating", async () => {
  const facility = await listedFacility('Egret Clinic');
  const reviewer = await createUser(db);
  const { access_token } = await signIn(app, reviewer);
  changesReadLate();
  const posted = await app.inject({
    method: 'POST',
    url: `/api/facilities/${facility.id}/reviews`,
    headers: withBearer(access_token),
    payload: { rating: 4, comment: 'Clean wards, and the night nurses were kind to my mother.' },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  expect(await firstResult('egret')).toMatchObject({ averageRating: 4, reviewsCount: 1 });
});

it('leaves search as it is after a write that fails', async () => {
  const catchUp = vi.spyOn(app, 'catchUpSearch');
  const refused = await app.inject({
    method: 'POST',
    url: '/api/facilities',
    headers: withApiKey(),
    payload: { name: 'Ibis Clinic' },
  });
  expect(refused.statusCode).toBe(401);
  expect(catchUp).not.toHaveBeenCalled();
});

it('keeps the answers across a write that changes nothing search reads (a sign-in)', async () => {
  await listedFacility('Stork Clinic');
  const user = await createUser(db);
  const clear = vi.spyOn(app.searchCaches, 'clear');
  expect((await signIn(app, user)).access_token).toBeTruthy();
  expect(clear).not.toHaveBeenCalled();
});
