import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, type AffiliationRequest, type AffiliationRequestList } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeProvider } from '../../testing/directory-factories.ts';
import { withBearer } from '../../testing/factories.ts';
import { ownerFactories } from '../../testing/owners.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const { signedIn, managedFacility } = ownerFactories(app, db);

/** A doctor signed in with the profile linked to their account. */
async function doctor() {
  const account = await signedIn('PROVIDER');
  const provider = await makeProvider(db, { userId: account.user.id });
  return { ...account, provider };
}

const ask = (providerId: string, token: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/providers/${providerId}/affiliation-requests`,
    headers: withBearer(token),
    payload: body,
  });
const decide = (requestId: string, token: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/affiliation-requests/${requestId}`,
    headers: withBearer(token),
    payload: body,
  });
const list = (path: string, token: string) => app.inject({ url: `/api${path}`, headers: withBearer(token) });

async function isListed(providerId: string, facilityId: string) {
  const rows = await db
    .select()
    .from(schema.providerFacilities)
    .where(
      and(
        eq(schema.providerFacilities.providerId, providerId),
        eq(schema.providerFacilities.facilityId, facilityId),
      ),
    );
  return rows.length === 1;
}

async function mailTo(email: string) {
  await app.mailer.idle();
  return db
    .select({ subject: schema.emailOutbox.subject, body: schema.emailOutbox.body })
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.recipient, email));
}

