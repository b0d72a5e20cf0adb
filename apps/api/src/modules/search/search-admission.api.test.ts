import { expect, it, vi } from 'vitest';
import { makeFacility } from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

// One search at a time, each waiting at most 50 ms for its turn.
const { app, db } = await createTestApp({ env: { SEARCH_MAX_IN_FLIGHT: '1', SEARCH_MAX_WAIT_MS: '50' } });
// One search at a time, and the default queue: 48 may wait their turn, here as long as they need (on a busy
// machine 48 searches ahead can take more than the default second).
const { app: queueing, db: queueingDb } = await createTestApp({
  env: { SEARCH_MAX_IN_FLIGHT: '1', SEARCH_MAX_WAIT_MS: '30000' },
});

/** Near-me searches are never answered from the cache: each is computed. */
const nearMeSearches = (count: number) =>
  Array.from({ length: count }, (_, n) => `/api/search?q=clinic&lat=6.${6000 + n}&lon=3.3515&radiusKm=50`);

it('answers a search that cannot start within its wait with a fast 503 and Retry-After, never a 500', async () => {
  for (let n = 0; n < 20; n++) await makeFacility(db, { name: `Egret Clinic ${n}` });
  const answers = await Promise.all(
    nearMeSearches(200).map((url) => app.inject({ url, headers: withApiKey() })),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  expect(statuses).toContain(200);
  const refused = answers.find((answer) => answer.statusCode === 503);
  expect(refused?.headers['retry-after']).toBe('5');
  expect(refused?.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(refused?.json()).toMatchObject({ status: 503 });

  // Once the crowd has gone, a search is answered.
  const after = await app.inject({ url: '/api/search?q=egret', headers: withApiKey() });
  expect(after.statusCode).toBe(200);
});

it('answers every search of a crowd the queue holds (one running, 48 waiting), refusing none', async () => {
  for (let n = 0; n < 20; n++) await makeFacility(queueingDb, { name: `Heron Clinic ${n}` });
  const answers = await Promise.all(
    nearMeSearches(49).map((url) => queueing.inject({ url, headers: withApiKey() })),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(49).fill(200));

  // One more than the queue holds is refused at once. The first search keeps the only place until the whole
  // crowd has come, so what is refused does not depend on how fast the others are answered.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const findPage = queueing.searchIndex.findPage.bind(queueing.searchIndex);
  vi.spyOn(queueing.searchIndex, 'findPage').mockImplementationOnce(async (search) => {
    await held;
    return findPage(search);
  });
  let answered = 0;
  const crowd = nearMeSearches(60).map((url) =>
    queueing.inject({ url: `${url}&crowd=1`, headers: withApiKey() }).then((answer) => {
      answered += 1;
      return answer;
    }),
  );
  await expect.poll(() => answered, { timeout: 10_000 }).toBe(11);
  release();
  const statuses = (await Promise.all(crowd)).map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 503)).toHaveLength(11);
  expect(statuses.filter((status) => status === 200)).toHaveLength(49);
});

it("admits the FHIR directory's reads by id as its searches: a crowd gets 200s and FHIR 503s, never a 500", async () => {
  const facility = await makeFacility(db, { name: 'Kingfisher Clinic' });
  const paths = [`/fhir/Location/${facility.id}`, `/fhir/Organization/${facility.id}/_history`];
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, n) => app.inject({ url: paths[n % paths.length] ?? '' })),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  expect(statuses).toContain(200);
  const refused = answers.find((answer) => answer.statusCode === 503);
  expect(refused?.headers['content-type']).toContain('application/fhir+json');
  expect(refused?.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'transient' }] });
});
