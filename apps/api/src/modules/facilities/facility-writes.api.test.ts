import { describe, expect, it } from 'vitest';
import {
  PROBLEM_TYPES,
  type AuditLogPage,
  type FacilityDetail,
  type SearchResult,
} from '@carefinder/contracts';
import { makeFacility, makeProvider, makeTerm, weekdayHours } from '../../testing/directory-factories.ts';
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
    url: '/api/facilities',
    headers: asAdmin({ 'content-type': 'application/json' }),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

async function read(id: string) {
  const response = await app.inject({ url: `/api/facilities/${id}`, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return { facility: response.json<FacilityDetail>(), etag: String(response.headers.etag) };
}

const patch = (id: string, payload: unknown, ifMatch?: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/facilities/${id}`,
    headers: asAdmin(ifMatch ? { 'if-match': ifMatch } : {}),
    payload: payload as object,
  });

const close = (id: string, ifMatch?: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/facilities/${id}`,
    headers: asAdmin(ifMatch ? { 'if-match': ifMatch } : {}),
  });

const search = async (query: string) => {
  const response = await app.inject({ url: `/api/search?${query}`, headers: withApiKey() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>().items.map((item) => item.name);
};

async function auditOf(id: string) {
  const response = await app.inject({
    url: `/api/admin/audit-log?entity=facility&entityId=${id}`,
    headers: asAdmin(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditLogPage>().items;
}

const fieldsNamed = (response: { json: () => { errors?: { path: string }[] } }) =>
  (response.json().errors ?? []).map((error) => error.path);

await makeTerm(db, 'facility-types', 'maternity-home', 'Maternity home');
await makeTerm(db, 'services', 'antenatal-care', 'Antenatal care');
await makeTerm(db, 'services', 'kangaroo-mother-care', 'Kangaroo mother care');
await makeTerm(db, 'insurance', 'nhia', 'NHIA');

describe('POST /api/facilities', () => {
  it('creates a facility from the read shape: terms by slug, place by alias and slug, phones per spec §5, an audit entry', async () => {
    const response = await create({
      name: 'Oke-Ila Maternity Home',
      facilityType: { slug: 'maternity-home', name: 'names are ignored' },
      ownership: 'faith_based',
      level: 'primary',
      nhfrUid: '13-77001',
      place: {
        state: { alias: 'ekiti' },
        lga: { slug: 'ado-ekiti' },
        ward: 'Okesa',
        address: '4 Oke-Ila Road',
        latitude: 7.6233,
        longitude: 5.2209,
      },
      phones: [' 0803 123 4567 ', '+234 (803) 765-4321', '', '08031234567'],
      email: 'desk@okeila.example',
      website: 'https://okeila.example',
      openingHours: [
        weekdayHours('MONDAY', '08:00:00', '18:00:00'),
        { day: 'SUNDAY', isClosed: true },
        weekdayHours('FRIDAY', '20:00:00', '06:00:00'),
      ],
      services: [{ slug: 'kangaroo-mother-care' }, { slug: 'antenatal-care' }, { slug: 'antenatal-care' }],
      insurance: [{ slug: 'nhia' }],
      // Read-only fields of the answer are ignored.
      id: 'not-an-id',
      averageRating: 5,
      reviewsCount: 900,
      isDemo: true,
      openingStatus: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    const facility = response.json<FacilityDetail>();
    expect(facility).toMatchObject({
      name: 'Oke-Ila Maternity Home',
      facilityType: { slug: 'maternity-home', name: 'Maternity home' },
      ownership: 'faith_based',
      level: 'primary',
      nhfrUid: '13-77001',
      nhfrCode: null,
      place: {
        state: { alias: 'ekiti', name: 'Ekiti' },
        lga: { slug: 'ado-ekiti', name: 'Ado Ekiti' },
        ward: 'Okesa',
        address: '4 Oke-Ila Road',
        latitude: 7.6233,
        longitude: 5.2209,
      },
      // Whitespace gone, +234 added, E.164; the same number once.
      phones: ['+2348031234567', '+2348037654321'],
      email: 'desk@okeila.example',
      website: 'https://okeila.example',
      // Sunday first; an overnight Friday is kept as sent.
      openingHours: [
        { day: 'SUNDAY', open: '00:00:00', close: '00:00:00', isAlwaysOpen: false, isClosed: true },
        weekdayHours('MONDAY', '08:00:00', '18:00:00'),
        weekdayHours('FRIDAY', '20:00:00', '06:00:00'),
      ],
      services: [
        { slug: 'antenatal-care', name: 'Antenatal care' },
        { slug: 'kangaroo-mother-care', name: 'Kangaroo mother care' },
      ],
      insurance: [{ slug: 'nhia', name: 'NHIA' }],
      specialties: [],
      awards: [],
      averageRating: null,
      reviewsCount: 0,
      status: 'active',
      isDemo: false,
    });
    expect(facility.id).not.toBe('not-an-id');
    expect(response.headers.location).toBe(`/api/facilities/${facility.id}`);
    expect(response.headers.etag).toBe((await read(facility.id)).etag);
    expect(await auditOf(facility.id)).toEqual([
      expect.objectContaining({
        action: 'facility.create',
        actor: expect.objectContaining({ id: admin.id }),
        before: null,
        after: expect.objectContaining({
          name: 'Oke-Ila Maternity Home',
          services: ['antenatal-care', 'kangaroo-mother-care'],
          place: expect.objectContaining({ state: 'ekiti', lga: 'ado-ekiti' }),
        }),
      }),
    ]);
  });

  it('makes a new facility findable by name, service and place in the next request', async () => {
    await makeTerm(db, 'services', 'hyperbaric-oxygen', 'Hyperbaric oxygen');
    const response = await create({
      name: 'Ikole Zebrafish Clinic',
      services: [{ slug: 'hyperbaric-oxygen' }],
      place: { state: { alias: 'ekiti' }, lga: { slug: 'ikole' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await search('q=zebrafish')).toEqual(['Ikole Zebrafish Clinic']);
    expect(await search('service=hyperbaric-oxygen')).toEqual(['Ikole Zebrafish Clinic']);
    expect(await search('state=ekiti&lga=ikole')).toEqual(['Ikole Zebrafish Clinic']);
    expect(await search('q=clinic in ikole')).toContain('Ikole Zebrafish Clinic');
  });

  it('needs only a name; the rest is unknown or none', async () => {
    const response = await create({ name: '  Bare Clinic  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Bare Clinic',
      facilityType: null,
      ownership: 'unknown',
      level: 'unknown',
      place: { state: null, lga: null, ward: null, address: null, latitude: null, longitude: null },
      phones: [],
      openingHours: [],
      status: 'active',
    });
  });

  it('refuses unknown slugs and aliases with one 400 naming each path, and writes nothing', async () => {
    const response = await create({
      name: 'Nowhere Clinic',
      facilityType: { slug: 'spaceport' },
      services: [{ slug: 'antenatal-care' }, { slug: 'antenatal-care' }, { slug: 'teleportation' }],
      place: { state: { alias: 'atlantis' }, lga: { slug: 'ikeja' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(fieldsNamed(response).sort()).toEqual([
      'facilityType.slug',
      'place.state.alias',
      'services.2.slug',
    ]);
    expect(await search('q=nowhere')).toEqual([]);
  });

  it('refuses an LGA of another state, or one without its state (400 naming place.lga.slug)', async () => {
    const other = await create({
      name: 'Wrong LGA',
      place: { state: { alias: 'ekiti' }, lga: { slug: 'ikeja' } },
    });
    expect(other.statusCode).toBe(400);
    expect(fieldsNamed(other)).toEqual(['place.lga.slug']);
    const stateless = await create({ name: 'No state', place: { lga: { slug: 'ikeja' } } });
    expect(stateless.statusCode).toBe(400);
    expect(fieldsNamed(stateless)).toEqual(['place.lga.slug']);
  });

  it('refuses an invalid phone with 400 naming its place in the list', async () => {
    const response = await create({
      name: 'Bad Phone Clinic',
      phones: ['0803 123 4567', '12345', 'call us'],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsNamed(response)).toEqual(['phones.1', 'phones.2']);
  });

  it.each([
    [[{ day: 'MONDAY', open: '8am', close: '18:00:00' }], 'openingHours.0.open'],
    [[{ day: 'MONDAY', open: '08:00', close: '18:00:00' }], 'openingHours.0.open'],
    [[{ day: 'MONDAY', open: '08:00:00', close: '24:00:00' }], 'openingHours.0.close'],
    [[{ day: 'MONDAY', open: '08:00:00' }], 'openingHours.0.close'],
    [[{ day: 'Monday', open: '08:00:00', close: '18:00:00' }], 'openingHours.0.day'],
    [
      [weekdayHours('MONDAY', '08:00:00', '18:00:00'), weekdayHours('MONDAY', '19:00:00', '22:00:00')],
      'openingHours.1.day',
    ],
    [[{ day: 'TUESDAY', isClosed: true, isAlwaysOpen: true }], 'openingHours.0.isClosed'],
  ])('refuses opening hours %j with 400 naming %s', async (openingHours, path) => {
    const response = await create({ name: 'Hours Clinic', openingHours });
    expect(response.statusCode).toBe(400);
    expect(fieldsNamed(response)).toContain(path);
  });

  it('refuses a second facility with the same NHFR uid (409 naming nhfrUid)', async () => {
    await makeFacility(db, { nhfrUid: '24-99999' });
    const response = await create({ name: 'Twin', nhfrUid: '24-99999' });
    expect(response.statusCode).toBe(409);
    expect(fieldsNamed(response)).toEqual(['nhfrUid']);
  });

  it.each([
    ['no body', undefined],
    ['an array', [{ name: 'x' }]],
    ['a string', 'Clinic'],
    ['no name', {}],
    ['a blank name', { name: '   ' }],
    ['a number for a name', { name: 42 }],
    ['a too long name', { name: 'x'.repeat(201) }],
    ['an unknown ownership', { name: 'x', ownership: 'royal' }],
    ['a latitude out of range', { name: 'x', place: { latitude: 91, longitude: 3 } }],
    ['a latitude without longitude', { name: 'x', place: { latitude: 6.5 } }],
    ['a text latitude', { name: 'x', place: { latitude: '6.5', longitude: '3.3' } }],
    ['a state as text', { name: 'x', place: { state: 'lagos' } }],
    ['services as slugs', { name: 'x', services: ['antenatal-care'] }],
    ['a service without slug', { name: 'x', services: [{ name: 'Antenatal care' }] }],
    ['phones as text', { name: 'x', phones: '0803 123 4567' }],
    ['eleven phones', { name: 'x', phones: Array.from({ length: 11 }, () => '08031234567') }],
    ['a bad e-mail', { name: 'x', email: 'desk at clinic' }],
    ['a bad website', { name: 'x', website: 'not a site' }],
    ['a bad lastVerifiedAt', { name: 'x', lastVerifiedAt: 'yesterday' }],
    ['a lastVerifiedAt PostgreSQL cannot hold', { name: 'x', lastVerifiedAt: '0000-01-01T00:00:00Z' }],
    ['an unknown status', { name: 'x', status: 'demolished' }],
    ['hours as an object', { name: 'x', openingHours: { MONDAY: '08:00-18:00' } }],
    ['eight hours entries', { name: 'x', openingHours: Array(8).fill({ day: 'MONDAY', isClosed: true }) }],
    ['a NUL byte', { name: 'Clinic\u0000' }],
  ])('answers %s with 400 problem+json, never 500', async (_case, payload) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('PATCH /api/facilities/{id}', () => {
  it('needs If-Match (428), refuses a stale one (412) changing nothing and recording nothing, applies a current one', async () => {
    const facility = await makeFacility(db, { name: 'Agege General Hospital' });
    const { etag } = await read(facility.id);

    const blind = await patch(facility.id, { name: 'Agege Teaching Hospital' });
    expect(blind.statusCode).toBe(428);
    expect(blind.json()).toMatchObject({ type: PROBLEM_TYPES.preconditionRequired });

    const applied = await patch(facility.id, { name: 'Agege Teaching Hospital' }, etag);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ name: 'Agege Teaching Hospital' });
    expect(applied.headers.etag).not.toBe(etag);
    expect(applied.headers.etag).toBe((await read(facility.id)).etag);

    const stale = await patch(facility.id, { name: 'Agege Hospital', phones: ['0803 000 0000'] }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({ type: PROBLEM_TYPES.staleWrite, status: 412 });
    const after = (await read(facility.id)).facility;
    expect(after.name).toBe('Agege Teaching Hospital');
    expect(after.phones).toEqual(['+2348031234567']);
    expect(await auditOf(facility.id)).toEqual([
      expect.objectContaining({
        action: 'facility.update',
        before: expect.objectContaining({ name: 'Agege General Hospital' }),
        after: expect.objectContaining({ name: 'Agege Teaching Hospital' }),
      }),
    ]);
  });

  it('takes the GET answer back with changes; the rest, demo phones kept as typed included, stays', async () => {
    const clinic = await makeFacility(db, {
      name: 'Ijebu Ode Clinic',
      stateAlias: 'ogun',
      lga: 'Ijebu Ode',
      phones: ['0555 664 2477'],
      facilityType: 'maternity-home',
      terms: { services: ['antenatal-care'], insurance: ['nhia'] },
      openingHours: [weekdayHours('MONDAY', '08:00:00', '17:00:00')],
      photos: [{ url: 'https://img.example/ijebu.webp', alt: 'The clinic' }],
      lastVerifiedAt: new Date('2026-10-01T00:00:00Z'),
    });
    await makeProvider(db, { firstName: 'Bisi', lastName: 'Ade', facilityIds: [clinic.id] });
    const { facility, etag } = await read(clinic.id);

    const unchanged = await patch(clinic.id, facility, etag);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.headers.etag).toBe(etag);
    expect(await auditOf(clinic.id)).toEqual([]);

    const response = await patch(
      clinic.id,
      {
        ...facility,
        name: 'Ijebu Ode Mother and Child Clinic',
        phones: [...facility.phones, '0805 111 2222'],
        services: [...facility.services, { slug: 'kangaroo-mother-care', name: 'Kangaroo mother care' }],
        openingHours: [...facility.openingHours, { ...facility.openingHours[0]!, day: 'TUESDAY' }],
      },
      etag,
    );
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<FacilityDetail>();
    expect(changed).toEqual({
      ...facility,
      name: 'Ijebu Ode Mother and Child Clinic',
      phones: ['0555 664 2477', '+2348051112222'],
      services: [
        { slug: 'antenatal-care', name: 'Antenatal care' },
        { slug: 'kangaroo-mother-care', name: 'Kangaroo mother care' },
      ],
      openingHours: [...facility.openingHours, { ...facility.openingHours[0]!, day: 'TUESDAY' }],
      openingStatus: changed.openingStatus,
      updatedAt: changed.updatedAt,
    });
    const [entry] = await auditOf(clinic.id);
    expect(entry).toMatchObject({
      action: 'facility.update',
      before: { phones: ['0555 664 2477'], services: ['antenatal-care'] },
      after: {
        phones: ['0555 664 2477', '+2348051112222'],
        services: ['antenatal-care', 'kangaroo-mother-care'],
      },
    });
  });

  it('changes only the fields sent: a place field alone, a list emptied, registry fields included', async () => {
    const facility = await makeFacility(db, {
      nhfrCode: '24/01/1/1/0001',
      terms: { services: ['antenatal-care'], awards: ['safecare-level-1'] },
    });
    const { etag } = await read(facility.id);
    const response = await patch(
      facility.id,
      { place: { address: '9 Allen Avenue' }, services: [], nhfrCode: '24/01/1/1/0002' },
      etag,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      nhfrCode: '24/01/1/1/0002',
      place: { state: { alias: 'lagos' }, lga: { slug: 'ikeja' }, address: '9 Allen Avenue', ward: 'Alausa' },
      services: [],
      awards: [{ slug: 'safecare-level-1' }],
    });
  });

  it('keeps keywords ADMIN adds (an abbreviation): search and autocomplete find the facility by them', async () => {
    const facility = await makeFacility(db, { name: 'Ojodu Riverside Specialist Hospital' });
    const { etag } = await read(facility.id);
    const response = await patch(facility.id, { keywords: '  ORSH riverside-ojodu ' }, etag);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ keywords: 'ORSH riverside-ojodu' });
    expect(await search('q=orsh')).toEqual(['Ojodu Riverside Specialist Hospital']);
    const suggested = await app.inject({ url: '/api/suggest?q=ors', headers: withApiKey() });
    expect(suggested.json<{ items: { label: string }[] }>().items).toContainEqual(
      expect.objectContaining({ label: 'Ojodu Riverside Specialist Hospital' }),
    );
    expect((await auditOf(facility.id))[0]).toMatchObject({
      before: { keywords: '' },
      after: { keywords: 'ORSH riverside-ojodu' },
    });
    const tooLong = await patch(facility.id, { keywords: 'x'.repeat(201) }, (await read(facility.id)).etag);
    expect(tooLong.statusCode).toBe(400);
    expect(fieldsNamed(tooLong)).toEqual(['keywords']);
  });

  it('moves a facility to another state only with an LGA of that state', async () => {
    const facility = await makeFacility(db);
    const { etag } = await read(facility.id);
    const stateOnly = await patch(facility.id, { place: { state: { alias: 'ekiti' } } }, etag);
    expect(stateOnly.statusCode).toBe(400);
    expect(fieldsNamed(stateOnly)).toEqual(['place.lga']);
    const moved = await patch(
      facility.id,
      { place: { state: { alias: 'ekiti' }, lga: { slug: 'ikole' } } },
      etag,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ place: { state: { alias: 'ekiti' }, lga: { slug: 'ikole' } } });
  });

  it('refuses an invalid new phone with 400 naming phones.1, and a bad day with the entry path', async () => {
    const facility = await makeFacility(db);
    const { facility: current, etag } = await read(facility.id);
    const phone = await patch(facility.id, { phones: [...current.phones, '0803 12'] }, etag);
    expect(phone.statusCode).toBe(400);
    expect(fieldsNamed(phone)).toEqual(['phones.1']);
    const hours = await patch(
      facility.id,
      { openingHours: [weekdayHours('MONDAY', '08:00:00', '17:00:00'), { day: 'MONDAY', isClosed: true }] },
      etag,
    );
    expect(hours.statusCode).toBe(400);
    expect(fieldsNamed(hours)).toEqual(['openingHours.1.day']);
    expect((await read(facility.id)).etag).toBe(etag);
    expect(await auditOf(facility.id)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await patch('5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', { name: 'X' }, '*')).statusCode).toBe(404);
    expect((await patch('not-a-uuid', { name: 'X' }, '*')).statusCode).toBe(404);
  });
});

describe('DELETE /api/facilities/{id} (a soft close)', () => {
  it('closes a facility for good: it leaves search, its page still answers with its status, PATCH reopens it', async () => {
    const facility = await makeFacility(db, { name: 'Ojota Quokka Hospital' });
    expect(await search('q=quokka')).toEqual(['Ojota Quokka Hospital']);
    const { etag } = await read(facility.id);

    expect((await close(facility.id)).statusCode).toBe(428);
    expect((await close(facility.id, '"stale"')).statusCode).toBe(412);
    expect((await close(facility.id, etag)).statusCode).toBe(204);

    const closed = await read(facility.id);
    expect(closed.facility).toMatchObject({ name: 'Ojota Quokka Hospital', status: 'permanently_closed' });
    expect(await search('q=quokka')).toEqual([]);
    // Closing a closed facility changes nothing and records nothing more.
    expect((await close(facility.id, closed.etag)).statusCode).toBe(204);
    expect(await auditOf(facility.id)).toEqual([
      expect.objectContaining({
        action: 'facility.close',
        before: expect.objectContaining({ status: 'active' }),
        after: expect.objectContaining({ status: 'permanently_closed' }),
      }),
    ]);

    const reopened = await patch(facility.id, { status: 'active' }, closed.etag);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await search('q=quokka')).toEqual(['Ojota Quokka Hospital']);
  });

  it('answers 404 for an unknown facility', async () => {
    expect((await close('5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', '*')).statusCode).toBe(404);
  });
});