describe('a doctor asks to be listed at a facility', () => {
  it('the facility’s team sees the request and approves it: the doctor is listed there, told and audited', async () => {
    const { facility, owner } = await managedFacility();
    const asker = await doctor();
    const asked = await ask(asker.provider.id, asker.token, {
      facilityId: facility.id,
      message: '  Consultant paediatrician, Tuesday clinics  ',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<AffiliationRequest>();
    expect(request).toMatchObject({
      facility: { id: facility.id, name: facility.name },
      provider: { id: asker.provider.id },
      message: 'Consultant paediatrician, Tuesday clinics',
      status: 'pending',
    });

    const waiting = await list(`/facilities/${facility.id}/affiliation-requests`, owner.token);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json<AffiliationRequestList>().items.map((item) => item.id)).toEqual([request.id]);

    const approved = await decide(request.id, owner.token, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<AffiliationRequest>()).toMatchObject({
      status: 'approved',
      decidedAt: expect.any(String),
    });
    expect(await isListed(asker.provider.id, facility.id)).toBe(true);
    expect((await mailTo(asker.user.email)).map((mail) => mail.subject)).toEqual([
      `${facility.name} lists you on CareFinder`,
    ]);
    const [audit] = await db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.targetId, request.id),
          eq(schema.auditLog.action, 'affiliation-request.approve'),
        ),
      );
    expect(audit?.actorId).toBe(owner.user.id);

    // Decided once; and no longer waiting.
    expect((await decide(request.id, owner.token, { status: 'rejected', reason: 'No' })).statusCode).toBe(
      409,
    );
    const none = await list(`/facilities/${facility.id}/affiliation-requests`, owner.token);
    expect(none.json<AffiliationRequestList>().items).toEqual([]);
    const own = await list(`/providers/${asker.provider.id}/affiliation-requests`, asker.token);
    expect(own.json<AffiliationRequestList>().items).toMatchObject([{ id: request.id, status: 'approved' }]);
  });

  it('a declined request says why and lists nothing; the doctor may ask again', async () => {
    const { facility, owner } = await managedFacility();
    const asker = await doctor();
    const request = (
      await ask(asker.provider.id, asker.token, { facilityId: facility.id })
    ).json<AffiliationRequest>();
    const noReason = await decide(request.id, owner.token, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errors: [{ path: 'reason' }] });
    const declined = await decide(request.id, owner.token, {
      status: 'rejected',
      reason: 'Not on our staff list.',
    });
    expect(declined.json<AffiliationRequest>()).toMatchObject({
      status: 'rejected',
      reason: 'Not on our staff list.',
    });
    expect(await isListed(asker.provider.id, facility.id)).toBe(false);
    expect((await mailTo(asker.user.email)).map((mail) => mail.subject)).toEqual([
      `${facility.name} did not list you on CareFinder`,
    ]);
    expect((await ask(asker.provider.id, asker.token, { facilityId: facility.id })).statusCode).toBe(201);
  });

  it('tells an Igbo-speaking doctor in Igbo, with a link to their profile in Igbo', async () => {
    const { facility, owner } = await managedFacility();
    const asker = await doctor();
    await db.update(schema.users).set({ language: 'ig' }).where(eq(schema.users.id, asker.user.id));
    const request = (
      await ask(asker.provider.id, asker.token, { facilityId: facility.id })
    ).json<AffiliationRequest>();
    expect((await decide(request.id, owner.token, { status: 'approved' })).statusCode).toBe(200);
    const [mail] = await mailTo(asker.user.email);
    expect(mail?.subject).toBe(`${facility.name} edepụtala gị na CareFinder`);
    expect(mail?.body).toMatch(
      new RegExp(`Profaịlụ gị: https?://[^/\\s]+/ig/providers/${asker.provider.id}\n`),
    );
  });

  it('refuses a second request while one waits, a facility they are listed at, and an unknown or closed one', async () => {
    const asker = await doctor();
    const facility = await makeFacility(db);
    expect((await ask(asker.provider.id, asker.token, { facilityId: facility.id })).statusCode).toBe(201);
    const again = await ask(asker.provider.id, asker.token, { facilityId: facility.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [{ path: 'facilityId' }] });

    const listedAt = await makeFacility(db);
    await db
      .insert(schema.providerFacilities)
      .values({ providerId: asker.provider.id, facilityId: listedAt.id });
    expect((await ask(asker.provider.id, asker.token, { facilityId: listedAt.id })).statusCode).toBe(409);

    const unknown = await ask(asker.provider.id, asker.token, { facilityId: 'not-a-facility' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [{ path: 'facilityId' }] });
    const closed = await makeFacility(db, { status: 'permanently_closed' });
    expect((await ask(asker.provider.id, asker.token, { facilityId: closed.id })).statusCode).toBe(409);
    expect((await ask(asker.provider.id, asker.token, {})).statusCode).toBe(400);
  });

  it('answers two requests at once with one 201 and one 409; an ADMIN asking for no profile gets 404', async () => {
    const asker = await doctor();
    const facility = await makeFacility(db);
    const statuses = (
      await Promise.all([1, 2].map(() => ask(asker.provider.id, asker.token, { facilityId: facility.id })))
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
    const admin = await signedIn('ADMIN');
    const missing = '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11';
    expect((await ask(missing, admin.token, { facilityId: facility.id })).statusCode).toBe(404);
    expect((await ask('not-an-id', admin.token, { facilityId: facility.id })).statusCode).toBe(404);
    expect((await list(`/providers/${missing}/affiliation-requests`, admin.token)).statusCode).toBe(404);
  });

  it('only the profile’s own doctor (or ADMIN) asks, and only the facility’s team (or ADMIN) decides', async () => {
    const { facility } = await managedFacility();
    const other = await managedFacility();
    const asker = await doctor();
    const someoneElse = await doctor();
    const admin = await signedIn('ADMIN');
    const user = await signedIn('USER');

    const forOther = await ask(asker.provider.id, someoneElse.token, { facilityId: facility.id });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toMatchObject({ type: PROBLEM_TYPES.notAMember });
    expect((await ask(asker.provider.id, user.token, { facilityId: facility.id })).statusCode).toBe(403);
    expect(
      (await list(`/providers/${asker.provider.id}/affiliation-requests`, someoneElse.token)).statusCode,
    ).toBe(403);

    const request = (
      await ask(asker.provider.id, asker.token, { facilityId: facility.id })
    ).json<AffiliationRequest>();
    expect(
      (await list(`/facilities/${facility.id}/affiliation-requests`, other.owner.token)).statusCode,
    ).toBe(403);
    const byOtherTeam = await decide(request.id, other.owner.token, { status: 'approved' });
    expect(byOtherTeam.statusCode).toBe(403);
    expect(byOtherTeam.json()).toMatchObject({ type: PROBLEM_TYPES.notAMember });
    expect((await decide(request.id, asker.token, { status: 'approved' })).statusCode).toBe(403);
    expect((await decide(request.id, user.token, { status: 'approved' })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/affiliation-requests/${request.id}`, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect(await isListed(asker.provider.id, facility.id)).toBe(false);

    expect((await decide(request.id, admin.token, { status: 'approved' })).statusCode).toBe(200);
    expect(await isListed(asker.provider.id, facility.id)).toBe(true);
    expect((await decide('not-an-id', admin.token, { status: 'approved' })).statusCode).toBe(404);
  });
});
