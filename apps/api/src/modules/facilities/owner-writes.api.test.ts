import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, type AuditLogPage, type FacilityDetail } from '@carefinder/contracts';
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

    const renamed = await patch(facility.id, owner.token, {
      ...ownChanges,
      name: 'A Better Name',
      place: { latitude: 9.05, longitude: 7.49 },
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toMatchObject({
      type: PROBLEM_TYPES.notTheOwnersField,
      errors: [
        { path: 'name', message: expect.stringContaining('suggest a correction') },
        { path: 'place.latitude' },
        { path: 'place.longitude' },
      ],
    });
    const after = (await read(facility.id)).facility;
    expect(after.name).toBe(facility.name);
    expect(after.phones).toEqual(current.phones);
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
