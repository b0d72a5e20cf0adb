import { describe, expect, it } from 'vitest';
import type { AuditLogPage, FacilityClosure, SearchResult } from '@carefinder/contracts';
import { createTestDatabase } from '@carefinder/db/testing';
import { makeFacility, weekdayHours } from '../../testing/directory-factories.ts';
import { facilityRequests } from '../../testing/facility-requests.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/*
 * An ADMIN closes many facilities for one range of days (issue 34: a state-wide strike), and reopens them by
 * deleting the closure. Asked on Tuesday 1 December 2026, 10:00 in Lagos, in memory as in production.
 */
const database = await createTestDatabase();
const { db } = database;
const now = () => new Date('2026-12-01T09:00:00Z');
const { app } = await createTestApp({ database, env: { SEARCH_INDEX: 'memory' }, now });
const { read } = facilityRequests(app);
const admin = (await signIn(app, await createUser(db, { role: 'ADMIN' }))).access_token;
const everyDay = (
  ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const
).map((day) => weekdayHours(day, '07:00:00', '19:00:00'));

const publicInLagos = await makeFacility(db, {
  name: 'Lagos Public One',
  ownership: 'public',
  openingHours: everyDay,
});
const publicInIkorodu = await makeFacility(db, {
  name: 'Lagos Public Two',
  ownership: 'public',
  lga: 'Ikorodu',
  openingHours: everyDay,
});
const privateInLagos = await makeFacility(db, {
  name: 'Lagos Private',
  ownership: 'private',
  openingHours: everyDay,
});
const publicInKano = await makeFacility(db, {
  name: 'Kano Public',
  ownership: 'public',
  stateAlias: 'kano',
  openingHours: everyDay,
});
const alreadyOff = await makeFacility(db, {
  name: 'Lagos Public On Leave',
  ownership: 'public',
  openingHours: everyDay,
  hoursExceptions: [
    { from: '2026-11-28', to: '2026-12-02', isClosed: true, open: null, close: null, reason: 'Repairs' },
  ],
});

const strike = {
  state: { alias: 'lagos' },
  ownership: 'public',
  from: '2026-12-01',
  to: '2026-12-14',
  reason: 'Doctors’ strike',
};

const close = (payload: object, token = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/closures', headers: withBearer(token), payload });

const openNow = async () =>
  (await app.inject({ url: '/api/search?openNow=true&pageSize=50', headers: withApiKey() }))
    .json<SearchResult>()
    .items.map((item) => item.name)
    .sort();

describe('/api/admin/closures', () => {
  it('closes the state’s facilities of that ownership for the days, but those with dated hours then; deleting it reopens them', async () => {
    expect(await openNow()).toEqual(['Kano Public', 'Lagos Private', 'Lagos Public One', 'Lagos Public Two']);
    const response = await close(strike);
    expect(response.statusCode, response.body).toBe(201);
    const closure = response.json<FacilityClosure>();
    expect(closure).toMatchObject({
      state: { alias: 'lagos', name: 'Lagos' },
      ownership: 'public',
      facilityCount: 2,
    });

    expect(await openNow()).toEqual(['Kano Public', 'Lagos Private']);
    const { facility } = await read(publicInLagos.id);
    expect(facility.openingStatus?.isOpen).toBe(false);
    expect(facility.hoursExceptions).toEqual([
      {
        from: '2026-12-01',
        to: '2026-12-14',
        isClosed: true,
        open: null,
        close: null,
        reason: 'Doctors’ strike',
      },
    ]);
    expect((await read(alreadyOff.id)).facility.hoursExceptions.map((day) => day.reason)).toEqual([
      'Repairs',
    ]);
    expect((await read(privateInLagos.id)).facility.hoursExceptions).toEqual([]);
    expect((await read(publicInKano.id)).facility.hoursExceptions).toEqual([]);

    // The same closure again closes nobody: each facility has dated hours on those days now.
    expect((await close(strike)).json<FacilityClosure>().facilityCount).toBe(0);

    const item = await app.inject({ url: `/api/admin/closures/${closure.id}`, headers: withBearer(admin) });
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/closures/${closure.id}`,
      headers: withBearer(admin, { 'if-match': String(item.headers.etag) }),
      payload: { ...item.json<FacilityClosure>(), reason: 'Resident doctors’ strike' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await read(publicInIkorodu.id)).facility.hoursExceptions[0]?.reason).toBe(
      'Resident doctors’ strike',
    );

    const current = await app.inject({
      url: `/api/admin/closures/${closure.id}`,
      headers: withBearer(admin),
    });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/closures/${closure.id}`,
      headers: withBearer(admin, { 'if-match': String(current.headers.etag) }),
    });
    expect(removed.statusCode).toBe(204);
    expect(await openNow()).toEqual(['Kano Public', 'Lagos Private', 'Lagos Public One', 'Lagos Public Two']);

    const audit = await app.inject({
      url: `/api/admin/audit-log?entity=facility-closure&entityId=${closure.id}`,
      headers: withBearer(admin),
    });
    expect(
      audit
        .json<AuditLogPage>()
        .items.map((entry) => entry.action)
        .sort(),
    ).toEqual(['facility-closure.create', 'facility-closure.delete', 'facility-closure.update']);
  });

  it('narrows to an LGA, and names a state, LGA or type nobody has', async () => {
    const inIkorodu = await close({
      ...strike,
      lga: { slug: 'ikorodu' },
      from: '2027-01-04',
      to: '2027-01-05',
    });
    expect(inIkorodu.json<FacilityClosure>().facilityCount).toBe(1);
    const unknown = await close({
      ...strike,
      lga: { slug: 'atlantis' },
      facilityType: { slug: 'spaceport' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'lga.slug',
      'facilityType.slug',
    ]);
    const backwards = await close({ ...strike, from: '2026-12-14', to: '2026-12-01' });
    expect(backwards.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'to',
    ]);
    const why = await close({ ...strike, reason: ' ' });
    expect(why.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(['reason']);
  });

  it('is for ADMINs only', async () => {
    const manager = (await signIn(app, await createUser(db, { role: 'FACILITY_ADMIN' }))).access_token;
    expect((await close(strike, manager)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/closures', headers: withBearer(manager) })).statusCode).toBe(
      403,
    );
  });
});
