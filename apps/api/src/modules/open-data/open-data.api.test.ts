import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importGrid3, queryRows, schema, seedTaxonomies, type Database } from '@carefinder/db';
import { createTestDatabase, GRID3_SAMPLE_PATH } from '@carefinder/db/testing';
import { sql } from 'drizzle-orm';

import { randomAddress } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
await seedTaxonomies(db);
await importGrid3(db, GRID3_SAMPLE_PATH);
await db.insert(schema.facilities).values({ name: 'Demo Hospital That Must Not Be Published', isDemo: true });
const workDir = mkdtempSync(join(tmpdir(), 'carefinder-export-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface Comparable {
  name: string;
  ownership_detail: string | null;
  nhfr_uid: string | null;
  state: string | null;
  lga: string | null;
  type: string | null;
  level: string;
  ownership: string;
  latitude: number;
  longitude: number;
}

function publishedFacilities(database: Database) {
  return queryRows<Comparable>(
    database,
    sql`select f.name, f.ownership_detail, f.nhfr_uid, s.alias as state, l.name as lga, t.slug as type, f.level::text as level,
               f.ownership::text as ownership, f.latitude, f.longitude
        from facilities f left join states s on s.id = f.state_id left join lgas l on l.id = f.lga_id
        left join taxonomy_terms t on t.id = f.facility_type_id
        where not f.is_demo order by f.name, f.latitude, f.longitude`,
  );
}

describe('GET /api/export/facilities.csv', () => {
  it('streams every published facility with licence and attribution, never demo rows', async () => {
    const response = await app.inject({ url: '/api/export/facilities.csv', headers: withApiKey() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers.link).toContain('creativecommons.org/licenses/by/4.0');
    expect(response.headers['x-attribution']).toContain(
      'Nigeria Health Facility Registry via GRID3 (CC BY 4.0)',
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toMatch(/^OBJECTID,globalid,nhfr_uid,/);
    expect(lines).toHaveLength(1 + 1196);
    expect(response.body).not.toContain('Must Not Be Published');
  });

  it('round-trips: the exported file imported into a fresh database gives the same facilities', async () => {
    const response = await app.inject({ url: '/api/export/facilities.csv', headers: withApiKey() });
    const file = join(workDir, 'export.csv');
    writeFileSync(file, response.body);
    const fresh = await createTestDatabase();
    try {
      await seedTaxonomies(fresh.db);
      const report = await importGrid3(fresh.db, file);
      expect(report).toMatchObject({ inserted: 1196, skipped: 0 });
      expect(await publishedFacilities(fresh.db)).toEqual(await publishedFacilities(db));
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['state=abuja', 1],
    ['state=lagos&facilityType=primary-health-centre', -1],
    ['state=lagos&type=primary-health-centre', -1], // the old name of facilityType still filters
    ['state=lagos&facilityType=no-such-type', 0],
    ['state=lagos&facilityType=no-such-type&type=primary-health-centre', 0], // facilityType wins
  ])('filters by %s', async (query, expected) => {
    const response = await app.inject({ url: `/api/export/facilities.csv?${query}`, headers: withApiKey() });
    expect(response.statusCode).toBe(200);
    const rows = response.body.trim().split('\n').length - 1;
    if (expected >= 0) expect(rows).toBe(expected);
    else expect(rows).toBeGreaterThan(0);
  });

  it('refuses an unknown state with 400 naming the parameter, and a request without the API key', async () => {
    const unknown = await app.inject({
      url: '/api/export/facilities.csv?state=atlantis',
      headers: withApiKey(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ path: 'state' }] });
    const malformed = await app.inject({
      url: '/api/export/facilities.csv?lga=Not%20A%20Slug',
      headers: withApiKey(),
    });
    expect(malformed.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/export/facilities.csv' })).statusCode).toBe(401);
  });
});

describe('GET /api/export/facilities.geojson', () => {
  it('is a FeatureCollection of points with the licence, one per published facility', async () => {
    const response = await app.inject({
      url: '/api/export/facilities.geojson?state=borno',
      headers: withApiKey(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/geo+json');
    const collection = response.json<{
      type: string;
      license: string;
      features: Array<{
        geometry: { type: string; coordinates: [number, number] };
        properties: { state: string; url: string };
      }>;
    }>();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.license).toContain('by/4.0');
    const [borno] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from facilities f join states s on s.id = f.state_id where s.alias = 'borno'`,
    );
    expect(collection.features).toHaveLength(borno?.total ?? -1);
    for (const feature of collection.features) {
      expect(feature.geometry.type).toBe('Point');
      const [longitude, latitude] = feature.geometry.coordinates;
      expect(latitude).toBeGreaterThan(4);
      expect(longitude).toBeGreaterThan(2.6);
      expect(feature.properties.state).toBe('borno');
      expect(feature.properties.url).toMatch(/\/facilities\/[0-9a-f-]{36}$/);
    }
  });
});

describe('rate limit of the downloads', () => {
  const download = (remoteAddress: string, forwardedFor: string) =>
    app.inject({
      url: '/api/export/facilities.csv?state=borno',
      remoteAddress,
      headers: withApiKey({ 'x-forwarded-for': forwardedFor }),
    });

  /** The statuses of `count` downloads one after another. */
  async function statusesOf(count: number, remoteAddress: string, forwardedFor: () => string) {
    const statuses: number[] = [];
    for (let index = 0; index < count; index++)
      statuses.push((await download(remoteAddress, forwardedFor())).statusCode);
    return statuses;
  }

  it('gives each visitor the web host names (from this machine, with its app key) ten a minute of their own', async () => {
    const [first, second] = [randomAddress(), randomAddress()];
    expect(await statusesOf(10, '127.0.0.1', () => first)).toEqual(Array(10).fill(200));
    const refused = await download('127.0.0.1', first);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await download('127.0.0.1', second)).statusCode).toBe(200);
  });

  it('believes a forwarded address from this machine only: another client cannot name a new one each time', async () => {
    const client = randomAddress();
    expect(await statusesOf(10, client, randomAddress)).toEqual(Array(10).fill(200));
    expect((await download(client, randomAddress())).statusCode).toBe(429);
  });
});
