import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { FacilityDetail, ProviderDetail, TaxonomyList } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeProvider, makeReview, makeTerm } from './testing/directory-factories.ts';
import { createUser, signIn, withBearer } from './testing/factories.ts';
import { createTestApp, withApiKey } from './testing/test-app.ts';

/**
 * DESIGN §4: every write records its audit entry in the same transaction. Here the audit log refuses every
 * entry (a trigger raises), so each write must fail and leave nothing of itself behind.
 */
const { app, db } = await createTestApp();
const admin = await createUser(db, { role: 'ADMIN' });
const token = (await signIn(app, admin)).access_token;

async function refuseAuditEntries() {
  await db.execute(sql`
    create or replace function refuse_audit_entry() returns trigger language plpgsql as $$
    begin raise exception 'the audit log is unavailable'; end $$`);
  await db.execute(sql`
    create trigger refuse_audit_entry before insert on audit_log
    for each row execute function refuse_audit_entry()`);
}

afterEach(async () => {
  await db.execute(sql`drop trigger if exists refuse_audit_entry on audit_log`);
});

const send = (method: 'POST' | 'PATCH', url: string, payload: object, ifMatch?: string) =>
  app.inject({
    method,
    url,
    headers: withBearer(token, ifMatch ? { 'if-match': ifMatch } : {}),
    payload,
  });

async function readWithEtag<Body>(url: string) {
  const response = await app.inject({ url, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<Body>(), etag: String(response.headers.etag) };
}

const auditEntries = async () => (await db.select({ id: schema.auditLog.id }).from(schema.auditLog)).length;

describe('a write whose audit entry cannot be recorded leaves nothing behind', () => {
  it('creating a list entry', async () => {
    const entries = await auditEntries();
    await refuseAuditEntries();
    const response = await send('POST', '/api/services', { name: 'Hyperbaric oxygen therapy' });
    expect(response.statusCode).toBe(500);
    const list = await app.inject({ url: '/api/services?q=hyperbaric', headers: withApiKey() });
    expect(list.json<TaxonomyList>().items).toEqual([]);
    expect(await auditEntries()).toBe(entries);
  });

  it('changing a facility', async () => {
    const facility = await makeFacility(db, { name: 'Ikorodu General Hospital' });
    const { etag } = await readWithEtag<FacilityDetail>(`/api/facilities/${facility.id}`);
    await refuseAuditEntries();
    const response = await send(
      'PATCH',
      `/api/facilities/${facility.id}`,
      { name: 'Ikorodu General Hospital (renamed)' },
      etag,
    );
    expect(response.statusCode).toBe(500);
    const after = await readWithEtag<FacilityDetail>(`/api/facilities/${facility.id}`);
    expect(after.body.name).toBe('Ikorodu General Hospital');
    expect(after.etag).toBe(etag);
  });

  it('changing a provider', async () => {
    const provider = await makeProvider(db);
    const { body: before, etag } = await readWithEtag<ProviderDetail>(`/api/providers/${provider.id}`);
    await refuseAuditEntries();
    const response = await send('PATCH', `/api/providers/${provider.id}`, { bio: 'A new biography.' }, etag);
    expect(response.statusCode).toBe(500);
    const after = await readWithEtag<ProviderDetail>(`/api/providers/${provider.id}`);
    expect(after.body.bio).toBe(before.bio);
    expect(after.etag).toBe(etag);
  });

  it('hiding a review: it stays published and the rating keeps it', async () => {
    const facility = await makeFacility(db);
    const review = await makeReview(db, { facilityId: facility.id, rating: 1 });
    await makeReview(db, { facilityId: facility.id, rating: 5 });
    const before = await readWithEtag<FacilityDetail>(`/api/facilities/${facility.id}`);
    await refuseAuditEntries();
    const response = await send('PATCH', `/api/admin/reviews/${review.id}`, {
      status: 'hidden',
      reason: 'Abusive language.',
    });
    expect(response.statusCode).toBe(500);
    const [row] = await db
      .select({ status: schema.reviews.status })
      .from(schema.reviews)
      .where(eq(schema.reviews.id, review.id));
    expect(row?.status).toBe('published');
    const after = await readWithEtag<FacilityDetail>(`/api/facilities/${facility.id}`);
    expect(after.body).toMatchObject({
      averageRating: before.body.averageRating,
      reviewsCount: before.body.reviewsCount,
    });
  });

  it('and the same writes succeed, each with its entry, once the audit log takes entries again', async () => {
    const term = await makeTerm(db, 'services', 'wound-care', 'Wound care');
    const { etag } = await readWithEtag(`/api/services/${term.id}`);
    const entries = await auditEntries();
    const response = await send('PATCH', `/api/services/${term.id}`, { name: 'Wound care clinic' }, etag);
    expect(response.statusCode, response.body).toBe(200);
    expect(await auditEntries()).toBe(entries + 1);
  });
});
