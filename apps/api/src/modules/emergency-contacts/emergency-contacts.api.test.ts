import { describe, expect, it } from 'vitest';
import {
  PROBLEM_TYPES,
  type AuditLogPage,
  type EmergencyContact,
  type EmergencyContactList,
  type Problem,
} from '@carefinder/contracts';
import { seedStartingEmergencyContacts, startingEmergencyContacts } from '@carefinder/db';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

// A fixed clock: 25 November 2026, 10:00 in Lagos.
const { app, db } = await createTestApp({ now: () => new Date('2026-11-25T09:00:00Z') });
const tokenOf = async (role: 'ADMIN' | 'USER' | 'FACILITY_ADMIN') =>
  (await signIn(app, await createUser(db, { role }))).access_token;
const admin = await createUser(db, { role: 'ADMIN' });
const adminToken = (await signIn(app, admin)).access_token;
const asAdmin = (headers: Record<string, string> = {}) => withBearer(adminToken, headers);

const lagosAmbulance = {
  name: 'Lagos State Ambulance Service (test entry)',
  phones: ['0803 123 4567', ' 767 '],
  state: { alias: 'lagos' },
  category: 'ambulance',
  hours: '24 hours',
  source: { name: 'A test source', url: 'https://example.org/lagos-ambulance' },
  lastVerifiedAt: '2026-11-20',
};

const create = (payload: Record<string, unknown>, headers = asAdmin()) =>
  app.inject({ method: 'POST', url: '/api/emergency-contacts', headers, payload });

