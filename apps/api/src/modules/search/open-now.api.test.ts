import { describe, expect, it } from 'vitest';
import type { OpeningHoursEntry, SearchResult } from '@carefinder/contracts';
import { createTestDatabase } from '@carefinder/db/testing';
import { makeFacility } from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';
import { OPEN_NOW_CASES, askedAt } from './open-now-cases.ts';

/*
 * The open-now filter in SQL (repository.ts `openNow`) and in memory (the index's `isOpen`), and the status
 * each result shows (the contracts' `openingStatus`), held through the API to the cases open-now.test.ts
 * holds the contracts and the index to. One facility for each set of hours; each case moves the clock.
 */
const database = await createTestDatabase();
const facilityIds = new Map<OpeningHoursEntry[], string>();
for (const { hours } of Object.values(OPEN_NOW_CASES)) {
  if (!facilityIds.has(hours))
    facilityIds.set(hours, (await makeFacility(database.db, { openingHours: hours })).id);
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
  it.each(cases)('%s', async (_name, { hours, asked, open }) => {
    clock = askedAt(asked);
    const found = (await search(engine, 'openNow=true')).items.map((item) => item.id);
    expect(found.includes(facilityIds.get(hours) as string)).toBe(open);
  });
});

describe("each result's opening status", () => {
  it.each(cases)('%s', async (_name, { hours, asked, open }) => {
    clock = askedAt(asked);
    const item = (await search('database', '')).items.find(({ id }) => id === facilityIds.get(hours));
    expect(item?.openingStatus?.isOpen ?? false).toBe(open);
  });
});
