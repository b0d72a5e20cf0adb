import { describe, expect, it } from 'vitest';
import type { AdminProviderList } from '@carefinder/contracts';
import { makeProvider, makeReview } from '../../testing/directory-factories.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const token = (await signIn(app, await createUser(db, { role: 'ADMIN' }))).access_token;

const list = (query: string) =>
  app.inject({ url: `/api/admin/providers?${query}`, headers: withBearer(token) });

async function names(query: string): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminProviderList>().items.map((item) => item.name);
}

const ngozi = await makeProvider(db, {
  firstName: 'Ngozi',
  lastName: 'Adminwe',
  title: 'Dr',
  stateAlias: 'lagos',
  lga: 'Ikeja',
  terms: { specialties: ['paediatrics', 'neonatology'], conditions: ['asthma'] },
  updatedAt: new Date('2026-10-01T00:00:00Z'),
});
const bello = await makeProvider(db, {
  firstName: 'Aminu',
  lastName: 'Bello-Adminu',
  title: null,
  stateAlias: 'kano',
  status: 'permanently_closed',
  updatedAt: new Date('2026-11-01T00:00:00Z'),
});
await makeReview(db, { providerId: bello.id, rating: 4 });

describe('GET /api/admin/providers', () => {
  it('answers every status by full name, with the specialties as the summary, never cached', async () => {
    const response = await list('q=admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<AdminProviderList>();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.items).toEqual([
      expect.objectContaining({ id: bello.id, name: 'Aminu Bello-Adminu', status: 'permanently_closed' }),
      {
        id: ngozi.id,
        name: 'Ngozi Adminwe',
        title: 'Dr',
        specialties: [
          { slug: 'neonatology', name: 'neonatology' },
          { slug: 'paediatrics', name: 'paediatrics' },
        ],
        state: { alias: 'lagos', name: 'Lagos' },
        lga: { slug: expect.any(String), name: 'Ikeja' },
        status: 'active',
        averageRating: null,
        reviewsCount: 0,
        isDemo: false,
        updatedAt: '2026-10-01T00:00:00.000Z',
      },
    ]);
  });

  it('finds across first and last name in any case, and filters by status and state', async () => {
    expect(await names('q=NGOZI%20admin')).toEqual(['Ngozi Adminwe']);
    expect(await names('q=admin&status=active')).toEqual(['Ngozi Adminwe']);
    expect(await names('q=admin&state=kano')).toEqual(['Aminu Bello-Adminu']);
    expect(await names('q=admin&state=kano&status=active')).toEqual([]);
  });

  it('sorts by last update and by rating', async () => {
    expect(await names('q=admin&sort=updated')).toEqual(['Aminu Bello-Adminu', 'Ngozi Adminwe']);
    expect(await names('q=admin&sort=rating')).toEqual(['Aminu Bello-Adminu', 'Ngozi Adminwe']);
    expect(await names('q=admin&sort=rating&pageSize=1&page=2')).toEqual(['Ngozi Adminwe']);
  });
});
