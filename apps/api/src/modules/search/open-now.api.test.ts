import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@carefinder/contracts';
import { createTestDatabase } from '@carefinder/db/testing';
import { makeFacility } from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';
import { OPEN_NOW_CASES, askedAt, type OpenNowCase } from './open-now-cases.ts';

/*
 * The open-now filter in SQL (repository.ts `openNow`) and in memory (the index's `isOpen`), and the status
 * each result shows (the contracts' `openingStatus`), held through the API to the cases open-now.test.ts
 * holds the contracts and the index to. One facility for each set of hours; each case moves the clock.
 */
const database = await createTestDatabase();
const facilityIds = new Map<OpenNowCase, string>();
for (const openNowCase of Object.values(OPEN_NOW_CASES)) {
  const { hours, exceptions = [] } = openNowCase;
  facilityIds.set(
    openNowCase,
    (await makeFacility(database.db, { openingHours: hours, hoursExceptions: exceptions })).id,
  );
}

let clock = new Date();
const now = () => clock;
const engines = {
  database: await createTestApp({ database, env: { SEARCH_INDEX: 'database' }, now }),
  memory: await createTestApp({ database, env: { SEARCH_INDEX: 'memory' }, now }),
};

async function search(engine: keyof typeof engines, query: string): Promise<SearchResult> {
  const response = await engines[engine].app.inject({
    url: `/api/search?kind=facility&pageSize=50&${query}`,
    headers: withApiKey(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<SearchResult>();
  expect(result.total).toBe(result.items.length);
  return result;
}

const cases = Object.entries(OPEN_NOW_CASES);

describe.each(['database', 'memory'] as const)('openNow=true with SEARCH_INDEX=%s', (engine) => {
  it.each(cases)('%s', async (_name, openNowCase) => {
    clock = askedAt(openNowCase.asked);
    const found = (await search(engine, 'openNow=true')).items.map((item) => item.id);
    expect(found.includes(facilityIds.get(openNowCase) as string)).toBe(openNowCase.open);
  });
});

describe("each result's opening status", () => {
  it.each(cases)('%s', async (_name, openNowCase) => {
    clock = askedAt(openNowCase.asked);
    const item = (await search('database', '')).items.find(({ id }) => id === facilityIds.get(openNowCase));
    expect(item?.openingStatus?.isOpen ?? false).toBe(openNowCase.open);
  });
});

// The filter is one condition among the others: a facility open now elsewhere is not found in a state, or
// within a radius, that it is not in (every facility here is in Ikeja).
describe.each(['database', 'memory'] as const)(
  'openNow=true with other filters, SEARCH_INDEX=%s',
  (engine) => {
    it.each(cases)('%s', async (_name, openNowCase) => {
      clock = askedAt(openNowCase.asked);
      expect((await search(engine, 'openNow=true&state=kano')).items).toEqual([]);
      expect((await search(engine, 'openNow=true&lat=9.05&lon=7.49&radiusKm=5')).items).toEqual([]);
    });
  },
);
