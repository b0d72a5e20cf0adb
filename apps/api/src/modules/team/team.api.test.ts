import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PROBLEM_TYPES,
  type AuthResponse,
  type FacilityInvitation,
  type FacilityTeam,
} from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility } from '../../testing/directory-factories.ts';
import { addMembership, createUser, findUserRow, post, withBearer } from '../../testing/factories.ts';
import { linkIn } from '../../testing/smtp-sink.ts';
import { ownerFactories } from '../../testing/owners.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const { signedIn, managedFacility } = ownerFactories(app, db);

async function mailsTo(email: string, subjectStart = '') {
  await app.mailer.idle();
  const mails = await db
    .select({ subject: schema.emailOutbox.subject, body: schema.emailOutbox.body })
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.recipient, email));
  return mails.filter((mail) => mail.subject.startsWith(subjectStart));
}

const members = (facilityId: string, token?: string) =>
  app.inject({
    url: `/api/facilities/${facilityId}/members`,
    headers: token ? withBearer(token) : withApiKey(),
  });
const add = (facilityId: string, token: string, email: string) =>
  app.inject({
    method: 'POST',
    url: `/api/facilities/${facilityId}/members`,
    headers: withBearer(token),
    payload: { email },
  });
const remove = (facilityId: string, token: string, userId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/facilities/${facilityId}/members/${userId}`,
    headers: withBearer(token),
  });

describe("a facility's team", () => {
  it('adds a colleague by e-mail: they manage it now, with it active, and are e-mailed', async () => {
    const { facility, owner } = await managedFacility();
    const colleague = await signedIn();
    const added = await add(facility.id, owner.token, colleague.user.email.toUpperCase());
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ userId: colleague.user.id, email: colleague.user.email });
    expect(await findUserRow(db, colleague.user.id)).toMatchObject({
      role: 'FACILITY_ADMIN',
      activeFacilityId: facility.id,
    });
    const [mail] = await db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.recipient, colleague.user.email));
    expect(mail?.subject).toBe(`You can now manage ${facility.name} on CareFinder`);

    const team = (await members(facility.id, owner.token)).json<FacilityTeam>();
    expect(team.items.map((member) => member.userId).sort()).toEqual(
      [owner.user.id, colleague.user.id].sort(),
    );
    const again = await add(facility.id, owner.token, colleague.user.email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [{ path: 'email' }] });
  });

  it('refuses a doctor’s account (409 naming the e-mail): it keeps its profile and its role', async () => {
    const { facility, owner } = await managedFacility();
    const doctor = await signedIn('PROVIDER');
    const response = await add(facility.id, owner.token, doctor.user.email);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errors: [{ path: 'email' }] });
    expect(await findUserRow(db, doctor.user.id)).toMatchObject({ role: 'PROVIDER' });
  });

  it('invites an address no account uses (202); an account that signs up with it and confirms it joins', async () => {
    const { facility, owner } = await managedFacility();
    const email = `invited-${Date.now()}@example.ng`;
    const invited = await add(facility.id, owner.token, email.toUpperCase());
    expect(invited.statusCode, invited.body).toBe(202);
    const invitation = invited.json<FacilityInvitation>();
    expect(invitation).toMatchObject({ email, id: expect.any(String) });
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      `Join the team of ${facility.name} on CareFinder`,
    ]);
    const listed = (await members(facility.id, owner.token)).json<FacilityTeam>();
    expect(listed.items).toHaveLength(1);
    expect(listed.invitations).toEqual([invitation]);

    // Signing up is not enough: the address is proven by its confirmation link.
    const signup = await post(app, '/api/auth/signup', {
      email,
      password: 'Kano-Sabon-Gari-2026',
      firstName: 'Zainab',
      lastName: 'Musa',
    });
    expect(signup.statusCode).toBe(202);
    const signedIn = await post(app, '/api/auth/login', { email, password: 'Kano-Sabon-Gari-2026' });
    const userId = signedIn.json<AuthResponse>().user.id;
    expect(await findUserRow(db, userId)).toMatchObject({ role: 'USER', activeFacilityId: null });
    const [verification] = await mailsTo(email, 'Confirm');
    const { token } = linkIn(verification?.body ?? '', 'verify-token');
    expect((await post(app, '/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect(await findUserRow(db, userId)).toMatchObject({
      role: 'FACILITY_ADMIN',
      activeFacilityId: facility.id,
    });
    const joined = (await members(facility.id, owner.token)).json<FacilityTeam>();
    expect(joined.items.map((member) => member.userId)).toContain(userId);
    expect(joined.invitations).toEqual([]);
  });

  it('invites an account whose address is not confirmed, rather than trust it; once an hour at most', async () => {
    const { facility, owner } = await managedFacility();
    const unconfirmed = await signedIn();
    await db
      .update(schema.users)
      .set({ emailVerifiedAt: null })
      .where(eq(schema.users.id, unconfirmed.user.id));
    const first = await add(facility.id, owner.token, unconfirmed.user.email);
    expect(first.statusCode, first.body).toBe(202);
    expect(await findUserRow(db, unconfirmed.user.id)).toMatchObject({ role: 'USER' });
    const again = await add(facility.id, owner.token, unconfirmed.user.email);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(await mailsTo(unconfirmed.user.email.toLowerCase(), 'Join the team')).toHaveLength(1);
  });

  it('withdraws an invitation; no one joins by it', async () => {
    const { facility, owner } = await managedFacility();
    const invitation = (
      await add(facility.id, owner.token, `withdrawn-${Date.now()}@example.ng`)
    ).json<FacilityInvitation>();
    const withdraw = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/facilities/${facility.id}/invitations/${invitation.id}`,
        headers: withBearer(owner.token),
      });
    expect((await withdraw()).statusCode).toBe(204);
    expect((await members(facility.id, owner.token)).json<FacilityTeam>().invitations).toEqual([]);
    expect((await withdraw()).statusCode).toBe(404);
  });

  it('removes a member: their active facility moves on, and with none left they stop being FACILITY_ADMIN', async () => {
    const { facility, owner } = await managedFacility();
    const colleague = await signedIn();
    await add(facility.id, owner.token, colleague.user.email);
    expect((await remove(facility.id, owner.token, colleague.user.id)).statusCode).toBe(204);
    expect(await findUserRow(db, colleague.user.id)).toMatchObject({ role: 'USER', activeFacilityId: null });
    expect((await remove(facility.id, owner.token, colleague.user.id)).statusCode).toBe(404);

    // A member may leave; one with another facility keeps the role and switches to it.
    const other = await makeFacility(db);
    await addMembership(db, owner.user.id, other.id);
    await db
      .update(schema.users)
      .set({ activeFacilityId: facility.id })
      .where(eq(schema.users.id, owner.user.id));
    expect((await remove(facility.id, owner.token, owner.user.id)).statusCode).toBe(204);
    expect(await findUserRow(db, owner.user.id)).toMatchObject({
      role: 'FACILITY_ADMIN',
      activeFacilityId: other.id,
    });
  });

  it('is its own team’s and ADMIN’s alone: another team, a user (403), anyone signed out (401)', async () => {
    const { facility, owner } = await managedFacility();
    const { owner: otherTeam } = await managedFacility();
    const user = await signedIn();
    for (const token of [otherTeam.token]) {
      const refused = await add(facility.id, token, user.user.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ type: PROBLEM_TYPES.notAMember });
      expect((await members(facility.id, token)).statusCode).toBe(403);
      expect((await remove(facility.id, token, owner.user.id)).statusCode).toBe(403);
    }
    expect((await add(facility.id, user.token, user.user.email)).statusCode).toBe(403);
    expect((await members(facility.id)).statusCode).toBe(401);

    const admin = await signedIn('ADMIN');
    expect((await add(facility.id, admin.token, user.user.email)).statusCode).toBe(201);
    expect((await members(facility.id, admin.token)).json<FacilityTeam>().items).toHaveLength(2);
  });
});

