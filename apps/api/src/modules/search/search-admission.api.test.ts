import { expect, it } from 'vitest';
import { makeFacility } from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

// One search at a time, each waiting at most 50 ms for its turn.
const { app, db } = await createTestApp({ env: { SEARCH_MAX_IN_FLIGHT: '1', SEARCH_MAX_WAIT_MS: '50' } });

it('answers a search that cannot start within its wait with a fast 503 and Retry-After, never a 500', async () => {
  for (let n = 0; n < 20; n++) await makeFacility(db, { name: `Egret Clinic ${n}` });
  // Near-me searches are never answered from the cache: each is computed.
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, n) =>
      app.inject({
        url: `/api/search?q=clinic&lat=6.${6000 + n}&lon=3.3515&radiusKm=50`,
        headers: withApiKey(),
      }),
    ),
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
