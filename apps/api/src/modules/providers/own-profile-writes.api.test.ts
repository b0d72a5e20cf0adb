import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, type AuditLogPage, type ProviderDetail } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeProvider, makeTerm } from '../../testing/directory-factories.ts';
import { withBearer } from '../../testing/factories.ts';
import { ownerFactories } from '../../testing/owners.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/** The owners' issue: a doctor keeps their own profile true, and nobody else's. */
const { app, db } = await createTestApp();
const { signedIn } = ownerFactories(app, db);

async function read(id: string) {
  const response = await app.inject({ url: `/api/providers/${id}`, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return { provider: response.json<ProviderDetail>(), etag: String(response.headers.etag) };
}

async function patch(id: string, token: string | undefined, payload: object) {
  const { etag } = await read(id);
  return app.inject({
    method: 'PATCH',
    url: `/api/providers/${id}`,
    headers: token ? withBearer(token, { 'if-match': etag }) : withApiKey({ 'if-match': etag }),
    payload,
  });
}

/** A profile and the PROVIDER account linked to it. */
async function ownProfile() {
  const owner = await signedIn('PROVIDER');
  const provider = await makeProvider(db, { userId: owner.user.id });
  return { provider, owner };
}

const ownChanges = {
  bio: 'Paediatrician at a Lagos general hospital; weekend clinic in Surulere.',
  languages: ['English', 'Yoruba'],
  education: [{ institution: 'University of Lagos', qualification: 'MBBS', year: 2009 }],
};

describe('PATCH /api/providers/{id} by the provider it belongs to', () => {
  it('lets the linked provider change their profile, audited as theirs', async () => {
    const { provider, owner } = await ownProfile();
    await makeTerm(db, 'procedures', 'circumcision', 'Circumcision');
    const response = await patch(provider.id, owner.token, {
      ...ownChanges,
      procedures: [{ slug: 'circumcision' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProviderDetail>()).toMatchObject({
      bio: ownChanges.bio,
      languages: ['English', 'Yoruba'],
      procedures: [{ slug: 'circumcision' }],
    });
    const admin = await signedIn('ADMIN');
    const log = await app.inject({
      url: `/api/admin/audit-log?entity=provider&entityId=${provider.id}`,
      headers: withBearer(admin.token),
    });
    expect(log.json<AuditLogPage>().items[0]).toMatchObject({
      action: 'provider.update',
      actor: { id: owner.user.id },
    });
  });

  it('takes the GET answer back whole with a change, but refuses what CareFinder keeps, naming it (403)', async () => {
    const { provider, owner } = await ownProfile();
    const { provider: current } = await read(provider.id);
    const roundTrip = await patch(provider.id, owner.token, { ...current, bio: 'A shorter biography.' });
    expect(roundTrip.statusCode, roundTrip.body).toBe(200);

    const facility = await makeFacility(db);
    for (const field of [
      { firstName: 'Someone' },
      { registrationNumber: 'MDCN-0000' },
      { status: 'permanently_closed' },
      { facilities: [{ id: facility.id }] },
    ]) {
      const refused = await patch(provider.id, owner.token, field);
      expect(refused.statusCode, JSON.stringify(field)).toBe(403);
      expect(refused.json(), JSON.stringify(field)).toMatchObject({
        type: PROBLEM_TYPES.notTheOwnersField,
        errors: [{ path: Object.keys(field)[0] }],
      });
    }
    expect((await read(provider.id)).provider.bio).toBe('A shorter biography.');
  });

  it('refuses everyone else: another provider, a facility admin, a user (403), anyone signed out (401)', async () => {
    const { provider } = await ownProfile();
    const { owner: anotherProvider } = await ownProfile();
    const facilityAdmin = await signedIn('FACILITY_ADMIN');
    const user = await signedIn('USER');
    const before = await read(provider.id);

    const other = await patch(provider.id, anotherProvider.token, ownChanges);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ type: PROBLEM_TYPES.notAMember });
    for (const { token } of [facilityAdmin, user]) {
      const refused = await patch(provider.id, token, ownChanges);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ type: PROBLEM_TYPES.wrongRole });
    }
    expect((await patch(provider.id, undefined, ownChanges)).statusCode).toBe(401);
    expect(await read(provider.id)).toEqual(before);
  });

  it('lets an ADMIN change anything', async () => {
    const { provider } = await ownProfile();
    const admin = await signedIn('ADMIN');
    const response = await patch(provider.id, admin.token, { ...ownChanges, firstName: 'Adaora' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProviderDetail>().name).toMatch(/^Adaora /);
  });

  it('re-reads the link on every write: a profile unlinked from the account is refused at once', async () => {
    const { provider, owner } = await ownProfile();
    await db.update(schema.providers).set({ userId: null }).where(eq(schema.providers.id, provider.id));
    const response = await patch(provider.id, owner.token, ownChanges);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: PROBLEM_TYPES.notAMember });
  });
});