describe('the team’s e-mails in the accounts’ languages', () => {
  /** A facility whose FACILITY_ADMIN's account is in Hausa. */
  async function hausaOwnedFacility() {
    const managed = await managedFacility();
    await db.update(schema.users).set({ language: 'ha' }).where(eq(schema.users.id, managed.owner.user.id));
    return managed;
  }

  it('tells a colleague added to the team in their account’s language, the listing’s link in it too', async () => {
    const { facility, owner } = await hausaOwnedFacility();
    const colleague = await createUser(db, { firstName: 'Tunde', language: 'pcm' });
    expect((await add(facility.id, owner.token, colleague.email)).statusCode).toBe(201);
    const [mail] = await mailsTo(colleague.email);
    expect(mail?.subject).toBe(`You fit manage ${facility.name} for CareFinder now`);
    expect(mail?.body).toContain(`/pcm/facilities/${facility.id}\n`);
    // The facility dashboard, in the back office, is English only.
    expect(mail?.body).toMatch(/: https?:\/\/[^/\s]+\/facility\/dashboard\n/);
  });

  it('invites an address no account uses in the inviting colleague’s language, to sign up in it', async () => {
    const { facility, owner } = await hausaOwnedFacility();
    const email = `invited-ha-${Date.now()}@example.ng`;
    expect((await add(facility.id, owner.token, email)).statusCode).toBe(202);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`Shiga cikin ma'aikatan ${facility.name} a CareFinder`);
    expect(mail?.body?.split('\n')[0]).toBe('Sannu,');
    expect(mail?.body).toMatch(/Buɗe asusu: https?:\/\/[^/\s]+\/ha\/signup\n/);
  });

  it('invites an account not yet confirmed in that account’s language', async () => {
    const { facility, owner } = await hausaOwnedFacility();
    const unconfirmed = await createUser(db, { language: 'yo', emailVerified: false });
    expect((await add(facility.id, owner.token, unconfirmed.email)).statusCode).toBe(202);
    const [mail] = await mailsTo(unconfirmed.email.toLowerCase());
    expect(mail?.subject).toBe(`Darapọ̀ mọ́ àwọn òṣìṣẹ́ ${facility.name} lórí CareFinder`);
    expect(mail?.body).toContain('/yo/signup');
  });
});
