import { describe, expect, it } from 'vitest';
import {
  WEEKDAYS,
  type AuditLogPage,
  type ListingCorrection,
  type ListingCorrectionList,
  type ProviderDetail,
  type SearchResult,
} from '@carefinder/contracts';
import { eq } from 'drizzle-orm';
import { schema } from '@carefinder/db';
import { createTestDatabase } from '@carefinder/db/testing';
import { makeFacility, makeProvider, makeTerm, weekdayHours } from '../../testing/directory-factories.ts';
import { addMembership, withBearer } from '../../testing/factories.ts';
import { facilityRequests } from '../../testing/facility-requests.ts';
import { ownerFactories } from '../../testing/owners.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/*
 * Visitors' corrections (issue 34, item 5): anyone suggests one, without an account; it waits for the
 * listing's team, and for an ADMIN when there is no team or after 14 days; accepting it applies it as the
 * reviewer's own audited write; nothing reaches the listing before.
 */
const database = await createTestDatabase();
const { db } = database;
let clock = new Date('2026-11-30T10:00:00Z');
const { app } = await createTestApp({ database, env: { SEARCH_INDEX: 'database' }, now: () => clock });
const { signedIn, managedFacility } = ownerFactories(app, db);
const admin = (await signedIn('ADMIN')).token;
const { read } = facilityRequests(app);
await makeTerm(db, 'capabilities', 'oxygen', 'Oxygen');

let visitors = 0;
/** A visitor's correction, from an address of its own unless one is given (each is limited apart). */
const suggest = (path: string, payload: object, address = `203.0.113.${(visitors += 1)}`) =>
  app.inject({
    method: 'POST',
    url: `/api/${path}/corrections`,
    headers: withApiKey(),
    payload,
    remoteAddress: address,
  });

