import { describe, expect, it } from 'vitest';
import type { AdminFacilityList } from '@carefinder/contracts';
import { makeFacility, makeReview } from '../../testing/directory-factories.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const token = (await signIn(app, await createUser(db, { role: 'ADMIN' }))).access_token;

const list = (query: string) =>
  app.inject({ url: `/api/admin/facilities?${query}`, headers: withBearer(token) });

async function names(query: string): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminFacilityList>().items.map((item) => item.name);
}

const ikeja = await makeFacility(db, {
  name: 'Ikeja Admin Clinic',
  stateAlias: 'lagos',
  lga: 'Ikeja',
  facilityType: 'clinic',
  nhfrCode: '24/01/1/2/7731',
  updatedAt: new Date('2026-10-01T00:00:00Z'),
});
const kano = await makeFacility(db, {
  name: 'Admin Kano Maternity',
  stateAlias: 'kano',
  status: 'temporarily_closed',
  updatedAt: new Date('2026-11-01T00:00:00Z'),
});
const closed = await makeFacility(db, {
  name: 'Closed admin hospital',
  stateAlias: 'lagos',
  status: 'permanently_closed',
  updatedAt: new Date('2026-09-01T00:00:00Z'),
});
await makeReview(db, { facilityId: kano.id, rating: 5 });
await makeReview(db, { facilityId: ikeja.id, rating: 3 });

describe('GET /api/admin/facilities', () => {
  it('answers every status by name, with what the table shows, never cached', async () => {
    const response = await list('q=admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<AdminFacilityList>();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.items.map((item) => item.name)).toEqual([
      'Admin Kano Maternity',
      'Closed admin hospital',
      'Ikeja Admin Clinic',
    ]);
    expect(body.items[2]).toEqual({
      id: ikeja.id,
      name: 'Ikeja Admin Clinic',
      facilityType: { slug: 'clinic', name: 'clinic' },
      nhfrCode: '24/01/1/2/7731',
      state: { alias: 'lagos', name: 'Lagos' },
      lga: { slug: expect.any(String), name: 'Ikeja' },
      status: 'active',
      averageRating: 3,
      reviewsCount: 1,
      isDemo: false,
      updatedAt: expect.any(String),
    });
  });

  it('finds by part of the name in any case, or by the NHFR code, with LIKE wildcards taken literally', async () => {
    expect(await names('q=KANO%20mat')).toEqual(['Admin Kano Maternity']);
    expect(await names('q=1/2/7731')).toEqual(['Ikeja Admin Clinic']);
    expect(await names('q=admin%25hospital')).toEqual([]);
    expect(await names('q=_dmin')).toEqual([]);
  });

  it('filters by status and by state alias', async () => {
    expect(await names('q=admin&status=active')).toEqual(['Ikeja Admin Clinic']);
    expect(await names('q=admin&status=permanently_closed')).toEqual([closed.name]);
    expect(await names('q=admin&state=lagos')).toEqual(['Closed admin hospital', 'Ikeja Admin Clinic']);
    expect(await names('q=admin&state=kano&status=temporarily_closed')).toEqual(['Admin Kano Maternity']);
    expect(await names('q=admin&state=ogun')).toEqual([]);
  });

  it('sorts by last update (newest first) and by rating (highest first, unrated last)', async () => {
    expect(await names('q=admin&sort=updated')).toEqual([kano.name, ikeja.name, closed.name]);
    expect(await names('q=admin&sort=rating')).toEqual([kano.name, ikeja.name, closed.name]);
  });

  it('pages with the total of every page', async () => {
    const response = await list('q=admin&pageSize=2&page=2');
    expect(response.json()).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ name: ikeja.name }] });
  });

  it('refuses a page size over 50, an unknown sort or status, and a malformed state, naming the field', async () => {
    for (const [query, path] of [
      ['pageSize=51', 'pageSize'],
      ['sort=distance', 'sort'],
      ['status=open', 'status'],
      ['state=Lagos!', 'state'],
    ]) {
      const response = await list(query!);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ path })]);
    }
  });
});