async function read(id: string) {
  const response = await app.inject({ url: `/api/emergency-contacts/${id}`, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return { contact: response.json<EmergencyContact>(), etag: String(response.headers.etag) };
}

const patch = (id: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
  app.inject({ method: 'PATCH', url: `/api/emergency-contacts/${id}`, headers, payload });

const remove = (id: string, headers: Record<string, string>) =>
  app.inject({ method: 'DELETE', url: `/api/emergency-contacts/${id}`, headers });

const list = async () =>
  (await app.inject({ url: '/api/emergency-contacts', headers: withApiKey() })).json<EmergencyContactList>()
    .items;

async function auditOf(id: string) {
  const response = await app.inject({
    url: `/api/admin/audit-log?entity=emergency-contact&entityId=${id}`,
    headers: asAdmin(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogPage>().items;
}

async function newContact(overrides: Record<string, unknown> = {}) {
  const response = await create({ ...lagosAmbulance, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EmergencyContact>();
}

describe('the starting emergency contacts', () => {
  it('are loaded while the list is empty, each with a cited source; 112 is national', async () => {
    await seedStartingEmergencyContacts(db);
    await seedStartingEmergencyContacts(db); // a second start adds nothing
    const items = await list();
    expect(items).toHaveLength(startingEmergencyContacts.length);
    expect(items.find((item) => item.phones.includes('112'))).toMatchObject({
      state: null,
      category: 'all-emergencies',
      isDemo: false,
      source: { url: expect.stringMatching(/^https:\/\//) },
    });
    for (const item of items) expect(item.source.name).not.toBe('');
    // The state lines are in their states, each dated and sourced.
    expect(items.find((item) => item.phones.includes('767'))).toMatchObject({
      state: { alias: 'lagos' },
      source: { url: expect.stringMatching(/^https:\/\//) },
    });
    expect(new Set(items.flatMap((item) => (item.state ? [item.state.alias] : []))).size).toBe(6);
  });
});

describe('GET /api/emergency-contacts', () => {
  it('is public (API key only) and lists national lines before state ones', async () => {
    await newContact();
    const response = await app.inject({ url: '/api/emergency-contacts', headers: withApiKey() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public/);
    const items = response.json<EmergencyContactList>().items;
    const firstStateLine = items.findIndex((item) => item.state !== null);
    expect(firstStateLine).toBeGreaterThan(0);
    expect(items.slice(firstStateLine).every((item) => item.state !== null)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 naming id for a malformed one', async () => {
    const missing = await app.inject({
      url: '/api/emergency-contacts/00000000-0000-4000-8000-000000000000',
      headers: withApiKey(),
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await app.inject({ url: '/api/emergency-contacts/12', headers: withApiKey() });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<Problem>().errors?.map((error) => error.path)).toEqual(['id']);
  });
});

describe('POST /api/emergency-contacts', () => {
  it('creates a contact: phones per spec §5 (short codes as dialled), the state by alias, an audit entry', async () => {
    const response = await create(lagosAmbulance);
    expect(response.statusCode, response.body).toBe(201);
    const contact = response.json<EmergencyContact>();
    expect(contact).toMatchObject({
      phones: ['+2348031234567', '767'],
      state: { alias: 'lagos', name: 'Lagos' },
      category: 'ambulance',
      note: '',
      lastVerifiedAt: '2026-11-20',
      isDemo: false,
    });
    expect(response.headers.location).toBe(`/api/emergency-contacts/${contact.id}`);
    expect(response.headers.etag).toBe((await read(contact.id)).etag);
    expect(await auditOf(contact.id)).toEqual([
      expect.objectContaining({
        action: 'emergency-contact.create',
        actor: expect.objectContaining({ id: admin.id }),
        before: null,
        after: expect.objectContaining({ phones: ['+2348031234567', '767'], state: { alias: 'lagos' } }),
      }),
    ]);
  });

  it('takes a national line when state is null or left out', async () => {
    const { state: _state, ...national } = lagosAmbulance;
    expect((await newContact({ state: null })).state).toBeNull();
    const response = await create(national);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<EmergencyContact>().state).toBeNull();
  });

  it.each([
    ['name', { name: '  ' }],
    ['phones', { phones: [] }],
    ['phones.1', { phones: ['112', '12 ab'] }],
    ['state.alias', { state: { alias: 'atlantis' } }],
    ['state.alias', { state: { alias: 'Lagos State' } }],
    ['category', { category: 'weather' }],
    ['source', { source: undefined }],
    ['source.url', { source: { name: 'NCC', url: 'javascript:alert(1)' } }],
    ['source.name', { source: { name: '', url: 'https://example.org' } }],
    ['lastVerifiedAt', { lastVerifiedAt: '25/11/2026' }],
    ['lastVerifiedAt', { lastVerifiedAt: '2026-11-26' }],
    ['name', { name: 'Ambulance\u0000' }],
  ])('refuses bad input with a 400 naming %s', async (path, change) => {
    const response = await create({ ...lagosAmbulance, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Problem>().errors?.map((error) => error.path)).toContain(path);
  });

  it('writes nothing and records nothing when refused', async () => {
    const before = (await list()).length;
    await create({ ...lagosAmbulance, phones: ['not a number'] });
    expect(await list()).toHaveLength(before);
  });
});

describe('PATCH /api/emergency-contacts/{id}', () => {
  it('changes the fields sent, with the ETag: a new ETag and an audit entry with before and after', async () => {
    const created = await newContact();
    const { etag } = await read(created.id);
    const response = await patch(
      created.id,
      { hours: 'Day and night', state: null, phones: ['+234 803 123 4567'] },
      asAdmin({ 'if-match': etag }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EmergencyContact>()).toMatchObject({
      hours: 'Day and night',
      state: null,
      phones: ['+2348031234567'],
      name: lagosAmbulance.name,
    });
    expect(response.headers.etag).not.toBe(etag);
    const entries = await auditOf(created.id);
    expect(entries[0]).toMatchObject({
      action: 'emergency-contact.update',
      before: expect.objectContaining({ hours: '24 hours', state: { alias: 'lagos' } }),
      after: expect.objectContaining({ hours: 'Day and night', state: null }),
    });
  });

  it('answers 428 without If-Match and 412 with a stale one, changing nothing', async () => {
    const created = await newContact();
    const { etag } = await read(created.id);
    const missing = await patch(created.id, { hours: 'Mornings' }, asAdmin());
    expect(missing.statusCode).toBe(428);
    expect(missing.json<Problem>().type).toBe(PROBLEM_TYPES.preconditionRequired);
    expect((await patch(created.id, { hours: 'Evenings' }, asAdmin({ 'if-match': etag }))).statusCode).toBe(
      200,
    );
    const stale = await patch(created.id, { hours: 'Mornings' }, asAdmin({ 'if-match': etag }));
    expect(stale.statusCode).toBe(412);
    expect(stale.json<Problem>().type).toBe(PROBLEM_TYPES.staleWrite);
    expect((await read(created.id)).contact.hours).toBe('Evenings');
  });

  it('records nothing for a change that changes nothing', async () => {
    const created = await newContact();
    const { etag } = await read(created.id);
    const response = await patch(created.id, { hours: '24 hours' }, asAdmin({ 'if-match': etag }));
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(etag);
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(['emergency-contact.create']);
  });

  it('refuses a bad phone with a 400 naming it, and a missing contact with 404', async () => {
    const created = await newContact();
    const { etag } = await read(created.id);
    const bad = await patch(
      created.id,
      { phones: ['112', '999999999999999'] },
      asAdmin({ 'if-match': etag }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Problem>().errors?.map((error) => error.path)).toEqual(['phones.1']);
    const missing = await patch(
      '00000000-0000-4000-8000-000000000000',
      { hours: 'x' },
      asAdmin({ 'if-match': etag }),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/emergency-contacts/{id}', () => {
  it('deletes with the ETag (428 without, 412 stale) and records the deletion', async () => {
    const created = await newContact();
    const { etag } = await read(created.id);
    expect((await remove(created.id, asAdmin())).statusCode).toBe(428);
    expect((await remove(created.id, asAdmin({ 'if-match': '"stale"' }))).statusCode).toBe(412);
    const response = await remove(created.id, asAdmin({ 'if-match': etag }));
    expect(response.statusCode).toBe(204);
    expect(
      (await app.inject({ url: `/api/emergency-contacts/${created.id}`, headers: withApiKey() })).statusCode,
    ).toBe(404);
    expect((await auditOf(created.id))[0]).toMatchObject({
      action: 'emergency-contact.delete',
      before: expect.objectContaining({ name: lagosAmbulance.name }),
      after: null,
    });
  });
});

describe('who may write', () => {
  it.each([
    ['anonymous', 401, undefined],
    ['a USER', 403, 'USER'],
    ['a FACILITY_ADMIN', 403, 'FACILITY_ADMIN'],
  ] as const)('%s may read but not write (answered %i)', async (_who, status, role) => {
    const headers = role ? withBearer(await tokenOf(role)) : withApiKey();
    expect((await app.inject({ url: '/api/emergency-contacts', headers })).statusCode).toBe(200);
    const existing = await newContact();
    const { etag } = await read(existing.id);
    expect((await create(lagosAmbulance, headers)).statusCode).toBe(status);
    expect((await patch(existing.id, { hours: 'x' }, { ...headers, 'if-match': etag })).statusCode).toBe(
      status,
    );
    expect((await remove(existing.id, { ...headers, 'if-match': etag })).statusCode).toBe(status);
    expect((await read(existing.id)).contact.hours).toBe('24 hours');
    expect((await auditOf(existing.id)).map((entry) => entry.action)).toEqual(['emergency-contact.create']);
  });

  it('an ADMIN may do all three', async () => {
    const created = await newContact();
    const first = await read(created.id);
    expect(
      (await patch(created.id, { hours: 'Nights' }, asAdmin({ 'if-match': first.etag }))).statusCode,
    ).toBe(200);
    const second = await read(created.id);
    expect((await remove(created.id, asAdmin({ 'if-match': second.etag }))).statusCode).toBe(204);
  });
});
