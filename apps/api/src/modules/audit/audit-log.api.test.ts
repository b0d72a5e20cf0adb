import { describe, expect, it } from 'vitest';
import type { AuditLogFacets, AuditLogPage } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const admin = await createUser(db, { role: 'ADMIN', firstName: 'Ngozi', lastName: 'Eze' });
const owner = await createUser(db, { role: 'FACILITY_ADMIN', firstName: 'Musa', lastName: 'Bello' });
const asAdmin = withBearer((await signIn(app, admin)).access_token);

/** Entries written at given moments, as the writes of the modules would leave them. */
await db.insert(schema.auditLog).values([
  {
    actorId: owner.id,
    action: 'facility.update',
    targetType: 'facility',
    targetId: 'f-1',
    before: { name: 'Gwarinpa General Hospital', phones: [] },
    after: { name: 'Gwarinpa General Hospital', phones: ['+2348031234567'] },
    // 23:30 on 1 November in Nigeria.
    at: new Date('2026-11-01T22:30:00Z'),
  },
  {
    actorId: admin.id,
    action: 'provider.update',
    targetType: 'provider',
    targetId: 'p-1',
    before: { firstName: 'Ifeoma', lastName: 'Okafor', bio: null },
    after: { firstName: 'Ifeoma', lastName: 'Okafor', bio: 'Paediatrician.' },
    // 00:30 on 2 November in Nigeria.
    at: new Date('2026-11-01T23:30:00Z'),
  },
  {
    actorId: admin.id,
    action: 'review.hide',
    targetType: 'review',
    targetId: 'r-1',
    before: { status: 'published' },
    after: { status: 'hidden' },
    at: new Date('2026-11-03T10:00:00Z'),
  },
]);

const read = async (query: string) => {
  const response = await app.inject({ url: `/api/admin/audit-log?${query}`, headers: asAdmin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogPage>();
};
const actions = async (query: string) => (await read(query)).items.map((item) => item.action);

describe('GET /api/admin/audit-log', () => {
  it('names each entry’s entity as its own record does, or not at all', async () => {
    const { items } = await read('from=2026-11-01&to=2026-11-03');
    expect(items.map((item) => [item.action, item.entityName])).toEqual([
      ['review.hide', null],
      ['provider.update', 'Ifeoma Okafor'],
      ['facility.update', 'Gwarinpa General Hospital'],
    ]);
  });

  it('filters by the words of the actor’s name or e-mail, and by action', async () => {
    expect(await actions('q=musa%20bello&from=2026-11-01&to=2026-11-03')).toEqual(['facility.update']);
    expect(await actions(`q=${encodeURIComponent(admin.email)}&from=2026-11-01&to=2026-11-03`)).toEqual([
      'review.hide',
      'provider.update',
    ]);
    expect(await actions('action=review.hide&from=2026-11-01&to=2026-11-03')).toEqual(['review.hide']);
    // A % or _ is a character of the name, not a pattern.
    expect(await actions('q=%25&from=2026-11-01&to=2026-11-03')).toEqual([]);
    expect(await actions('q=_&from=2026-11-01&to=2026-11-03')).toEqual([]);
  });

  it('takes days as Nigeria counts them, both ends included', async () => {
    expect(await actions('from=2026-11-01&to=2026-11-01')).toEqual(['facility.update']);
    expect(await actions('from=2026-11-02&to=2026-11-02')).toEqual(['provider.update']);
    expect(await actions('from=2026-11-02&to=2026-11-03')).toEqual(['review.hide', 'provider.update']);
  });

  it.each([
    ['from=2026-13-01', 'from'],
    ['to=yesterday', 'to'],
    ['to=2026-02-31', 'to'],
    ['action=', 'action'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const response = await app.inject({ url: `/api/admin/audit-log?${query}`, headers: asAdmin });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: field }));
  });
});

describe('GET /api/admin/audit-log/facets', () => {
  it('answers the entity types and actions the log holds, each once', async () => {
    const response = await app.inject({ url: '/api/admin/audit-log/facets', headers: asAdmin });
    expect(response.statusCode).toBe(200);
    const facets = response.json<AuditLogFacets>();
    expect(facets.entities).toEqual(expect.arrayContaining(['facility', 'provider', 'review']));
    expect(facets.actions).toEqual(expect.arrayContaining(['facility.update', 'review.hide']));
    expect(new Set(facets.actions).size).toBe(facets.actions.length);
  });
});
