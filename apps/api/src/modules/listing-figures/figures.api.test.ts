import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LISTING_FIGURE_DAYS, PROBLEM_TYPES, type FacilityFigures } from '@carefinder/contracts';
import { withBearer } from '../../testing/factories.ts';
import { ownerFactories } from '../../testing/owners.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

// 23:30 in Lagos on 26 November 2026 (22:30 UTC): the clock moves on in the tests below.
let clock = new Date('2026-11-26T22:30:00Z');
const { app, db } = await createTestApp({ now: () => clock });
const { signedIn, managedFacility } = ownerFactories(app, db);

const figures = (facilityId: string, token?: string) =>
  app.inject({
    url: `/api/facilities/${facilityId}/figures`,
    headers: token ? withBearer(token) : withApiKey(),
  });

describe("a facility's figures for the last 30 days", () => {
  it('counts views and taps per Nigerian day; a visitor’s repeat within half an hour counts once', async () => {
    const { facility, owner } = await managedFacility();
    const count = app.facilityFigures.count;
    count(facility.id, 'view', '10.0.0.1 phone');
    count(facility.id, 'view', '10.0.0.1 phone'); // a reload
    count(facility.id, 'view', '10.0.0.2 phone');
    count(facility.id, 'call', '10.0.0.1 phone');
    count(facility.id, 'directions', '10.0.0.1 phone');
    // 00:40 in Lagos, the next day (still the 26th in UTC would be wrong): a new day, and past the window.
    clock = new Date('2026-11-26T23:40:00Z');
    count(facility.id, 'view', '10.0.0.1 phone');
    count(facility.id, 'website', '10.0.0.2 phone');

    const response = await figures(facility.id, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<FacilityFigures>();
    expect(body).toMatchObject({ days: LISTING_FIGURE_DAYS, from: '2026-10-29', to: '2026-11-27' });
    expect(body.daily).toHaveLength(LISTING_FIGURE_DAYS);
    expect(body.totals).toEqual({ pageViews: 3, callTaps: 1, directionsTaps: 1, websiteTaps: 1 });
    expect(body.daily.slice(-2)).toEqual([
      { day: '2026-11-26', pageViews: 2, callTaps: 1, directionsTaps: 1, websiteTaps: 0 },
      { day: '2026-11-27', pageViews: 1, callTaps: 0, directionsTaps: 0, websiteTaps: 1 },
    ]);
    expect(body.daily[0]).toEqual({
      day: '2026-10-29',
      pageViews: 0,
      callTaps: 0,
      directionsTaps: 0,
      websiteTaps: 0,
    });
  });

  it('drops counts of an id that is no facility, and stores the others with them', async () => {
    const { facility, owner } = await managedFacility();
    app.facilityFigures.count(randomUUID(), 'view', '10.0.0.3 phone');
    app.facilityFigures.count(facility.id, 'view', '10.0.0.3 phone');
    const response = await figures(facility.id, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FacilityFigures>().totals.pageViews).toBe(1);
  });

  it('stores more facility-days at once than one statement can bind', async () => {
    const { facility, owner } = await managedFacility();
    for (let n = 0; n < 12_000; n += 1) app.facilityFigures.count(randomUUID(), 'view', 'crawler');
    app.facilityFigures.count(facility.id, 'website', '10.0.0.5 phone');
    const response = await figures(facility.id, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FacilityFigures>().totals.websiteTaps).toBe(1);
  });

  it('leaves out days older than the dashboard shows', async () => {
    const { facility, owner } = await managedFacility();
    clock = new Date('2026-09-01T10:00:00Z');
    app.facilityFigures.count(facility.id, 'view', '10.0.0.4 phone');
    await app.facilityFigures.flush();
    clock = new Date('2026-11-26T23:50:00Z');
    expect((await figures(facility.id, owner.token)).json<FacilityFigures>().totals.pageViews).toBe(0);
  });

  it('are the facility team’s and an ADMIN’s only', async () => {
    const { facility, owner } = await managedFacility();
    const other = await managedFacility();
    const admin = await signedIn('ADMIN');
    const user = await signedIn('USER');
    expect((await figures(facility.id, owner.token)).statusCode).toBe(200);
    expect((await figures(facility.id, admin.token)).statusCode).toBe(200);
    const notMember = await figures(facility.id, other.owner.token);
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json()).toMatchObject({ type: PROBLEM_TYPES.notAMember });
    expect((await figures(facility.id, user.token)).statusCode).toBe(403);
    expect((await figures(facility.id)).statusCode).toBe(401);
    expect((await figures('not-an-id', admin.token)).statusCode).toBe(404);
  });
});