async function teamQueue(path: string, token: string): Promise<ListingCorrection[]> {
  const response = await app.inject({ url: `/api/${path}/corrections`, headers: withBearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListingCorrectionList>().items;
}

async function adminQueue(query = ''): Promise<ListingCorrection[]> {
  const response = await app.inject({ url: `/api/admin/corrections?${query}`, headers: withBearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListingCorrectionList>().items;
}

const decide = (path: string, correction: ListingCorrection, token: string, decision: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/${path}/corrections/${correction.id}`,
    headers: withBearer(token, { 'if-match': correction.etag }),
    payload: decision,
  });

async function openNowNames(): Promise<string[]> {
  const response = await app.inject({
    url: '/api/search?kind=facility&pageSize=50&q=corrected&openNow=true',
    headers: withApiKey(),
  });
  return response.json<SearchResult>().items.map((item) => item.name);
}

describe('POST /api/facilities/{id}/corrections', () => {
  it('keeps a visitor’s correction without an account, and the listing does not change', async () => {
    const { facility, owner } = await managedFacility();
    const response = await suggest(`facilities/${facility.id}`, {
      kind: 'phone',
      phone: '0803 123 4567',
      reason: 'I called the listed number: it belongs to a shop.',
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ received: true });
    const [correction] = await teamQueue(`facilities/${facility.id}`, owner.token);
    expect(correction).toMatchObject({
      listing: { kind: 'facility', id: facility.id, hasTeam: true },
      proposal: { kind: 'phone', phone: '+2348031234567', replaces: null },
      status: 'pending',
      escalated: false,
    });
    expect((await read(facility.id)).facility.phones).toEqual(facility.phones);
  });

  it('refuses bad corrections with a 400 naming the field, and unknown listings with a 404', async () => {
    const { facility } = await managedFacility();
    const provider = await makeProvider(db);
    const cases: [string, object, string][] = [
      [`facilities/${facility.id}`, { kind: 'phone', phone: 'call me', reason: 'Wrong.' }, 'phone'],
      [`facilities/${facility.id}`, { kind: 'closed', reason: '' }, 'reason'],
      [`facilities/${facility.id}`, { kind: 'closed', reason: 'Gone', colour: 'red' }, ''],
      [`facilities/${facility.id}`, { kind: 'place', latitude: 6.5, reason: 'The pin is off' }, 'longitude'],
      [`facilities/${facility.id}`, { kind: 'place', reason: 'The pin is off' }, 'address'],
      [
        `facilities/${facility.id}`,
        { kind: 'readiness', capability: 'teleport', holds: true, reason: 'Yes' },
        'capability',
      ],
      [`providers/${provider.id}`, { kind: 'phone', phone: '08031234567', reason: 'Wrong number' }, 'kind'],
    ];
    for (const [path, payload, field] of cases) {
      const response = await suggest(path, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      if (field) expect(JSON.stringify(response.json().errors)).toContain(field);
    }
    const missing = await suggest('facilities/8d1f4b7e-0000-4000-8000-000000000000', {
      kind: 'closed',
      reason: 'Gone for good',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a filled honeypot alike and keeps nothing; a source address is limited to 5 an hour', async () => {
    const facility = await makeFacility(db, { name: 'Honeypot Clinic' });
    const robot = await suggest(
      `facilities/${facility.id}`,
      { kind: 'closed', reason: 'Closed for good', website: 'http://spam.example' },
      '198.51.100.30',
    );
    expect(robot.statusCode).toBe(202);
    expect((await adminQueue('waiting=all&pageSize=50')).map((c) => c.listing.id)).not.toContain(facility.id);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push(
        (await suggest(`facilities/${facility.id}`, { kind: 'closed', reason: 'Shut' }, '198.51.100.31'))
          .statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('who reviews a correction', () => {
  it('a listing without a team goes to the ADMINs at once; one with a team after 14 days', async () => {
    const orphan = await makeFacility(db, { name: 'Orphan Corrected Clinic' });
    const { facility, owner } = await managedFacility();
    await suggest(`facilities/${orphan.id}`, { kind: 'closed', reason: 'Boarded up since June' });
    await suggest(`facilities/${facility.id}`, { kind: 'closed', reason: 'Boarded up since May' });
    // A team whose only member was disabled cannot answer: it waits for an ADMIN at once.
    const { facility: unanswered, owner: gone } = await managedFacility();
    await db.update(schema.users).set({ disabledAt: clock }).where(eq(schema.users.id, gone.user.id));
    await suggest(`facilities/${unanswered.id}`, { kind: 'closed', reason: 'Nobody answers the phone' });
    const waiting = (await adminQueue('pageSize=50')).map((c) => c.listing.id);
    expect(waiting).toContain(orphan.id);
    expect(waiting).toContain(unanswered.id);
    expect(waiting).not.toContain(facility.id);
    clock = new Date(clock.getTime() + 15 * 24 * 60 * 60 * 1000);
    try {
      const escalated = (await adminQueue('pageSize=50')).find((c) => c.listing.id === facility.id);
      expect(escalated).toMatchObject({ escalated: true, status: 'pending' });
      // The team may still answer it.
      const [theirs] = await teamQueue(`facilities/${facility.id}`, owner.token);
      expect(theirs?.escalated).toBe(true);
    } finally {
      clock = new Date('2026-11-30T10:00:00Z');
    }
  });

  it('only the listing’s team or an ADMIN reads and decides its corrections', async () => {
    const { facility } = await managedFacility();
    const { owner: otherTeam } = await managedFacility();
    const visitor = await signedIn('USER');
    await suggest(`facilities/${facility.id}`, { kind: 'closed', reason: 'Closed last month' });
    const [correction] = await teamQueue(`facilities/${facility.id}`, admin);
    if (!correction) throw new Error('no correction kept');
    for (const token of [otherTeam.token, visitor.token]) {
      const list = await app.inject({
        url: `/api/facilities/${facility.id}/corrections`,
        headers: withBearer(token),
      });
      expect(list.statusCode).toBe(403);
      expect(
        (await decide(`facilities/${facility.id}`, correction, token, { status: 'approved' })).statusCode,
      ).toBe(403);
    }
    const anonymous = await app.inject({ url: `/api/facilities/${facility.id}/corrections` });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/admin/corrections', headers: withBearer(otherTeam.token) })).statusCode,
    ).toBe(403);
  });
});

describe('deciding a correction', () => {
  it('the team accepts "closed for good": its write, audited; search stops listing the facility', async () => {
    const facility = await makeFacility(db, {
      name: 'Corrected Hospital',
      openingHours: WEEKDAYS.map((day) => ({
        day,
        open: '00:00:00',
        close: '00:00:00',
        isAlwaysOpen: true,
        isClosed: false,
      })),
    });
    const owner = await signedIn('FACILITY_ADMIN');
    await addMembership(db, owner.user.id, facility.id);
    expect(await openNowNames()).toContain('Corrected Hospital');
    await suggest(`facilities/${facility.id}`, { kind: 'closed', reason: 'The building is empty.' });
    const [correction] = await teamQueue(`facilities/${facility.id}`, owner.token);
    if (!correction) throw new Error('no correction kept');
    const stale = await decide(`facilities/${facility.id}`, { ...correction, etag: '"stale"' }, owner.token, {
      status: 'approved',
    });
    expect(stale.statusCode).toBe(412);
    const accepted = await decide(`facilities/${facility.id}`, correction, owner.token, {
      status: 'approved',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<ListingCorrection>()).toMatchObject({ status: 'approved', escalated: false });
    expect((await read(facility.id)).facility.status).toBe('permanently_closed');
    expect(await openNowNames()).not.toContain('Corrected Hospital');
    const again = await decide(`facilities/${facility.id}`, accepted.json<ListingCorrection>(), owner.token, {
      status: 'rejected',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    const audit = await app.inject({
      url: `/api/admin/audit-log?entity=facility&entityId=${facility.id}`,
      headers: withBearer(admin),
    });
    const [entry] = audit.json<AuditLogPage>().items;
    expect(entry).toMatchObject({ action: 'facility.close', actor: { id: owner.user.id } });
  });

  it('accepting a phone, hours, a pin or a capability writes it; a capability is credited to visitors', async () => {
    const facility = await makeFacility(db, {
      phones: ['+2348000000001', '0555 664 2477'],
      readiness: [{ capability: 'oxygen', confirmedAt: '2026-06-01' }],
      latitude: 6.6,
      longitude: 3.35,
    });
    const path = `facilities/${facility.id}`;
    await suggest(path, {
      kind: 'phone',
      phone: '08031234567',
      // Listed as typed long ago, and not a valid number: found as the visitor saw it.
      replaces: '0555 664 2477',
      reason: 'Called it',
    });
    await suggest(path, {
      kind: 'hours',
      openingHours: [weekdayHours('MONDAY', '08:00:00', '16:00:00')],
      reason: 'Sign on the gate',
    });
    await suggest(path, {
      kind: 'place',
      latitude: 6.61,
      longitude: 3.351,
      reason: 'I am standing at the gate',
    });
    // Asked by the capability's old slug (renamed since): kept, and applied, as the capability it names now.
    const oxygen = await makeTerm(db, 'capabilities', 'oxygen');
    await db
      .insert(schema.taxonomySlugAliases)
      .values({ kind: 'capabilities', slug: 'medical-oxygen', termId: oxygen.id })
      .onConflictDoNothing();
    await suggest(path, {
      kind: 'readiness',
      capability: 'medical-oxygen',
      holds: true,
      reason: 'They gave my son oxygen',
    });
    const queue = await adminQueue('pageSize=50');
    for (const correction of queue.filter((c) => c.listing.id === facility.id)) {
      const response = await decide('admin', correction, admin, { status: 'approved' });
      expect(response.statusCode, response.body).toBe(200);
    }
    const after = (await read(facility.id)).facility;
    expect(after.phones).toEqual(['+2348000000001', '+2348031234567']);
    expect(after.openingHours.find((entry) => entry.day === 'MONDAY')).toMatchObject({
      open: '08:00:00',
      close: '16:00:00',
    });
    expect(after.place).toMatchObject({ latitude: 6.61, longitude: 3.351 });
    expect(after.readiness).toMatchObject([
      { capability: { slug: 'oxygen' }, confirmedAt: '2026-11-30', confirmedBy: 'visitors', current: true },
    ]);
  });

  it('a rejection needs a reason and changes nothing; a doctor decides the corrections of their profile', async () => {
    const doctor = await signedIn('PROVIDER');
    const provider = await makeProvider(db, { userId: doctor.user.id });
    await suggest(`providers/${provider.id}`, {
      kind: 'place',
      address: '12 Allen Avenue, Ikeja',
      reason: 'Moved',
    });
    const [correction] = await teamQueue(`providers/${provider.id}`, doctor.token);
    if (!correction) throw new Error('no correction kept');
    expect(correction.listing).toMatchObject({ kind: 'provider', hasTeam: true });
    const noReason = await decide(`providers/${provider.id}`, correction, doctor.token, {
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    const accepted = await decide(`providers/${provider.id}`, correction, doctor.token, {
      status: 'approved',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const profile = await app.inject({ url: `/api/providers/${provider.id}`, headers: withApiKey() });
    expect(profile.json<ProviderDetail>().place.address).toBe('12 Allen Avenue, Ikeja');
  });
});

// A request to a correction of another listing through a team's path is a 404, not a decision.
it('a team cannot decide another listing’s correction through its own path', async () => {
  const { facility, owner } = await managedFacility();
  const other = await makeFacility(db);
  await suggest(`facilities/${other.id}`, { kind: 'closed', reason: 'Shut for good' });
  const [correction] = await teamQueue(`facilities/${other.id}`, admin);
  if (!correction) throw new Error('no correction kept');
  const response = await decide(`facilities/${facility.id}`, correction, owner.token, { status: 'approved' });
  expect(response.statusCode).toBe(404);
  expect((await read(other.id)).facility.status).not.toBe('permanently_closed');
});
