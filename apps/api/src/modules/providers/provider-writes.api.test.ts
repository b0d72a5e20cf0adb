import { describe, expect, it } from 'vitest';
import {
  PROBLEM_TYPES,
  type AuditLogPage,
  type FacilityDetail,
  type ProviderDetail,
  type SearchResult,
} from '@carefinder/contracts';
import { makeFacility, makeProvider, makeTerm } from '../../testing/directory-factories.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const admin = await createUser(db, { role: 'ADMIN' });
const token = (await signIn(app, admin)).access_token;

const asAdmin = (headers: Record<string, string> = {}) => withBearer(token, headers);

/** A JSON body (a bare string too, which inject would otherwise send as text/plain). */
const create = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/providers',
    headers: asAdmin({ 'content-type': 'application/json' }),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

async function read(id: string) {
  const response = await app.inject({ url: `/api/providers/${id}`, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return { provider: response.json<ProviderDetail>(), etag: String(response.headers.etag) };
}

const patch = (id: string, payload: unknown, ifMatch?: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/providers/${id}`,
    headers: asAdmin(ifMatch ? { 'if-match': ifMatch } : {}),
    payload: payload as object,
  });

const close = (id: string, ifMatch?: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/providers/${id}`,
    headers: asAdmin(ifMatch ? { 'if-match': ifMatch } : {}),
  });

const search = async (query: string) => {
  const response = await app.inject({ url: `/api/search?${query}`, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>().items.map((item) => item.name);
};

async function auditOf(id: string) {
  const response = await app.inject({
    url: `/api/admin/audit-log?entity=provider&entityId=${id}`,
    headers: asAdmin(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditLogPage>().items;
}

const fieldsNamed = (response: { json: () => { errors?: { path: string }[] } }) =>
  (response.json().errors ?? []).map((error) => error.path);

const providersAt = async (facilityId: string) =>
  (await app.inject({ url: `/api/facilities/${facilityId}`, headers: withApiKey() }))
    .json<FacilityDetail>()
    .providers.map((provider) => provider.name);

const term = (slug: string, name: string) => ({ slug, name });

await makeTerm(db, 'qualities', 'good-listener', 'Good listener');
await makeTerm(db, 'practice-areas', 'child-health', 'Child health');
await makeTerm(db, 'specialties', 'paediatric-nephrology', 'Paediatric nephrology');
await makeTerm(db, 'conditions', 'nephrotic-syndrome', 'Nephrotic syndrome');
await makeTerm(db, 'procedures', 'renal-biopsy', 'Renal biopsy');
await makeTerm(db, 'insurance', 'nhia', 'NHIA');
await makeTerm(db, 'awards', 'best-paediatrician-2024', 'Best paediatrician 2024');

describe('POST /api/providers', () => {
  it("creates a provider with every field of the spec's sample profile, affiliated to facilities, with an audit entry", async () => {
    const clinic = await makeFacility(db, { name: 'Surulere Children Clinic' });
    const response = await create({
      name: 'Adaeze Nwankwo-Obi',
      title: 'Dr',
      accountType: 'Provider',
      bio: 'Children’s kidney doctor.',
      professionalSummary: 'Consultant paediatric nephrologist.',
      education: [
        { institution: 'University of Nigeria', qualification: 'MBBS', year: 2009 },
        { institution: 'WACP', qualification: 'FWACP' },
      ],
      qualities: [{ slug: 'good-listener' }],
      practiceAreas: [{ slug: 'child-health' }],
      specialties: [{ slug: 'paediatric-nephrology' }],
      conditions: [{ slug: 'nephrotic-syndrome' }],
      procedures: [{ slug: 'renal-biopsy' }],
      insurance: [{ slug: 'nhia' }],
      awards: [{ slug: 'best-paediatrician-2024' }],
      languages: ['English', 'Igbo', 'English'],
      registrationNumber: 'MDCN/R/77001',
      place: {
        state: { alias: 'lagos' },
        lga: { slug: 'surulere' },
        address: '12 Adeniran Ogunsanya Street',
        latitude: 6.4968,
        longitude: 3.3553,
      },
      facilities: [{ id: clinic.id }],
      // Read-only fields are ignored.
      averageRating: 5,
      reviewsCount: 12,
      photo: { url: 'https://img.example/x.webp', alt: 'x' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const provider = response.json<ProviderDetail>();
    expect(provider).toMatchObject({
      name: 'Adaeze Nwankwo-Obi',
      firstName: 'Adaeze',
      lastName: 'Nwankwo-Obi',
      title: 'Dr',
      accountType: 'Provider',
      bio: 'Children’s kidney doctor.',
      professionalSummary: 'Consultant paediatric nephrologist.',
      education: [
        { institution: 'University of Nigeria', qualification: 'MBBS', year: 2009 },
        { institution: 'WACP', qualification: 'FWACP', year: null },
      ],
      qualities: [term('good-listener', 'Good listener')],
      practiceAreas: [term('child-health', 'Child health')],
      specialties: [term('paediatric-nephrology', 'Paediatric nephrology')],
      conditions: [term('nephrotic-syndrome', 'Nephrotic syndrome')],
      procedures: [term('renal-biopsy', 'Renal biopsy')],
      insurance: [term('nhia', 'NHIA')],
      awards: [term('best-paediatrician-2024', 'Best paediatrician 2024')],
      languages: ['English', 'Igbo'],
      registrationNumber: 'MDCN/R/77001',
      photo: null,
      place: {
        state: { alias: 'lagos', name: 'Lagos' },
        lga: { slug: 'surulere', name: 'Surulere' },
        ward: null,
        address: '12 Adeniran Ogunsanya Street',
        latitude: 6.4968,
        longitude: 3.3553,
      },
      facilities: [expect.objectContaining({ id: clinic.id, name: 'Surulere Children Clinic' })],
      averageRating: null,
      reviewsCount: 0,
      status: 'active',
    });
    expect(response.headers.location).toBe(`/api/providers/${provider.id}`);
    expect(response.headers.etag).toBe((await read(provider.id)).etag);
    expect(await providersAt(clinic.id)).toEqual(['Adaeze Nwankwo-Obi']);
    expect(await auditOf(provider.id)).toEqual([
      expect.objectContaining({
        action: 'provider.create',
        actor: expect.objectContaining({ id: admin.id }),
        before: null,
        after: expect.objectContaining({ lastName: 'Nwankwo-Obi', facilities: [clinic.id] }),
      }),
    ]);
    // Findable at once, by name and by specialty.
    expect(await search('q=nwankwo')).toEqual(['Adaeze Nwankwo-Obi']);
    expect(await search('specialty=paediatric-nephrology&kind=provider')).toEqual(['Adaeze Nwankwo-Obi']);
  });

  it('refuses unknown slugs, facilities and places with one 400 naming each path', async () => {
    const closed = await makeFacility(db, { status: 'permanently_closed' });
    const response = await create({
      firstName: 'Tunde',
      lastName: 'Bakare',
      practiceAreas: [{ slug: 'child-health' }, { slug: 'astrology' }],
      procedures: [{ slug: 'levitation' }],
      place: { state: { alias: 'lagos' }, lga: { slug: 'ado-ekiti' }, ward: 'Alausa' },
      facilities: [{ id: closed.id }, { id: '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11' }],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsNamed(response)).toEqual(['place.ward']);
    const withoutWard = await create({
      firstName: 'Tunde',
      lastName: 'Bakare',
      practiceAreas: [{ slug: 'child-health' }, { slug: 'astrology' }],
      procedures: [{ slug: 'levitation' }],
      place: { state: { alias: 'lagos' }, lga: { slug: 'ado-ekiti' } },
      facilities: [{ id: closed.id }, { id: '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11' }],
    });
    expect(withoutWard.statusCode).toBe(400);
    expect(fieldsNamed(withoutWard).sort()).toEqual([
      'facilities.0.id',
      'facilities.1.id',
      'place.lga.slug',
      'practiceAreas.1.slug',
      'procedures.0.slug',
    ]);
    expect(await search('q=bakare')).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['a string', 'Dr Bakare'],
    ['no name', { title: 'Dr' }],
    ['one word for a name', { name: 'Bakare' }],
    ['a first name only', { firstName: 'Tunde' }],
    ['a name against its parts', { name: 'Tunde Bakare', firstName: 'Ade', lastName: 'Ola' }],
    ['education as text', { name: 'Tunde Bakare', education: 'MBBS' }],
    [
      'an education year as text',
      { name: 'Tunde Bakare', education: [{ institution: 'UI', qualification: 'MBBS', year: 'two' }] },
    ],
    ['languages as text', { name: 'Tunde Bakare', languages: 'English' }],
    ['a facility id that is no uuid', { name: 'Tunde Bakare', facilities: [{ id: 'clinic-1' }] }],
    ['facilities as ids', { name: 'Tunde Bakare', facilities: ['5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11'] }],
    ['a longitude alone', { name: 'Tunde Bakare', place: { longitude: 3.3 } }],
    ['a NUL byte', { name: 'Tunde\u0000 Bakare' }],
  ])('answers %s with 400 problem+json, never 500', async (_case, payload) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('PATCH /api/providers/{id}', () => {
  it('needs If-Match (428), refuses a stale one (412) changing nothing and recording nothing', async () => {
    const provider = await makeProvider(db, { firstName: 'Kemi', lastName: 'Adeyemi' });
    const { etag } = await read(provider.id);
    expect((await patch(provider.id, { title: 'Prof' })).statusCode).toBe(428);
    const applied = await patch(provider.id, { title: 'Prof' }, etag);
    expect(applied.statusCode, applied.body).toBe(200);
    const stale = await patch(provider.id, { title: 'Mr', languages: ['Hausa'] }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ type: PROBLEM_TYPES.staleWrite });
    expect((await read(provider.id)).provider).toMatchObject({ title: 'Prof', languages: ['English'] });
    expect(await auditOf(provider.id)).toEqual([
      expect.objectContaining({
        action: 'provider.update',
        before: expect.objectContaining({ title: 'Dr' }),
        after: expect.objectContaining({ title: 'Prof' }),
      }),
    ]);
  });

  it('takes the GET answer back: a changed name is split, links to closed facilities stay, terms and facilities replaced', async () => {
    const [yaba, ikeja, closed] = await Promise.all([
      makeFacility(db, { name: 'Yaba Clinic' }),
      makeFacility(db, { name: 'Ikeja Clinic' }),
      makeFacility(db, { name: 'Closed Clinic', status: 'permanently_closed' }),
    ]);
    const created = await makeProvider(db, {
      firstName: 'Ngozi',
      lastName: 'Okafor',
      education: [{ institution: 'University of Lagos', qualification: 'MBBS', year: 2008 }],
      terms: { specialties: ['paediatric-nephrology'], insurance: ['nhia'] },
      facilityIds: [yaba.id, closed.id],
    });
    const { provider, etag } = await read(created.id);

    const unchanged = await patch(created.id, provider, etag);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.headers.etag).toBe(etag);
    expect(await auditOf(created.id)).toEqual([]);

    const response = await patch(
      created.id,
      {
        ...provider,
        name: 'Ngozi Adaeze Okafor-Eze',
        insurance: [],
        conditions: [{ slug: 'nephrotic-syndrome' }],
        facilities: [...provider.facilities, { id: ikeja.id, name: 'ignored' }],
      },
      etag,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProviderDetail>()).toMatchObject({
      name: 'Ngozi Adaeze Okafor-Eze',
      firstName: 'Ngozi Adaeze',
      lastName: 'Okafor-Eze',
      education: [{ institution: 'University of Lagos', qualification: 'MBBS', year: 2008 }],
      specialties: [term('paediatric-nephrology', 'Paediatric nephrology')],
      insurance: [],
      conditions: [term('nephrotic-syndrome', 'Nephrotic syndrome')],
      facilities: [expect.objectContaining({ id: ikeja.id }), expect.objectContaining({ id: yaba.id })],
    });
    expect(await providersAt(ikeja.id)).toEqual(['Ngozi Adaeze Okafor-Eze']);

    // Reopening the closed facility shows the link kept aside.
    const reopen = await app.inject({
      method: 'PATCH',
      url: `/api/facilities/${closed.id}`,
      headers: asAdmin({ 'if-match': '*' }),
      payload: { status: 'active' },
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect((await read(created.id)).provider.facilities.map((facility) => facility.name)).toEqual([
      'Closed Clinic',
      'Ikeja Clinic',
      'Yaba Clinic',
    ]);

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      action: 'provider.update',
      before: { firstName: 'Ngozi', lastName: 'Okafor', insurance: ['nhia'] },
      after: { firstName: 'Ngozi Adaeze', lastName: 'Okafor-Eze', insurance: [] },
    });
  });

  it('changes the name parts directly, and unlinks every facility with an empty list', async () => {
    const clinic = await makeFacility(db);
    const created = await makeProvider(db, {
      firstName: 'Musa',
      lastName: 'Bello',
      facilityIds: [clinic.id],
    });
    const { etag } = await read(created.id);
    const response = await patch(created.id, { lastName: 'Bello-Sani', facilities: [] }, etag);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Musa Bello-Sani', facilities: [] });
    expect(await providersAt(clinic.id)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await patch('5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', { title: 'X' }, '*')).statusCode).toBe(404);
    expect((await patch('dr-okafor', { title: 'X' }, '*')).statusCode).toBe(404);
  });
});

describe('DELETE /api/providers/{id} (a soft close)', () => {
  it('closes a profile: it leaves search and facility pages, its page answers with its status', async () => {
    const clinic = await makeFacility(db);
    const created = await makeProvider(db, {
      firstName: 'Chidi',
      lastName: 'Wombatson',
      facilityIds: [clinic.id],
    });
    expect(await search('q=wombatson')).toEqual(['Chidi Wombatson']);
    const { etag } = await read(created.id);
    expect((await close(created.id)).statusCode).toBe(428);
    expect((await close(created.id, '"stale"')).statusCode).toBe(412);
    expect((await close(created.id, etag)).statusCode).toBe(204);

    expect((await read(created.id)).provider).toMatchObject({ status: 'permanently_closed' });
    expect(await search('q=wombatson')).toEqual([]);
    expect(await providersAt(clinic.id)).toEqual([]);
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({
        action: 'provider.close',
        after: expect.objectContaining({ status: 'permanently_closed' }),
      }),
    ]);
  });
});
