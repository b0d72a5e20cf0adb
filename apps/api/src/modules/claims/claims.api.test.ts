import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LISTING_CLAIM_RATE_MAX,
  PROBLEM_TYPES,
  type AdminListingClaim,
  type AdminListingClaimList,
  type AuditLogPage,
  type OwnListingClaim,
  type OwnListingClaimList,
  type Problem,
  type UserRole,
} from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';
import type { App } from '../../app.ts';
import { addMembership, createUser, findUserRow, signIn, withBearer } from '../../testing/factories.ts';
import { makeFacility, makeProvider, makeTerm } from '../../testing/directory-factories.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const sink = await startSmtpSink();
const { app, db } = await createTestApp({
  env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://carefinder.test' },
});
const admin = await createUser(db, { role: 'ADMIN', firstName: 'Amina', lastName: 'Yusuf' });
const adminToken = (await signIn(app, admin)).access_token;

const claimBody = {
  role: 'Medical director',
  message: 'Call the front desk on 0803 123 4567 and ask for me, or write to me at md@clinic.ng.',
};

/** A signed-in user (USER unless told) and their access token. */
async function member(role: UserRole = 'USER') {
  const user = await createUser(db, { role, firstName: 'Ngozi' });
  return { user, token: (await signIn(app, user)).access_token };
}

const claim = (
  target: App,
  kind: 'facilities' | 'providers',
  id: string,
  token: string | null,
  payload: unknown = claimBody,
) =>
  target.inject({
    method: 'POST',
    url: `/api/${kind}/${id}/claims`,
    headers: token ? withBearer(token) : withApiKey(),
    payload: payload as Record<string, unknown>,
  });

