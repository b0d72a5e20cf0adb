import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { addMembership, createFacility, createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();

const getMe = (accessToken: string) => app.inject({ url: '/api/me', headers: withBearer(accessToken) });
const patchMe = (accessToken: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: '/api/me', headers: withBearer(accessToken), payload });
const switchTo = (accessToken: string, facilityId: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/me/active-facility',
    headers: withBearer(accessToken),
    payload: { facilityId },
  });

/** A FACILITY_ADMIN of two facilities, signed in. */
async function facilityAdmin() {
  const user = await createUser(db, { role: 'FACILITY_ADMIN' });
  const zeta = await createFacility(db, { name: 'Zeta Clinic, Yaba' });
  const alpha = await createFacility(db, { name: 'Alpha Hospital, Ikeja' });
  await addMembership(db, user.id, zeta.id);
  await addMembership(db, user.id, alpha.id);
  const session = await signIn(app, user);
  return { user, zeta, alpha, session };
}

describe('GET /api/me', () => {
  it('needs a signed-in user', async () => {
    const response = await app.inject({ url: '/api/me', headers: withApiKey() });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers the user with role, verification state, facilities (by name) and no active facility yet', async () => {
    const { user, zeta, alpha, session } = await facilityAdmin();
    const response = await getMe(session.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<PublicUser>()).toEqual({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: null,
      role: 'FACILITY_ADMIN',
      emailVerified: true,
      facilities: [
        { id: alpha.id, name: alpha.name },
        { id: zeta.id, name: zeta.name },
      ],
      activeFacility: null,
      providerProfile: null,
      language: 'en',
      createdAt: user.createdAt.toISOString(),
    });
  });

  it('refuses a disabled user with 403', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    await db.update(schema.users).set({ disabledAt: new Date() }).where(eq(schema.users.id, user.id));
    expect((await getMe(session.access_token)).statusCode).toBe(403);
  });
});

describe('PATCH /api/me', () => {
  it('changes the names and stores the phone in E.164 after the spec §5 rule', async () => {
    const session = await signIn(app, await createUser(db));
    const response = await patchMe(session.access_token, {
      firstName: ' Emeka ',
      lastName: 'Okonkwo',
      phone: '0803 123 4567',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicUser>()).toMatchObject({
      firstName: 'Emeka',
      lastName: 'Okonkwo',
      phone: '+2348031234567',
    });
    expect((await getMe(session.access_token)).json<PublicUser>().phone).toBe('+2348031234567');
  });

  it.each([
    ['803 123 4567', '+2348031234567'],
    ['+234 (803) 123-4567', '+2348031234567'],
    ['+44 7911 123456', '+447911123456'],
  ])('reads %j as %s', async (phone, expected) => {
    const session = await signIn(app, await createUser(db));
    expect((await patchMe(session.access_token, { phone })).json<PublicUser>().phone).toBe(expected);
  });

  it('clears the phone with null', async () => {
    const session = await signIn(app, await createUser(db, { phone: '+2348031234567' }));
    const response = await patchMe(session.access_token, { phone: null });
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicUser>().phone).toBeNull();
  });

  it('refuses a phone that is not a valid number with 400 naming phone, changing nothing', async () => {
    const session = await signIn(app, await createUser(db, { phone: '+2348031234567' }));
    const response = await patchMe(session.access_token, { firstName: 'Changed', phone: '0803 12' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'phone' }] });
    expect((await getMe(session.access_token)).json<PublicUser>()).toMatchObject({
      phone: '+2348031234567',
      firstName: 'Ada',
    });
  });

  it.each([
    ['role', { role: 'ADMIN' }],
    ['email', { email: 'new@example.ng' }],
    ['firstName', { firstName: '   ' }],
  ])('refuses %s with 400', async (field, payload) => {
    const session = await signIn(app, await createUser(db));
    const response = await patchMe(session.access_token, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });
});

describe('PUT /api/me/active-facility (spec §1)', () => {
  it("switches among the user's own facilities", async () => {
    const { zeta, alpha, session } = await facilityAdmin();
    const first = await switchTo(session.access_token, zeta.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<PublicUser>().activeFacility).toEqual({ id: zeta.id, name: zeta.name });
    const second = await switchTo(session.access_token, alpha.id);
    expect(second.json<PublicUser>().activeFacility).toEqual({ id: alpha.id, name: alpha.name });
    expect((await getMe(session.access_token)).json<PublicUser>().activeFacility?.id).toBe(alpha.id);
  });

  it('refuses a facility the user does not belong to with 403, keeping the active one', async () => {
    const { zeta, session } = await facilityAdmin();
    await switchTo(session.access_token, zeta.id);
    const someoneElses = await createFacility(db, { name: 'Not Mine Clinic' });
    const response = await switchTo(session.access_token, someoneElses.id);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 403, errors: [{ path: 'facilityId' }] });
    expect((await getMe(session.access_token)).json<PublicUser>().activeFacility?.id).toBe(zeta.id);
  });

  it.each([
    ['an unknown id', '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11'],
    ['something that is not an id', 'lagos-general'],
  ])('answers 404 for %s', async (_why, facilityId) => {
    const { session } = await facilityAdmin();
    expect((await switchTo(session.access_token, facilityId)).statusCode).toBe(404);
  });

  it('shows no active facility once the user no longer belongs to it', async () => {
    const { user, zeta, session } = await facilityAdmin();
    await switchTo(session.access_token, zeta.id);
    await db.delete(schema.facilityMemberships).where(eq(schema.facilityMemberships.userId, user.id));
    const body = (await getMe(session.access_token)).json<PublicUser>();
    expect(body.facilities).toEqual([]);
    expect(body.activeFacility).toBeNull();
  });
});
