import { describe, expect, it } from 'vitest';
import type { FacilityDetail, SearchResult } from '@carefinder/contracts';
import { createTestDatabase } from '@carefinder/db/testing';
import { makeFacility, weekdayHours } from '../../testing/directory-factories.ts';
import { addMembership, createUser, signIn } from '../../testing/factories.ts';
import { facilityRequests } from '../../testing/facility-requests.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/*
 * Dated hours (issue 34): holidays, strikes and closures written through the facility's PATCH, honoured by
 * its opening status and by open-now in memory as soon as they are saved. The rule itself, in all three
 * places it is written, is held to open-now-cases.ts.
 */
const database = await createTestDatabase();
const { db } = database;
// Monday 23 November 2026, 10:15 in Lagos.
const now = () => new Date('2026-11-23T09:15:00Z');
const { app } = await createTestApp({ database, env: { SEARCH_INDEX: 'memory' }, now });
const admin = (await signIn(app, await createUser(db, { role: 'ADMIN' }))).access_token;
const weekdays = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) =>
  weekdayHours(day, '08:00:00', '18:00:00'),
);

const { read, patch } = facilityRequests(app);

const openNow = async () => {
  const response = await app.inject({ url: '/api/search?openNow=true&pageSize=50', headers: withApiKey() });
  return response.json<SearchResult>().items.map((item) => item.name);
};

describe('PATCH /api/facilities/{id} hoursExceptions', () => {
  it('the team closes today for a public holiday: the page says closed, and open-now drops it at once', async () => {
    const facility = await makeFacility(db, { name: 'Holiday Clinic', openingHours: weekdays });
    const owner = await createUser(db, { role: 'FACILITY_ADMIN' });
    await addMembership(db, owner.id, facility.id);
    const token = (await signIn(app, owner)).access_token;
    expect((await read(facility.id)).facility.openingStatus?.isOpen).toBe(true);
    expect(await openNow()).toContain('Holiday Clinic');

    const response = await patch(facility.id, token, {
      hoursExceptions: [
        { from: '2026-12-25', to: '2026-12-26', reason: 'Christmas' },
        { from: '2026-11-23', to: '2026-11-23', isClosed: true, reason: 'Public holiday' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<FacilityDetail>();
    expect(saved.hoursExceptions).toEqual([
      {
        from: '2026-11-23',
        to: '2026-11-23',
        isClosed: true,
        open: null,
        close: null,
        reason: 'Public holiday',
      },
      { from: '2026-12-25', to: '2026-12-26', isClosed: true, open: null, close: null, reason: 'Christmas' },
    ]);
    expect(saved.openingStatus).toMatchObject({ isOpen: false, label: 'Closed today' });
    expect(await openNow()).not.toContain('Holiday Clinic');
  });

  it('reduced hours on a day are its hours that day', async () => {
    const facility = await makeFacility(db, { name: 'Short Day Clinic', openingHours: weekdays });
    const response = await patch(facility.id, admin, {
      hoursExceptions: [
        { from: '2026-11-23', to: '2026-11-23', isClosed: false, open: '11:00:00', close: '14:00:00' },
      ],
    });
    expect(response.json<FacilityDetail>().openingStatus).toMatchObject({
      isOpen: false,
      opensLaterToday: true,
      openingTime: '11:00',
    });
    expect(await openNow()).not.toContain('Short Day Clinic');
  });

  it('refuses overlapping days, a last day before the first, and open days without times, naming each', async () => {
    const facility = await makeFacility(db, { name: 'Careful Clinic', openingHours: weekdays });
    const response = await patch(facility.id, admin, {
      hoursExceptions: [
        { from: '2026-12-24', to: '2026-12-26' },
        { from: '2026-12-26', to: '2026-12-27' },
        { from: '2026-12-31', to: '2026-12-30' },
        { from: '2027-01-05', to: '2027-01-05', isClosed: false, open: '09:00:00' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json<{ errors: { path: string }[] }>()
        .errors.map((error) => error.path)
        .sort(),
    ).toEqual(['hoursExceptions.1.from', 'hoursExceptions.2.to', 'hoursExceptions.3.close']);
    const overlapping = await patch(facility.id, admin, {
      hoursExceptions: [
        { from: '2026-12-24', to: '2026-12-26' },
        { from: '2026-12-26', to: '2026-12-27' },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'hoursExceptions.1.from',
    ]);
    expect((await read(facility.id)).facility.hoursExceptions).toEqual([]);
  });
});