async function claimed(
  kind: 'facilities' | 'providers',
  id: string,
  token: string,
): Promise<OwnListingClaim> {
  const response = await claim(app, kind, id, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OwnListingClaim>();
}

const read = (target: App, id: string, token = adminToken) =>
  target.inject({ url: `/api/admin/claims/${id}`, headers: withBearer(token) });

const decide = (target: App, id: string, payload: unknown, headers: Record<string, string>) =>
  target.inject({
    method: 'PATCH',
    url: `/api/admin/claims/${id}`,
    headers,
    payload: payload as Record<string, unknown>,
  });

/** Reads the claim for its ETag, then decides it as the ADMIN. */
async function decideAsAdmin(target: App, id: string, payload: unknown, token = adminToken) {
  const current = await read(target, id, token);
  expect(current.statusCode, current.body).toBe(200);
  return decide(target, id, payload, withBearer(token, { 'if-match': String(current.headers.etag) }));
}

async function auditOf(target: App, id: string, token = adminToken) {
  const response = await target.inject({
    url: `/api/admin/audit-log?entity=listing-claim&entityId=${id}`,
    headers: withBearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditLogPage>().items;
}

async function membersOf(database: Database, facilityId: string) {
  const rows = await database
    .select({ userId: schema.facilityMemberships.userId })
    .from(schema.facilityMemberships)
    .where(eq(schema.facilityMemberships.facilityId, facilityId));
  return rows.map((row) => row.userId);
}

async function providerOwner(providerId: string) {
  const [row] = await db
    .select({ userId: schema.providers.userId })
    .from(schema.providers)
    .where(eq(schema.providers.id, providerId));
  return row?.userId ?? null;
}

describe('POST /api/facilities/{id}/claims and /api/providers/{id}/claims', () => {
  it('makes a pending claim (201) that the user reads in GET /api/me/claims', async () => {
    const facility = await makeFacility(db, { name: 'Ikeja Family Clinic' });
    const { token } = await member();
    const made = await claimed('facilities', facility.id, token);
    expect(made).toMatchObject({
      listing: {
        kind: 'facility',
        id: facility.id,
        name: 'Ikeja Family Clinic',
        path: `/facilities/${facility.id}`,
      },
      role: claimBody.role,
      message: claimBody.message,
      status: 'pending',
      reason: null,
      reviewedAt: null,
    });
    const mine = await app.inject({ url: '/api/me/claims', headers: withBearer(token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json<OwnListingClaimList>().items).toEqual([made]);

    const provider = await makeProvider(db, { firstName: 'Chiamaka', lastName: 'Eze' });
    const profile = await claimed('providers', provider.id, token);
    expect(profile.listing).toEqual({
      kind: 'provider',
      id: provider.id,
      name: 'Dr Chiamaka Eze',
      path: `/providers/${provider.id}`,
    });
  });

  it('is 401 for anonymous visitors and 400 naming each field', async () => {
    const facility = await makeFacility(db);
    expect((await claim(app, 'facilities', facility.id, null)).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/me/claims', headers: withApiKey() })).statusCode).toBe(401);
    const { token } = await member();
    const bad = await claim(app, 'facilities', facility.id, token, { role: '', message: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(
      bad
        .json<Problem>()
        .errors?.map((error) => error.path)
        .sort(),
    ).toEqual(['message', 'role']);
    const missing = await claim(app, 'providers', facility.id, token, {});
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json<Problem>()
        .errors?.map((error) => error.path)
        .sort(),
    ).toEqual(['message', 'role']);
  });

  it('is 404 for an unknown listing and 409 for a closed one', async () => {
    const { token } = await member();
    const unknown = '5b2f6a1e-0000-4000-8000-000000000001';
    expect((await claim(app, 'facilities', unknown, token)).statusCode).toBe(404);
    expect((await claim(app, 'providers', unknown, token)).statusCode).toBe(404);
    expect((await claim(app, 'facilities', 'not-an-id', token)).statusCode).toBe(404);
    const closed = await makeFacility(db, { status: 'permanently_closed' });
    const refused = await claim(app, 'facilities', closed.id, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Problem>().detail).toMatch(/closed/);
    const closedProvider = await makeProvider(db, { status: 'permanently_closed' });
    expect((await claim(app, 'providers', closedProvider.id, token)).statusCode).toBe(409);
  });

  it('allows one pending claim per user and listing (409 claim-exists), another user may claim it too', async () => {
    const facility = await makeFacility(db);
    const { token } = await member();
    await claimed('facilities', facility.id, token);
    const again = await claim(app, 'facilities', facility.id, token);
    expect(again.statusCode).toBe(409);
    expect(again.json<Problem>().type).toBe(PROBLEM_TYPES.claimExists);
    const other = await member();
    await claimed('facilities', facility.id, other.token);
  });

  it(`allows ${LISTING_CLAIM_RATE_MAX} claims an hour per account, then 429 with Retry-After`, async () => {
    const { token } = await member();
    for (let n = 0; n < LISTING_CLAIM_RATE_MAX; n += 1)
      await claimed('facilities', (await makeFacility(db)).id, token);
    const limited = await claim(app, 'facilities', (await makeFacility(db)).id, token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3_500);
    // Another account is not limited by this one.
    const other = await member();
    await claimed('facilities', (await makeFacility(db)).id, other.token);
  });
});

describe('the ADMIN review of claims', () => {
  it('is for ADMINs only: anonymous 401; USER, FACILITY_ADMIN and PROVIDER 403, on every endpoint', async () => {
    const facility = await makeFacility(db);
    const claimant = await member();
    const made = await claimed('facilities', facility.id, claimant.token);
    const tokens = await Promise.all(
      (['USER', 'FACILITY_ADMIN', 'PROVIDER'] as const).map(async (role) => (await member(role)).token),
    );
    const calls = (headers: Record<string, string>) => [
      app.inject({ url: '/api/admin/claims?status=pending', headers }),
      app.inject({ url: `/api/admin/claims/${made.id}`, headers }),
      decide(app, made.id, { status: 'approved' }, { ...headers, 'if-match': '*' }),
    ];
    for (const response of await Promise.all(calls(withApiKey()))) expect(response.statusCode).toBe(401);
    for (const token of tokens)
      for (const response of await Promise.all(calls(withBearer(token)))) {
        expect(response.statusCode).toBe(403);
        expect(response.json<Problem>().type).toBe(PROBLEM_TYPES.wrongRole);
      }
    const list = await app.inject({
      url: '/api/admin/claims?status=pending&pageSize=50',
      headers: withBearer(adminToken),
    });
    expect(list.statusCode).toBe(200);
    const item = list.json<AdminListingClaimList>().items.find((entry) => entry.id === made.id);
    expect(item).toMatchObject({
      status: 'pending',
      claimant: { id: claimant.user.id, email: claimant.user.email, role: 'USER' },
      currentMembers: 0,
      linkedToAnotherAccount: false,
    });
    expect((await findUserRow(db, claimant.user.id))?.role).toBe('USER');
  });

  it('needs If-Match (428) that is current (412), and a reason to reject (400)', async () => {
    const facility = await makeFacility(db);
    const { token } = await member();
    const made = await claimed('facilities', facility.id, token);
    const without = await decide(app, made.id, { status: 'approved' }, withBearer(adminToken));
    expect(without.statusCode).toBe(428);
    expect(without.json<Problem>().type).toBe(PROBLEM_TYPES.preconditionRequired);
    const stale = await decide(
      app,
      made.id,
      { status: 'approved' },
      withBearer(adminToken, { 'if-match': '"old"' }),
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json<Problem>().type).toBe(PROBLEM_TYPES.staleWrite);
    const noReason = await decideAsAdmin(app, made.id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<Problem>().errors?.map((error) => error.path)).toEqual(['reason']);
    expect(await auditOf(app, made.id)).toEqual([]);
    expect(await membersOf(db, facility.id)).toEqual([]);

    // Decided once: the old tag is stale, and a decided claim is not decided again.
    const before = await read(app, made.id);
    expect((await decideAsAdmin(app, made.id, { status: 'approved' })).statusCode).toBe(200);
    const late = await decide(
      app,
      made.id,
      { status: 'rejected', reason: 'Late' },
      withBearer(adminToken, { 'if-match': String(before.headers.etag) }),
    );
    expect(late.statusCode).toBe(412);
    const twice = await decideAsAdmin(app, made.id, { status: 'rejected', reason: 'Changed my mind' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Problem>()).toMatchObject({
      type: PROBLEM_TYPES.claimDecided,
      title: 'Already decided',
    });
    expect((await read(app, 'not-an-id')).statusCode).toBe(404);
  });

  it('approves a facility claim: membership, FACILITY_ADMIN, active facility, e-mail and audit', async () => {
    const facility = await makeFacility(db, { name: 'Surulere Eye Centre' });
    const { user, token } = await member();
    const made = await claimed('facilities', facility.id, token);
    const since = sink.received.length;
    const response = await decideAsAdmin(app, made.id, { status: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminListingClaim>()).toMatchObject({
      status: 'approved',
      reviewerName: 'Amina Yusuf',
      claimant: { role: 'FACILITY_ADMIN' },
      currentMembers: 1,
    });
    expect(await membersOf(db, facility.id)).toEqual([user.id]);
    const row = await findUserRow(db, user.id);
    expect(row).toMatchObject({ role: 'FACILITY_ADMIN', activeFacilityId: facility.id });

    const mail = await sink.waitForMail(user.email, { since });
    expect(mail.subject).toContain('Surulere Eye Centre');
    expect(mail.text).toContain('approved');
    expect(mail.text).toContain('https://carefinder.test/facility/dashboard');

    const [entry, ...others] = await auditOf(app, made.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'listing-claim.approve',
      actor: { id: admin.id },
      before: { status: 'pending' },
      after: {
        status: 'approved',
        userId: user.id,
        facilityId: facility.id,
        role: { before: 'USER', after: 'FACILITY_ADMIN' },
        membershipAdded: true,
      },
    });

    // The account's next request carries the new role: the session re-check reads it from the database.
    const me = await app.inject({ url: '/api/me', headers: withBearer(token) });
    expect(me.json<{ activeFacility: { id: string } | null }>().activeFacility?.id).toBe(facility.id);
    const mine = (
      await app.inject({ url: '/api/me/claims', headers: withBearer(token) })
    ).json<OwnListingClaimList>();
    expect(mine.items[0]).toMatchObject({ id: made.id, status: 'approved' });
    // A claim of a facility one already manages is refused, and its page offers no claim to anyone.
    expect((await claim(app, 'facilities', facility.id, token)).statusCode).toBe(409);
    const page = await app.inject({ url: `/api/facilities/${facility.id}`, headers: withApiKey() });
    expect(page.json<{ managed: boolean }>().managed).toBe(true);
  });

  it('refuses (409 listing-managed) a claim of a facility with a team or a profile linked to an account', async () => {
    const facility = await makeFacility(db);
    const first = await member('FACILITY_ADMIN');
    await addMembership(db, first.user.id, facility.id);
    const { token } = await member();
    const refused = await claim(app, 'facilities', facility.id, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Problem>()).toMatchObject({ type: PROBLEM_TYPES.listingManaged });
    expect(refused.json<Problem>().detail).toMatch(/ask them to invite you/);
    const owner = await member('PROVIDER');
    const provider = await makeProvider(db, { userId: owner.user.id });
    const refusedProfile = await claim(app, 'providers', provider.id, token);
    expect(refusedProfile.json<Problem>()).toMatchObject({ type: PROBLEM_TYPES.listingManaged });
    const mine = await app.inject({ url: '/api/me/claims', headers: withBearer(token) });
    expect(mine.json<OwnListingClaimList>().items).toEqual([]);
  });

  it('approves a claim made before the facility had a team: a second member', async () => {
    const facility = await makeFacility(db);
    const second = await member();
    const made = await claimed('facilities', facility.id, second.token);
    const first = await member('FACILITY_ADMIN');
    await addMembership(db, first.user.id, facility.id);
    expect((await read(app, made.id)).json<AdminListingClaim>().currentMembers).toBe(1);
    expect((await decideAsAdmin(app, made.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await membersOf(db, facility.id)).sort()).toEqual([first.user.id, second.user.id].sort());
    expect((await findUserRow(db, second.user.id))?.role).toBe('FACILITY_ADMIN');
  });

  it('keeps an ADMIN an ADMIN when approving their claim, and a FACILITY_ADMIN keeps their active facility', async () => {
    const facility = await makeFacility(db);
    const otherAdmin = await member('ADMIN');
    const made = await claimed('facilities', facility.id, otherAdmin.token);
    expect((await decideAsAdmin(app, made.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await findUserRow(db, otherAdmin.user.id))?.role).toBe('ADMIN');

    const manager = await member('FACILITY_ADMIN');
    const current = await makeFacility(db);
    await addMembership(db, manager.user.id, current.id);
    await db
      .update(schema.users)
      .set({ activeFacilityId: current.id })
      .where(eq(schema.users.id, manager.user.id));
    const another = await makeFacility(db);
    const second = await claimed('facilities', another.id, manager.token);
    expect((await decideAsAdmin(app, second.id, { status: 'approved' })).statusCode).toBe(200);
    expect(await findUserRow(db, manager.user.id)).toMatchObject({
      role: 'FACILITY_ADMIN',
      activeFacilityId: current.id,
    });
  });

  it('rejects with the reason e-mailed; the role and memberships are unchanged', async () => {
    const facility = await makeFacility(db, { name: 'Yaba Dental' });
    const { user, token } = await member();
    const made = await claimed('facilities', facility.id, token);
    const since = sink.received.length;
    const response = await decideAsAdmin(app, made.id, {
      status: 'rejected',
      reason: 'We could not reach you on the number you gave.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminListingClaim>()).toMatchObject({ status: 'rejected' });
    expect((await findUserRow(db, user.id))?.role).toBe('USER');
    expect(await membersOf(db, facility.id)).toEqual([]);
    const mail = await sink.waitForMail(user.email, { since });
    expect(mail.subject).toContain('Yaba Dental');
    expect(mail.text).toContain('We could not reach you on the number you gave.');
    const mine = (
      await app.inject({ url: '/api/me/claims', headers: withBearer(token) })
    ).json<OwnListingClaimList>();
    expect(mine.items[0]).toMatchObject({
      status: 'rejected',
      reason: 'We could not reach you on the number you gave.',
    });
    expect((await auditOf(app, made.id)).map((entry) => entry.action)).toEqual(['listing-claim.reject']);
    // After a rejection the user may ask again.
    await claimed('facilities', facility.id, token);
  });

  it('approves a provider claim: the profile is linked and the account becomes PROVIDER', async () => {
    const provider = await makeProvider(db);
    const { user, token } = await member();
    const made = await claimed('providers', provider.id, token);
    const response = await decideAsAdmin(app, made.id, { status: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await providerOwner(provider.id)).toBe(user.id);
    expect((await findUserRow(db, user.id))?.role).toBe('PROVIDER');
    expect((await auditOf(app, made.id))[0]).toMatchObject({
      action: 'listing-claim.approve',
      after: { providerId: provider.id, role: { before: 'USER', after: 'PROVIDER' }, providerLinked: true },
    });
    // The account now names its profile, for the provider dashboard.
    const me = await app.inject({ url: '/api/me', headers: withBearer(token) });
    expect(me.json()).toMatchObject({ providerProfile: { id: provider.id, name: expect.any(String) } });
    const page = await app.inject({ url: `/api/providers/${provider.id}`, headers: withApiKey() });
    expect(page.json<{ managed: boolean }>().managed).toBe(true);
  });

  it('refuses (409 profile-linked) to approve a provider claim of a profile linked to another account since', async () => {
    const provider = await makeProvider(db);
    const { user, token } = await member();
    const made = await claimed('providers', provider.id, token);
    const owner = await member('PROVIDER');
    await db
      .update(schema.providers)
      .set({ userId: owner.user.id })
      .where(eq(schema.providers.id, provider.id));
    expect((await read(app, made.id)).json<AdminListingClaim>().linkedToAnotherAccount).toBe(true);
    const response = await decideAsAdmin(app, made.id, { status: 'approved' });
    expect(response.statusCode).toBe(409);
    expect(response.json<Problem>()).toMatchObject({ type: PROBLEM_TYPES.profileLinked });
    expect(response.json<Problem>().detail).toMatch(/another account/);
    expect(await providerOwner(provider.id)).toBe(owner.user.id);
    expect((await findUserRow(db, user.id))?.role).toBe('USER');
    expect((await read(app, made.id)).json<AdminListingClaim>().status).toBe('pending');
    expect(await auditOf(app, made.id)).toEqual([]);
    // It can still be rejected.
    expect(
      (await decideAsAdmin(app, made.id, { status: 'rejected', reason: 'The profile is already claimed.' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses (409 profile-linked) to link a second profile to an account that has one', async () => {
    const { user, token } = await member('PROVIDER');
    await makeProvider(db, { userId: user.id });
    const other = await makeProvider(db);
    const made = await claimed('providers', other.id, token);
    const response = await decideAsAdmin(app, made.id, { status: 'approved' });
    expect(response.statusCode).toBe(409);
    expect(response.json<Problem>()).toMatchObject({
      type: PROBLEM_TYPES.profileLinked,
      detail: 'This account already manages another provider profile; it cannot be approved.',
    });
    expect(await providerOwner(other.id)).toBeNull();
    expect((await read(app, made.id)).json<AdminListingClaim>().status).toBe('pending');
  });
});

describe('POST /api/providers/claims: a doctor whom no profile names asks to be listed', () => {
  const proposal = {
    title: 'Dr',
    firstName: 'Halima',
    lastName: 'Garba',
    specialties: [{ slug: 'paediatrics' }],
    registrationNumber: 'MDCN/R/54321',
    place: { state: { alias: 'lagos' }, lga: { slug: 'ikeja' }, address: '12 Allen Avenue' },
    message: 'My MDCN folio is 54321; the clinic on Allen Avenue can confirm on 0803 123 4567.',
  };
  const propose = (token: string | null, payload: unknown = proposal) =>
    app.inject({
      method: 'POST',
      url: '/api/providers/claims',
      headers: token ? withBearer(token) : withApiKey(),
      payload: payload as Record<string, unknown>,
    });

  it('waits for an ADMIN, whose approval creates the profile linked to the account, now PROVIDER', async () => {
    await makeTerm(db, 'specialties', 'paediatrics', 'Paediatrics');
    const { user, token } = await member();
    const response = await propose(token);
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json<OwnListingClaim>();
    expect(made).toMatchObject({
      status: 'pending',
      listing: { kind: 'provider', id: '', name: 'Dr Halima Garba', path: '' },
      proposedProfile: {
        name: 'Dr Halima Garba',
        specialties: [{ slug: 'paediatrics', name: 'Paediatrics' }],
        registrationNumber: 'MDCN/R/54321',
        place: { state: { alias: 'lagos', name: 'Lagos' }, lga: { slug: 'ikeja', name: 'Ikeja' } },
      },
    });
    // A second proposal while this one waits is refused.
    expect((await propose(token)).json<Problem>().type).toBe(PROBLEM_TYPES.claimExists);
    // Nothing is public yet.
    expect((await findUserRow(db, user.id))?.role).toBe('USER');

    const since = sink.received.length;
    const approved = await decideAsAdmin(app, made.id, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const decided = approved.json<AdminListingClaim>();
    expect(decided.listing).toMatchObject({ kind: 'provider', name: 'Dr Halima Garba' });
    expect(decided.listing.path).toBe(`/providers/${decided.listing.id}`);
    expect(await providerOwner(decided.listing.id)).toBe(user.id);
    expect((await findUserRow(db, user.id))?.role).toBe('PROVIDER');
    const page = await app.inject({ url: `/api/providers/${decided.listing.id}`, headers: withApiKey() });
    expect(page.json()).toMatchObject({
      name: 'Halima Garba',
      title: 'Dr',
      managed: true,
      specialties: [{ slug: 'paediatrics' }],
      place: { state: { alias: 'lagos' }, lga: { slug: 'ikeja' }, address: '12 Allen Avenue' },
    });
    expect((await auditOf(app, made.id))[0]).toMatchObject({
      action: 'listing-claim.approve',
      after: { providerId: decided.listing.id, providerCreated: decided.listing.id, providerLinked: true },
    });
    const mail = await sink.waitForMail(user.email, { since });
    expect(mail.text).toContain('Your request to be listed on CareFinder was approved');
    expect(mail.text).toContain('https://carefinder.test/provider/dashboard');
  });

  it('a rejection creates nothing and tells the doctor how to ask again', async () => {
    await makeTerm(db, 'specialties', 'paediatrics', 'Paediatrics');
    const { user, token } = await member();
    const made = (await propose(token)).json<OwnListingClaim>();
    const since = sink.received.length;
    const rejected = await decideAsAdmin(app, made.id, {
      status: 'rejected',
      reason: 'We could not find this registration number.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<AdminListingClaim>().listing.id).toBe('');
    const mail = await sink.waitForMail(user.email, { since });
    expect(mail.subject).toBe('Your request to be listed on CareFinder');
    expect(mail.text).toContain('https://carefinder.test/providers/new');
    // Decided, it no longer stands in the way of another.
    expect((await propose(token)).statusCode).toBe(201);
  });

  it('is 401 for anonymous visitors, 400 naming an unknown specialty or state, 409 for an account with a profile', async () => {
    expect((await propose(null)).statusCode).toBe(401);
    const { token } = await member();
    const unknown = await propose(token, {
      ...proposal,
      specialties: [{ slug: 'no-such-specialty' }],
      place: { state: { alias: 'atlantis' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Problem>().errors?.map((error) => error.path)).toEqual(
      expect.arrayContaining(['specialties.0.slug', 'place.state.alias']),
    );
    const empty = await propose(token, { ...proposal, specialties: [], message: 'short' });
    expect(empty.json<Problem>().errors?.map((error) => error.path)).toEqual(
      expect.arrayContaining(['specialties', 'message']),
    );

    const doctor = await member('PROVIDER');
    await makeProvider(db, { userId: doctor.user.id });
    const linked = await propose(doctor.token);
    expect(linked.statusCode).toBe(409);
    expect(linked.json<Problem>().type).toBe(PROBLEM_TYPES.profileLinked);
  });
});

describe('an approval whose e-mail cannot be sent', () => {
  it('leaves nothing: 503 with Retry-After, no membership, no role, no audit, still pending', async () => {
    // An app whose SMTP server refuses connections (nothing listens on port 1).
    const broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    const brokenAdmin = await createUser(broken.db, { role: 'ADMIN' });
    const token = (await signIn(broken.app, brokenAdmin)).access_token;
    const claimant = await createUser(broken.db);
    const claimantToken = (await signIn(broken.app, claimant)).access_token;
    const facility = await makeFacility(broken.db);
    const made = await claim(broken.app, 'facilities', facility.id, claimantToken);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<OwnListingClaim>().id;

    const response = await decideAsAdmin(broken.app, id, { status: 'approved' }, token);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(await membersOf(broken.db, facility.id)).toEqual([]);
    expect((await findUserRow(broken.db, claimant.id))?.role).toBe('USER');
    expect((await read(broken.app, id, token)).json<AdminListingClaim>().status).toBe('pending');
    expect(await auditOf(broken.app, id, token)).toEqual([]);
  });

  it('without SMTP, keeps the e-mail in the outbox in the same transaction', async () => {
    const offline = await createTestApp();
    const offlineAdmin = await createUser(offline.db, { role: 'ADMIN' });
    const token = (await signIn(offline.app, offlineAdmin)).access_token;
    const claimant = await createUser(offline.db);
    const claimantToken = (await signIn(offline.app, claimant)).access_token;
    const facility = await makeFacility(offline.db, { name: 'Lekki Children Clinic' });
    const made = await claim(offline.app, 'facilities', facility.id, claimantToken);
    const response = await decideAsAdmin(
      offline.app,
      made.json<OwnListingClaim>().id,
      { status: 'approved' },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const kept = await offline.db
      .select({ subject: schema.emailOutbox.subject })
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.recipient, claimant.email)));
    expect(kept.map((row) => row.subject)).toEqual([
      'You can now manage Lekki Children Clinic on CareFinder',
    ]);
  });
});

describe('the decision e-mail in the claimant’s language', () => {
  it('tells a Yoruba account of an approval in Yoruba, the listing’s link in Yoruba, the dashboard’s in English', async () => {
    const facility = await makeFacility(db, { name: 'Ibadan Eye Clinic' });
    const user = await createUser(db, { firstName: 'Adeola', language: 'yo' });
    const made = await claimed('facilities', facility.id, (await signIn(app, user)).access_token);
    const since = sink.received.length;
    const response = await decideAsAdmin(app, made.id, { status: 'approved' });
    expect(response.statusCode, response.body).toBe(200);

    const mail = await sink.waitForMail(user.email, { since });
    expect(mail.subject).toBe('O lè ṣàkóso Ibadan Eye Clinic lórí CareFinder báyìí');
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Báwo ni, Adeola,');
    expect(mail.text).not.toContain('approved');
    expect(lines).toContain(`Àkójọ náà: https://carefinder.test/yo/facilities/${facility.id}`);
    // The back office is in English only: its link has no language.
    expect(mail.text).toContain(': https://carefinder.test/facility/dashboard');
  });

  it('tells a Yoruba account of a rejection in Yoruba, with the ADMIN’s reason as written', async () => {
    const facility = await makeFacility(db, { name: 'Oyo Dental' });
    const user = await createUser(db, { firstName: 'Adeola', language: 'yo' });
    const made = await claimed('facilities', facility.id, (await signIn(app, user)).access_token);
    const since = sink.received.length;
    const response = await decideAsAdmin(app, made.id, {
      status: 'rejected',
      reason: 'We could not reach you on the number you gave.',
    });
    expect(response.statusCode, response.body).toBe(200);

    const mail = await sink.waitForMail(user.email, { since });
    expect(mail.subject).toBe('Ìbéèrè rẹ láti ṣàkóso Oyo Dental lórí CareFinder');
    expect(mail.text).toContain('We could not reach you on the number you gave.');
    expect(mail.text).toContain(`https://carefinder.test/yo/facilities/${facility.id}`);
    expect(mail.text).not.toContain('We could not approve');
  });
});
