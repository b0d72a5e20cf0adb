import { describe, expect, it } from 'vitest';
import type { AuditLogPage, FacilityDetail, SearchResult } from '@carefinder/contracts';
import { createTestDatabase } from '@carefinder/db/testing';
import { makeFacility, makeTerm } from '../../testing/directory-factories.ts';
import { addMembership, createUser, signIn, withBearer } from '../../testing/factories.ts';
import { facilityRequests } from '../../testing/facility-requests.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/*
 * A facility's readiness (issue 34): dated capabilities written through the facility's PATCH, by an ADMIN or
 * its team, and the search filter that trusts a fact for 90 days, in SQL and in memory. The clock is the
 * app's: each test sets the Nigerian day it is.
 */
const database = await createTestDatabase();
const { db } = database;
let clock = new Date('2026-11-30T10:00:00Z');
const now = () => clock;
const engines = {
  database: await createTestApp({ database, env: { SEARCH_INDEX: 'database' }, now }),
  memory: await createTestApp({ database, env: { SEARCH_INDEX: 'memory' }, now }),
};
const { app } = engines.database;
const admin = (await signIn(app, await createUser(db, { role: 'ADMIN' }))).access_token;

await makeTerm(db, 'capabilities', 'caesarean-section', 'Caesarean section');
await makeTerm(db, 'capabilities', 'blood-transfusion', 'Blood transfusion');
await makeTerm(db, 'capabilities', 'oxygen', 'Oxygen');

const { read, patch } = facilityRequests(app);

const fact = (capability: string, confirmedAt: string, source = 'Phone call with the matron') => ({
  capability: { slug: capability },
  confirmedAt,
  source,
});

