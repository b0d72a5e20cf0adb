import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PROBLEM_TYPES,
  type AuditLogPage,
  type FacilityDetail,
  type FacilityMove,
  type FacilityMoveList,
} from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeTerm, weekdayHours } from '../../testing/directory-factories.ts';
import { withBearer } from '../../testing/factories.ts';
import { ownerFactories } from '../../testing/owners.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/** The owners' issue: a facility's own team keeps its listing true, and nobody else's. */
const { app, db } = await createTestApp();
const { signedIn, managedFacility } = ownerFactories(app, db);

async function read(id: string) {
  const response = await app.inject({ url: `/api/facilities/${id}`, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return { facility: response.json<FacilityDetail>(), etag: String(response.headers.etag) };
}

async function patch(id: string, token: string | undefined, payload: object) {
  const { etag } = await read(id);
  return app.inject({
    method: 'PATCH',
    url: `/api/facilities/${id}`,
    headers: token ? withBearer(token, { 'if-match': etag }) : withApiKey({ 'if-match': etag }),
    payload,
  });
}

const ownChanges = {
  phones: ['0805 555 0101'],
  email: 'desk@ownerclinic.ng',
  openingHours: (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) =>
    weekdayHours(day, '08:00:00', '17:00:00'),
  ),
};

describe('PATCH /api/facilities/{id} by the people who run it', () => {
  it('lets a member change what the facility keeps, dated "by the facility", audited as theirs', async () => {
    const { facility, owner } = await managedFacility();
    const response = await patch(facility.id, owner.token, ownChanges);
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<FacilityDetail>();
    expect(changed).toMatchObject({ phones: ['+2348055550101'], email: 'desk@ownerclinic.ng' });
    expect(changed.openingHours).toHaveLength(5);
    expect(changed.updatedByFacilityAt).not.toBeNull();
    expect((await read(facility.id)).facility.updatedByFacilityAt).toBe(changed.updatedByFacilityAt);

    const admin = await signedIn('ADMIN');
    const log = await app.inject({
      url: `/api/admin/audit-log?entity=facility&entityId=${facility.id}`,
      headers: withBearer(admin.token),
    });
    expect(log.json<AuditLogPage>().items[0]).toMatchObject({
      action: 'facility.update',
      actor: { id: owner.user.id },
    });
  });

  it('lets a member say what the facility is and which languages are spoken there; too long a text is a 400', async () => {
    const { facility, owner } = await managedFacility();
    const description = 'A family clinic with a lab on site.\n\nWalk-ins are welcome before noon.';
    const response = await patch(facility.id, owner.token, {
      description: `  ${description}  `,
      languages: ['English', ' Hausa ', 'English', 'Pidgin'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read(facility.id)).facility).toMatchObject({
      description,
      languages: ['English', 'Hausa', 'Pidgin'],
    });

    const cleared = await patch(facility.id, owner.token, { description: '', languages: [] });
    expect(cleared.json<FacilityDetail>()).toMatchObject({ description: null, languages: [] });

    const tooLong = await patch(facility.id, owner.token, { description: 'x'.repeat(2_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('description');
  });

  it('takes the GET answer back whole with a change, but refuses a registry field changed, naming it (403)', async () => {
    const { facility, owner } = await managedFacility();
    const { facility: current } = await read(facility.id);
    const roundTrip = await patch(facility.id, owner.token, { ...current, website: 'ownerclinic.ng' });
    expect(roundTrip.statusCode, roundTrip.body).toBe(200);

    const after = (await read(facility.id)).facility;
    expect(after.website).toBe('ownerclinic.ng');
    await makeTerm(db, 'awards', 'safecare-certified', 'SafeCare certified');
    for (const field of [
      { status: 'temporarily_closed' },
      { keywords: 'OWNCL' },
      { ownership: 'faith_based' },
      { awards: [{ slug: 'safecare-certified' }] },
    ]) {
      const refused = await patch(facility.id, owner.token, field);
      expect(refused.statusCode, JSON.stringify(field)).toBe(403);
      expect(refused.json().errors, JSON.stringify(field)).toEqual([
        expect.objectContaining({ path: Object.keys(field)[0] }),
      ]);
    }
  });

  it('refuses everyone else: another facility’s team, a user, a provider (403), anyone signed out (401)', async () => {
    const { facility } = await managedFacility();
    const { owner: otherTeam } = await managedFacility();
    const user = await signedIn('USER');
    const provider = await signedIn('PROVIDER');
    const before = await read(facility.id);

    const otherFacility = await patch(facility.id, otherTeam.token, ownChanges);
    expect(otherFacility.statusCode).toBe(403);
    expect(otherFacility.json()).toMatchObject({ type: PROBLEM_TYPES.notAMember });
    for (const { token } of [user, provider]) {
      const refused = await patch(facility.id, token, ownChanges);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ type: PROBLEM_TYPES.wrongRole });
    }
    expect((await patch(facility.id, undefined, ownChanges)).statusCode).toBe(401);
    expect(await read(facility.id)).toEqual(before);
  });

  it('lets an ADMIN change anything, without dating it "by the facility"', async () => {
    const { facility } = await managedFacility();
    const admin = await signedIn('ADMIN');
    const response = await patch(facility.id, admin.token, { ...ownChanges, name: `${facility.name} Annex` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FacilityDetail>().updatedByFacilityAt).toBeNull();
  });

  it('re-reads role and membership on every write: a removed member or demoted account is refused at once', async () => {
    const { facility, owner } = await managedFacility();
    await db.delete(schema.facilityMemberships).where(eq(schema.facilityMemberships.userId, owner.user.id));
    expect((await patch(facility.id, owner.token, ownChanges)).statusCode).toBe(403);

    const demoted = await managedFacility();
    await db.update(schema.users).set({ role: 'USER' }).where(eq(schema.users.id, demoted.owner.user.id));
    const response = await patch(demoted.facility.id, demoted.owner.token, ownChanges);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: PROBLEM_TYPES.wrongRole });
  });

  it('keeps creating and closing facilities for ADMIN alone', async () => {
    const { facility, owner } = await managedFacility();
    const { etag } = await read(facility.id);
    const close = await app.inject({
      method: 'DELETE',
      url: `/api/facilities/${facility.id}`,
      headers: withBearer(owner.token, { 'if-match': etag }),
    });
    expect(close.statusCode).toBe(403);
    const create = await app.inject({
      method: 'POST',
      url: '/api/facilities',
      headers: withBearer(owner.token),
      payload: { name: 'A Facility Of My Own' },
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('a facility team corrects its name and place', () => {
  async function auditOf(entity: string, id: string) {
    const admin = await signedIn('ADMIN');
    const log = await app.inject({
      url: `/api/admin/audit-log?entity=${entity}&entityId=${id}`,
      headers: withBearer(admin.token),
    });
    return log.json<AuditLogPage>().items;
  }
  const movesOf = async (id: string, token: string) =>
    app.inject({ url: `/api/facilities/${id}/moves`, headers: withBearer(token) });

  it('renames it and moves its pin a few hundred metres at once, audited as theirs', async () => {
    const { facility, owner } = await managedFacility();
    const response = await patch(facility.id, owner.token, {
      name: 'Allen Avenue Family Clinic',
      place: { address: '14 Allen Avenue', latitude: 6.6045, longitude: 3.353 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FacilityDetail>()).toMatchObject({
      name: 'Allen Avenue Family Clinic',
      place: { address: '14 Allen Avenue', latitude: 6.6045, longitude: 3.353, state: { alias: 'lagos' } },
    });
    expect((await movesOf(facility.id, owner.token)).json()).toEqual({ items: [] });
    expect((await auditOf('facility', facility.id))[0]).toMatchObject({
      action: 'facility.update',
      actor: { id: owner.user.id },
    });
  });

  it('keeps a move of more than 5 km for an ADMIN, saves the rest, and an approval moves it', async () => {
    const { facility, owner } = await managedFacility();
    const response = await patch(facility.id, owner.token, {
      ...ownChanges,
      place: { address: 'Plot 5, Lekki Phase 1', latitude: 6.4474, longitude: 3.4723 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<FacilityDetail>();
    expect(saved.phones).toEqual(['+2348055550101']);
    expect(saved.place).toMatchObject({ latitude: 6.6018, longitude: 3.3515 });

    const [move] = (await movesOf(facility.id, owner.token)).json<{ items: FacilityMove[] }>().items;
    expect(move).toMatchObject({
      facility: { id: facility.id },
      from: { latitude: 6.6018, state: { alias: 'lagos', name: 'Lagos' } },
      to: { address: 'Plot 5, Lekki Phase 1', latitude: 6.4474, state: { alias: 'lagos' } },
      status: 'pending',
      requestedBy: { email: owner.user.email },
    });
    expect(move?.distanceKm).toBeGreaterThan(21);
    expect(move?.distanceKm).toBeLessThan(23);
    expect((await auditOf('facility-move', move!.id))[0]).toMatchObject({ action: 'facility-move.request' });

    // A second move replaces the first: the team's latest word on where it is.
    await patch(facility.id, owner.token, { place: { latitude: 6.45, longitude: 3.47 } });
    const replaced = (await movesOf(facility.id, owner.token)).json<{ items: FacilityMove[] }>().items;
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatchObject({ id: move!.id, to: { latitude: 6.45, longitude: 3.47 } });

    const admin = await signedIn('ADMIN');
    const queue = await app.inject({ url: '/api/admin/facility-moves', headers: withBearer(admin.token) });
    expect(queue.json<FacilityMoveList>().items.map((item) => item.id)).toContain(move!.id);
    const opened = await app.inject({
      url: `/api/admin/facility-moves/${move!.id}`,
      headers: withBearer(admin.token),
    });
    const decide = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/facility-moves/${move!.id}`,
        headers: withBearer(admin.token, { 'if-match': String(opened.headers.etag) }),
        payload,
      });
    expect((await decide({ status: 'rejected' })).statusCode).toBe(400);
    const approved = await decide({ status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<FacilityMove>()).toMatchObject({
      status: 'approved',
      deciderName: expect.any(String),
    });
    expect((await read(facility.id)).facility.place).toMatchObject({ latitude: 6.45, longitude: 3.47 });
    expect((await auditOf('facility', facility.id))[0]).toMatchObject({
      action: 'facility.update',
      actor: { id: admin.user.id },
    });
    // The team reads the decision on its dashboard.
    expect((await movesOf(facility.id, owner.token)).json()).toMatchObject({
      items: [{ id: move!.id, status: 'approved' }],
    });
    const again = await app.inject({
      method: 'PATCH',
      url: `/api/admin/facility-moves/${move!.id}`,
      headers: withBearer(admin.token, { 'if-match': String(approved.headers.etag) }),
      payload: { status: 'rejected', reason: 'Too late.' },
    });
    expect(again.json()).toMatchObject({ status: 409, type: PROBLEM_TYPES.claimDecided });
  });

  it('keeps a move into another state for an ADMIN, whatever the distance; a rejection leaves the place', async () => {
    const { facility, owner } = await managedFacility();
    await patch(facility.id, owner.token, { place: { state: { alias: 'ogun' }, lga: null } });
    expect((await read(facility.id)).facility.place.state?.alias).toBe('lagos');
    const [move] = (await movesOf(facility.id, owner.token)).json<{ items: FacilityMove[] }>().items;
    expect(move?.to.state).toMatchObject({ alias: 'ogun' });

    const admin = await signedIn('ADMIN');
    const opened = await app.inject({
      url: `/api/admin/facility-moves/${move!.id}`,
      headers: withBearer(admin.token),
    });
    const rejected = await app.inject({
      method: 'PATCH',
      url: `/api/admin/facility-moves/${move!.id}`,
      headers: withBearer(admin.token, { 'if-match': String(opened.headers.etag) }),
      payload: { status: 'rejected', reason: 'The registry places it in Ikeja.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await read(facility.id)).facility.place.state?.alias).toBe('lagos');
    expect((await movesOf(facility.id, owner.token)).json()).toMatchObject({
      items: [{ status: 'rejected', reason: 'The registry places it in Ikeja.' }],
    });
  });

  it('keeps taking the pin away for an ADMIN; a nearby place then withdraws the move waiting', async () => {
    const { facility, owner } = await managedFacility();
    await patch(facility.id, owner.token, { place: { latitude: null, longitude: null } });
    expect((await read(facility.id)).facility.place.latitude).toBe(6.6018);
    const [waiting] = (await movesOf(facility.id, owner.token)).json<{ items: FacilityMove[] }>().items;
    expect(waiting).toMatchObject({ status: 'pending', to: { latitude: null } });

    const near = await patch(facility.id, owner.token, { place: { latitude: 6.603, longitude: 3.352 } });
    expect(near.json<FacilityDetail>().place.latitude).toBe(6.603);
    expect((await movesOf(facility.id, owner.token)).json()).toEqual({ items: [] });
    expect((await auditOf('facility-move', waiting!.id))[0]).toMatchObject({
      action: 'facility-move.withdraw',
    });
  });

  it('refuses to approve a move whose facility has moved since (409), and one replaced since it was read (412)', async () => {
    const { facility, owner } = await managedFacility();
    await patch(facility.id, owner.token, { place: { latitude: 6.45, longitude: 3.47 } });
    const [move] = (await movesOf(facility.id, owner.token)).json<{ items: FacilityMove[] }>().items;
    const admin = await signedIn('ADMIN');
    const readMove = () =>
      app.inject({ url: `/api/admin/facility-moves/${move!.id}`, headers: withBearer(admin.token) });
    const opened = await readMove();

    // The team asks for another far place: the one the ADMIN opened is not the one waiting any more.
    await patch(facility.id, owner.token, { place: { latitude: 6.5, longitude: 3.6 } });
    const stale = await app.inject({
      method: 'PATCH',
      url: `/api/admin/facility-moves/${move!.id}`,
      headers: withBearer(admin.token, { 'if-match': String(opened.headers.etag) }),
      payload: { status: 'approved' },
    });
    expect(stale.statusCode).toBe(412);

    // An ADMIN corrects the facility's place meanwhile: the move no longer starts where it is.
    const corrected = await patch(facility.id, admin.token, { place: { latitude: 6.61, longitude: 3.36 } });
    expect(corrected.statusCode).toBe(200);
    const reopened = await readMove();
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/facility-moves/${move!.id}`,
      headers: withBearer(admin.token, { 'if-match': String(reopened.headers.etag) }),
      payload: { status: 'approved' },
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect((await read(facility.id)).facility.place.latitude).toBe(6.61);
  });

  it('shows the pending move to the facility’s team and ADMINs only', async () => {
    const { facility } = await managedFacility();
    const other = await managedFacility();
    expect((await movesOf(facility.id, other.owner.token)).statusCode).toBe(403);
    const user = await signedIn('USER');
    expect((await movesOf(facility.id, user.token)).statusCode).toBe(403);
    const anonymous = await app.inject({
      url: `/api/facilities/${facility.id}/moves`,
      headers: withApiKey(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
