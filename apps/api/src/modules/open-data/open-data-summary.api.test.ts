import { describe, expect, it } from 'vitest';
import { openDataSummarySchema } from '@carefinder/contracts';
import { importGrid3, schema, seedTaxonomies } from '@carefinder/db';
import { GRID3_SAMPLE_PATH } from '@carefinder/db/testing';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
await seedTaxonomies(db);

const readSummary = async () => {
  const response = await app.inject({ url: '/api/export/facilities/summary', headers: withApiKey() });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toMatch(/^public/);
  return openDataSummarySchema.parse(response.json());
};

// One database, in two states: demo listings only, then the registry imported beside them.
describe('GET /api/export/facilities/summary', () => {
  it('answers 0 and no date while the directory holds demo listings only (they are never published)', async () => {
    await db.insert(schema.facilities).values([
      { name: 'Demo Clinic Awka', isDemo: true },
      { name: 'Demo Hospital Kano', isDemo: true },
    ]);
    expect(await readSummary()).toEqual({
      published: 0,
      lastUpdated: null,
      license: 'https://creativecommons.org/licenses/by/4.0/',
      attribution:
        'Source: Nigeria Health Facility Registry via GRID3 (CC BY 4.0); compiled and kept current by CareFinder',
    });
  });

  it('counts the rows the CSV holds once the registry is imported, still without the demo ones', async () => {
    await importGrid3(db, GRID3_SAMPLE_PATH);
    const summary = await readSummary();
    expect(summary.published).toBe(1196);
    expect(new Date(summary.lastUpdated ?? '').getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);

    const csv = await app.inject({ url: '/api/export/facilities.csv', headers: withApiKey() });
    expect(csv.body.trim().split('\n')).toHaveLength(1 + summary.published);
    expect(csv.headers.link).toBe(`<${summary.license}>; rel="license"`);
    expect(csv.headers['x-attribution']).toBe(summary.attribution);
  });

  it('needs the API key, like the files', async () => {
    expect((await app.inject({ url: '/api/export/facilities/summary' })).statusCode).toBe(401);
  });
});