async function found(engine: keyof typeof engines, query: string): Promise<string[]> {
  const response = await engines[engine].app.inject({
    url: `/api/search?kind=facility&pageSize=50&${query}`,
    headers: withApiKey(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>().items.map((item) => item.name);
}

describe('PATCH /api/facilities/{id} readiness', () => {
  it('an ADMIN writes dated capabilities: read back by name, current, credited to CareFinder, audited', async () => {
    const facility = await makeFacility(db, { name: 'Readiness General Hospital' });
    const response = await patch(facility.id, admin, {
      readiness: [fact('oxygen', '2026-11-20'), fact('caesarean-section', '2026-08-01', 'Lagos SMoH list')],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FacilityDetail>().readiness).toEqual([
      {
        capability: { slug: 'caesarean-section', name: 'Caesarean section' },
        confirmedAt: '2026-08-01',
        source: 'Lagos SMoH list',
        confirmedBy: 'carefinder',
        current: false,
      },
      {
        capability: { slug: 'oxygen', name: 'Oxygen' },
        confirmedAt: '2026-11-20',
        source: 'Phone call with the matron',
        confirmedBy: 'carefinder',
        current: true,
      },
    ]);
    const audit = await app.inject({
      url: `/api/admin/audit-log?entity=facility&entityId=${facility.id}`,
      headers: withBearer(admin),
    });
    const [entry] = audit.json<AuditLogPage>().items;
    expect(entry?.after).toMatchObject({
      readiness: [
        { capability: 'caesarean-section', confirmedAt: '2026-08-01', source: 'Lagos SMoH list' },
        { capability: 'oxygen', confirmedAt: '2026-11-20', source: 'Phone call with the matron' },
      ],
    });
  });

  it("the facility's team confirms its own facts; a fact sent back unchanged keeps who confirmed it", async () => {
    const facility = await makeFacility(db, { name: 'Team Readiness Clinic' });
    await patch(facility.id, admin, { readiness: [fact('oxygen', '2026-11-01', 'SMoH list')] });
    const owner = await createUser(db, { role: 'FACILITY_ADMIN' });
    await addMembership(db, owner.id, facility.id);
    const token = (await signIn(app, owner)).access_token;

    const { facility: before } = await read(facility.id);
    const response = await patch(facility.id, token, {
      readiness: [...before.readiness, fact('blood-transfusion', '2026-11-30', 'Our blood bank')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const confirmedBy = Object.fromEntries(
      response.json<FacilityDetail>().readiness.map((entry) => [entry.capability.slug, entry.confirmedBy]),
    );
    expect(confirmedBy).toEqual({ oxygen: 'carefinder', 'blood-transfusion': 'facility' });
    expect(response.json<FacilityDetail>().updatedByFacilityAt).not.toBeNull();
  });

  it('nobody else writes it, and a stale tag is a 412', async () => {
    const facility = await makeFacility(db, { name: 'Guarded Readiness Clinic' });
    const stranger = await createUser(db, { role: 'FACILITY_ADMIN' });
    const refused = await patch(facility.id, (await signIn(app, stranger)).access_token, {
      readiness: [fact('oxygen', '2026-11-30')],
    });
    expect(refused.statusCode).toBe(403);

    const { etag } = await read(facility.id);
    await patch(facility.id, admin, { readiness: [fact('oxygen', '2026-11-29')] });
    const stale = await app.inject({
      method: 'PATCH',
      url: `/api/facilities/${facility.id}`,
      headers: withBearer(admin, { 'if-match': etag }),
      payload: { readiness: [] },
    });
    expect(stale.statusCode).toBe(412);
    expect((await read(facility.id)).facility.readiness).toHaveLength(1);
  });

  it('bad facts are a 400 naming each one, and nothing is written', async () => {
    const facility = await makeFacility(db, { name: 'Careful Readiness Clinic' });
    const response = await patch(facility.id, admin, {
      readiness: [
        fact('teleportation', '2026-11-01'),
        fact('oxygen', '2026-12-01'),
        fact('caesarean-section', '2026-02-30'),
        { ...fact('blood-transfusion', '2026-11-01'), verifiedBy: 'me' },
      ],
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['readiness.2.confirmedAt', 'readiness.3.verifiedBy']));

    const resolved = await patch(facility.id, admin, {
      readiness: [
        fact('teleportation', '2026-11-01'),
        fact('oxygen', '2026-12-01'),
        fact('oxygen', '2026-11-01'),
      ],
    });
    expect(resolved.statusCode).toBe(400);
    expect(resolved.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'readiness.0.capability.slug',
      'readiness.1.confirmedAt',
      'readiness.2.capability.slug',
    ]);
    expect((await read(facility.id)).facility.readiness).toEqual([]);
  });
});

describe.each(['database', 'memory'] as const)(
  'GET /api/search?capability= with SEARCH_INDEX=%s',
  (engine) => {
    it('matches a facility only while every capability asked for was confirmed within 90 days', async () => {
      clock = new Date('2026-11-10T10:00:00Z');
      const name = `Ready Maternity ${engine}`;
      const facility = await makeFacility(db, { name });
      await patch(facility.id, admin, {
        readiness: [fact('caesarean-section', '2026-09-01'), fact('blood-transfusion', '2026-08-15')],
      });

      expect(await found(engine, 'capability=caesarean-section')).toContain(name);
      expect(await found(engine, 'capability=caesarean-section&capability=blood-transfusion')).toContain(
        name,
      );
      expect(await found(engine, 'capability=caesarean-section&capability=oxygen')).not.toContain(name);

      // 15 August + 90 days is 13 November: current all that day in Nigeria (UTC+1), stale from its midnight.
      clock = new Date('2026-11-13T22:30:00Z');
      expect(await found(engine, 'capability=blood-transfusion')).toContain(name);
      clock = new Date('2026-11-13T23:30:00Z');
      expect(await found(engine, 'capability=blood-transfusion')).not.toContain(name);
      expect(await found(engine, 'capability=caesarean-section&capability=blood-transfusion')).not.toContain(
        name,
      );
      expect(await found(engine, 'capability=caesarean-section')).toContain(name);
      const { readiness } = (await read(facility.id)).facility;
      expect(readiness.map((entry) => [entry.capability.slug, entry.current])).toEqual([
        ['blood-transfusion', false],
        ['caesarean-section', true],
      ]);
      clock = new Date('2026-11-30T10:00:00Z');
    });
  },
);

describe('the capability filter', () => {
  it('is a 400 naming the parameter for a capability nobody has, or more than 13', async () => {
    const unknown = await app.inject({ url: '/api/search?capability=teleportation', headers: withApiKey() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('capability');
    const many = Array.from({ length: 14 }, () => 'capability=oxygen').join('&');
    const tooMany = await app.inject({ url: `/api/search?${many}`, headers: withApiKey() });
    expect(tooMany.statusCode).toBe(400);
  });
});
