import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  Bundle,
  CapabilityStatement,
  Location,
  OperationOutcome,
  Organization,
  Resource,
} from '@medplum/fhirtypes';
import { queryRows, schema } from '@carefinder/db';
import { makeFacility, makeProvider, weekdayHours } from '../../testing/directory-factories.ts';
import { assertValidFhir } from '../../testing/fhir-validator.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { DIRECTORY_TYPES } from './service.ts';

const { app, db } = await createTestApp({ env: { PUBLIC_URL: 'https://carefinder.example' } });
const BASE = 'https://carefinder.example/fhir';
const NHFR = 'https://fhir-ig.digitalhealth.gov.ng/CodeSystem/nigeria-facility-registry';
const MCSD_TYPES = 'https://profiles.ihe.net/ITI/mCSD/CodeSystem/IHE.mCSD.Organization.Location.Types';

const ikeja = await makeFacility(db, {
  name: 'Ikeja General Hospital',
  nhfrCode: '24/02/1/1/1/0001',
  nhfrUid: '24020001',
  facilityType: 'general-hospital',
  ownership: 'public',
  terms: { services: ['antenatal-care', 'immunisation'], specialties: ['paediatrics'] },
  openingHours: [
    ...(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) =>
      weekdayHours(day, '08:00:00', '17:00:00'),
    ),
    { day: 'SATURDAY', open: '00:00:00', close: '00:00:00', isAlwaysOpen: true, isClosed: false },
  ],
  hoursExceptions: [
    { from: '2026-12-25', to: '2026-12-26', isClosed: true, open: null, close: null, reason: 'Christmas' },
  ],
});
const kano = await makeFacility(db, {
  name: 'Kano Maternity Clinic',
  stateAlias: 'kano',
  latitude: 12.0022,
  longitude: 8.592,
  facilityType: 'clinic',
  ownership: 'private',
  phones: [],
});
const closed = await makeFacility(db, {
  name: 'Closed Cottage Hospital',
  status: 'permanently_closed',
  facilityType: 'cottage-hospital',
});
const demo = await makeFacility(db, { name: 'Demo Hospital That Must Not Be Published', isDemo: true });
const doctor = await makeProvider(db, {
  firstName: 'Ngozi',
  lastName: 'Okafor',
  terms: { specialties: ['paediatrics'] },
  facilityIds: [ikeja.id, kano.id],
});
const demoDoctor = await makeProvider(db, {
  firstName: 'Demo',
  lastName: 'Doctor',
  isDemo: true,
  facilityIds: [ikeja.id],
});

const get = async <T extends Resource = Bundle>(url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ url, headers });
  return { response, body: response.json<T>() };
};
const ids = (bundle: Bundle, type?: string) =>
  (bundle.entry ?? [])
    .filter((entry) => !type || entry.resource?.resourceType === type)
    .map((entry) => entry.resource?.id);
const dbNow = async () =>
  (await queryRows<{ now: string }>(db, sql`select now()::text as now`))[0]?.now ?? '';
/** A database time as FHIR's instant: to the millisecond, so `ge` it holds whatever came after. */
const instant = (text: string) => new Date(text).toISOString();

describe('GET /fhir/metadata', () => {
  it('answers a valid CapabilityStatement of an mCSD selective supplier with distance, without an API key', async () => {
    const { response, body } = await get<CapabilityStatement>('/fhir/metadata');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    assertValidFhir(body);
    expect(body.fhirVersion).toBe('4.0.1');
    expect(body.instantiates).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/IHE\.mCSD\.CareServicesSelectiveSupplier\.LocationDistance$/),
      ]),
    );
    const location = body.rest?.[0]?.resource?.find((resource) => resource.type === 'Location');
    expect(location?.searchParam?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['name', 'address-state', 'address-city', 'type', 'near', '_lastUpdated']),
    );
  });
});

describe('the resources served', () => {
  it('are valid FHIR R4 for every kind, in search Bundles and read alone, with the elements mCSD requires', async () => {
    for (const type of DIRECTORY_TYPES) {
      const { response, body } = await get(`/fhir/${type}?_count=500`);
      expect(response.statusCode, type).toBe(200);
      expect(body.type).toBe('searchset');
      assertValidFhir(body);
      for (const entry of body.entry ?? []) {
        expect(entry.fullUrl).toBe(`${BASE}/${type}/${entry.resource?.id ?? ''}`);
        const read = await get<Resource>(`/fhir/${type}/${entry.resource?.id ?? ''}`);
        expect(read.response.statusCode).toBe(200);
        assertValidFhir(read.body);
        expect(read.body).toEqual(entry.resource);
      }
    }
    const { body: location } = await get<Location>(`/fhir/Location/${ikeja.id}`);
    expect(location).toMatchObject({
      status: 'active',
      name: 'Ikeja General Hospital',
      physicalType: { coding: [{ code: 'bu' }] },
      position: { latitude: 6.6018, longitude: 3.3515 },
      managingOrganization: { reference: `Organization/${ikeja.id}` },
      address: { state: 'Lagos', district: 'Ikeja', city: 'Ikeja', country: 'NG' },
    });
    expect(location.type?.[0]?.coding?.[0]).toMatchObject({ system: MCSD_TYPES, code: 'facility' });
    expect(location.type?.[1]?.coding?.[0]).toMatchObject({
      system: `${BASE}/CodeSystem/facility-types`,
      code: 'general-hospital',
    });
    const { body: organization } = await get<Resource>(`/fhir/Organization/${ikeja.id}`);
    expect(organization).toMatchObject({
      active: true,
      name: 'Ikeja General Hospital',
      identifier: expect.arrayContaining([{ use: 'official', system: NHFR, value: '24/02/1/1/1/0001' }]),
    });
    const { body: service } = await get<Resource>(`/fhir/HealthcareService/${ikeja.id}`);
    expect(service).toMatchObject({
      providedBy: { reference: `Organization/${ikeja.id}` },
      location: [{ reference: `Location/${ikeja.id}` }],
      availableTime: [
        {
          daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri'],
          availableStartTime: '08:00:00',
          availableEndTime: '17:00:00',
        },
        { daysOfWeek: ['sat'], allDay: true },
      ],
      notAvailable: [
        { description: 'Closed: Christmas', during: { start: '2026-12-25', end: '2026-12-26' } },
      ],
    });
    const { body: role } = await get(
      `/fhir/PractitionerRole?practitioner=Practitioner/${doctor.id}&location=${ikeja.id}`,
    );
    expect(role.entry?.[0]?.resource).toMatchObject({
      practitioner: { reference: `Practitioner/${doctor.id}` },
      organization: { reference: `Organization/${ikeja.id}` },
      specialty: [{ coding: [{ code: 'paediatrics' }] }],
    });
  });

  it('never include a demo listing or its links', async () => {
    for (const type of DIRECTORY_TYPES) {
      const { body } = await get(`/fhir/${type}?_count=500`);
      expect(JSON.stringify(body)).not.toMatch(/Demo|Must Not Be Published/);
      expect(ids(body)).not.toContain(demo.id);
      expect(ids(body)).not.toContain(demoDoctor.id);
    }
    expect((await get(`/fhir/Location/${demo.id}`)).response.statusCode).toBe(404);
    expect((await get(`/fhir/Practitioner/${demoDoctor.id}`)).response.statusCode).toBe(404);
  });

  it('say a closure: the Location inactive, the Organization not active', async () => {
    expect((await get<Location>(`/fhir/Location/${closed.id}`)).body.status).toBe('inactive');
    expect((await get<Resource>(`/fhir/Organization/${closed.id}`)).body).toMatchObject({ active: false });
  });
});

describe('searches', () => {
  it('find Locations by name, state, LGA, type and distance', async () => {
    const found = async (query: string) => ids((await get(`/fhir/Location?${query}`)).body);
    expect(await found('name=ikeja')).toEqual([ikeja.id]);
    expect(await found('name:contains=maternity')).toEqual([kano.id]);
    expect(await found('name:exact=ikeja')).toEqual([]);
    expect(await found('address-state=Kano')).toEqual([kano.id]);
    expect(await found('address-city=ikeja')).toEqual(expect.arrayContaining([ikeja.id, closed.id]));
    expect(await found('type=clinic')).toEqual([kano.id]);
    expect(await found(`type=${BASE}/CodeSystem/facility-types|general-hospital,clinic`)).toEqual(
      expect.arrayContaining([ikeja.id, kano.id]),
    );
    expect(await found('near=6.60|3.35|5|km')).toEqual(expect.arrayContaining([ikeja.id]));
    expect(await found('near=6.60|3.35|5|km')).not.toContain(kano.id);
  });

  it('find Organizations by NHFR identifier and ownership type, and the rest by their links', async () => {
    expect(
      ids(
        (await get(`/fhir/Organization?identifier=${encodeURIComponent(`${NHFR}|24/02/1/1/1/0001`)}`)).body,
      ),
    ).toEqual([ikeja.id]);
    expect(ids((await get('/fhir/Organization?type=private&name=kano')).body)).toEqual([kano.id]);
    expect(ids((await get(`/fhir/HealthcareService?service-type=antenatal-care`)).body)).toEqual([ikeja.id]);
    expect(ids((await get(`/fhir/HealthcareService?organization=Organization/${kano.id}`)).body)).toEqual([
      kano.id,
    ]);
    expect(ids((await get('/fhir/Practitioner?name=okaf')).body)).toEqual([doctor.id]);
    expect(
      ids((await get(`/fhir/PractitionerRole?specialty=paediatrics&organization=${kano.id}`)).body),
    ).toHaveLength(1);
  });

  it('match by type only the codes a resource carries in its type', async () => {
    const typed = async (type: string, query: string) => {
      const { body } = await get(`/fhir/${type}?${query}`);
      const codes = (body.entry ?? []).map((entry) =>
        ((entry.resource as Location | Organization).type ?? []).flatMap((concept) =>
          (concept.coding ?? []).map((coding) => `${coding.system ?? ''}|${coding.code ?? ''}`),
        ),
      );
      return { ids: ids(body), codes };
    };
    const level = `${BASE}/CodeSystem/facility-levels|secondary`;
    const organizations = await typed('Organization', `type=${encodeURIComponent(level)}`);
    expect(organizations.ids).toEqual(expect.arrayContaining([ikeja.id, kano.id]));
    for (const codes of organizations.codes) expect(codes).toContain(level);
    expect((await typed('Location', `type=${encodeURIComponent(level)}`)).ids).toEqual([]);
    expect((await typed('Location', 'type=private&name=kano')).ids).toEqual([]);
    expect((await typed('Location', 'type=prov')).ids).toEqual([]);
    expect((await typed('Location', 'type=clinic')).ids).toEqual([kano.id]);
  });

  it('include the resources mCSD pairs with the matches', async () => {
    const { body } = await get(
      `/fhir/PractitionerRole?practitioner=${doctor.id}&_include=PractitionerRole:practitioner&_include=PractitionerRole:location`,
    );
    assertValidFhir(body);
    expect(ids(body, 'Practitioner')).toEqual([doctor.id]);
    expect(ids(body, 'Location').sort()).toEqual([ikeja.id, kano.id].sort());
    expect(body.entry?.filter((entry) => entry.search?.mode === 'include')).toHaveLength(3);
    const { body: organizations } = await get(
      `/fhir/Organization?_id=${ikeja.id}&_revinclude=Location:organization&_revinclude=PractitionerRole:organization`,
    );
    expect(ids(organizations, 'Location')).toEqual([ikeja.id]);
    expect(ids(organizations, 'PractitionerRole')).toHaveLength(1);
  });

  it('page by next links, with the total', async () => {
    const seen: (string | undefined)[] = [];
    let url: string | undefined = '/fhir/Location?_count=1';
    let total: number | undefined;
    while (url) {
      const { body }: { body: Bundle } = await get(url.replace(BASE, '/fhir'));
      total ??= body.total;
      seen.push(...ids(body));
      url = body.link?.find((link) => link.relation === 'next')?.url;
    }
    expect(total).toBe(3);
    expect(seen.sort()).toEqual([ikeja.id, kano.id, closed.id].sort());
    const { body } = await get('/fhir/Location?_count=0&_total=accurate');
    expect(body).toMatchObject({ total: 3 });
    expect(body.entry).toBeUndefined();
  });

  it('refuse an unknown parameter with an OperationOutcome, unless asked to be lenient', async () => {
    const strict = await get<OperationOutcome>('/fhir/Location?name=ikeja&colour=blue');
    expect(strict.response.statusCode).toBe(400);
    expect(strict.response.headers['content-type']).toContain('application/fhir+json');
    assertValidFhir(strict.body);
    expect(strict.body.issue[0]).toMatchObject({
      severity: 'error',
      code: 'not-supported',
      expression: ['colour'],
    });
    const lenient = await get('/fhir/Location?name=ikeja&colour=blue', { prefer: 'handling=lenient' });
    expect(lenient.response.statusCode).toBe(200);
    expect(ids(lenient.body)).toEqual([ikeja.id]);
    expect(lenient.body.link?.[0]?.url).not.toContain('colour');
    for (const bad of [
      'near=91|3|5|km',
      '_lastUpdated=yesterday',
      '_count=many',
      'name:fuzzy=x',
      '_include=Location:partof',
    ])
      expect((await get(`/fhir/Location?${bad}`)).response.statusCode, bad).toBe(400);
  });
});

describe('synchronisation', () => {
  it('finds by _lastUpdated what changed, including dated hours, a closure and a renamed type code', async () => {
    const before = await dbNow();
    const since = `/fhir/Location?_lastUpdated=ge${encodeURIComponent(instant(before))}`;
    expect(ids((await get(since)).body)).toEqual([]);
    await db.insert(schema.hoursExceptions).values({
      facilityId: kano.id,
      startsOn: '2027-01-01',
      endsOn: '2027-01-01',
      isClosed: true,
      reason: '',
    });
    expect(ids((await get(since)).body)).toEqual([kano.id]);
    expect(
      ids((await get(`/fhir/HealthcareService?_lastUpdated=ge${encodeURIComponent(instant(before))}`)).body),
    ).toEqual([kano.id]);
    const beforeClosure = await dbNow();
    await db
      .update(schema.facilities)
      .set({ status: 'permanently_closed', updatedAt: sql`now()` })
      .where(eq(schema.facilities.id, kano.id));
    const afterClosure = await get(
      `/fhir/Location?_lastUpdated=ge${encodeURIComponent(instant(beforeClosure))}`,
    );
    expect(afterClosure.body.entry?.map((entry) => (entry.resource as Location).status)).toEqual([
      'inactive',
    ]);
    const beforeRename = await dbNow();
    await db
      .update(schema.taxonomyTerms)
      .set({ slug: 'general-hospitals' })
      .where(
        and(
          eq(schema.taxonomyTerms.kind, 'facility-types'),
          eq(schema.taxonomyTerms.slug, 'general-hospital'),
        ),
      );
    expect(
      ids((await get(`/fhir/Organization?_lastUpdated=ge${encodeURIComponent(instant(beforeRename))}`)).body),
    ).toEqual([ikeja.id]);
  });

  it("finds by _lastUpdated a closed listing's terms linked, renamed, deleted and merged, which search is not told of", async () => {
    const [term] = await db
      .insert(schema.taxonomyTerms)
      .values({ kind: 'services', slug: 'leprosy-care', name: 'Leprosy care' })
      .returning();
    const termId = term?.id ?? 0;
    const changedAfter = async (write: () => Promise<unknown>) => {
      const at = encodeURIComponent(instant(await dbNow()));
      await write();
      return ids((await get(`/fhir/Location?_lastUpdated=ge${at}`)).body);
    };
    expect(
      await changedAfter(() => db.insert(schema.facilityTerms).values({ facilityId: closed.id, termId })),
    ).toEqual([closed.id]);
    expect(
      await changedAfter(() =>
        db
          .update(schema.taxonomyTerms)
          .set({ name: 'Leprosy treatment' })
          .where(eq(schema.taxonomyTerms.id, termId)),
      ),
    ).toEqual([closed.id]);
    expect(
      await changedAfter(() => db.delete(schema.taxonomyTerms).where(eq(schema.taxonomyTerms.id, termId))),
    ).toEqual([closed.id]);
    // A facility type merged into another moves its facilities without touching their updated_at.
    expect(
      await changedAfter(() =>
        db.update(schema.facilities).set({ facilityTypeId: null }).where(eq(schema.facilities.id, closed.id)),
      ),
    ).toEqual([closed.id]);
  });

  it('keeps a removed link as a tombstone in _history, and answers 410 for it', async () => {
    const before = await dbNow();
    const { body } = await get(`/fhir/PractitionerRole?practitioner=${doctor.id}&location=${kano.id}`);
    const roleId = body.entry?.[0]?.resource?.id ?? '';
    await db
      .delete(schema.providerFacilities)
      .where(
        and(
          eq(schema.providerFacilities.providerId, doctor.id),
          eq(schema.providerFacilities.facilityId, kano.id),
        ),
      );
    expect((await get(`/fhir/PractitionerRole/${roleId}`)).response.statusCode).toBe(410);
    const history = await get(
      `/fhir/PractitionerRole/_history?_since=${encodeURIComponent(instant(before))}`,
    );
    expect(history.response.statusCode).toBe(200);
    assertValidFhir(history.body);
    expect(history.body.type).toBe('history');
    expect(history.body.entry).toContainEqual(
      expect.objectContaining({ request: { method: 'DELETE', url: `PractitionerRole/${roleId}` } }),
    );
    const instance = await get(`/fhir/Location/${ikeja.id}/_history`);
    expect(instance.body.entry).toHaveLength(1);
  });

  it("keeps a link removed with its listing as a tombstone, but never a demo listing's link", async () => {
    const shown = await makeFacility(db, { name: 'Pelican Clinic' });
    const hidden = await makeFacility(db, { name: 'Demo Pelican Clinic', isDemo: true });
    const nurse = await makeProvider(db, {
      firstName: 'Amina',
      lastName: 'Bello',
      facilityIds: [shown.id, hidden.id],
    });
    const roleOf = async (facilityId: string) =>
      (
        await queryRows<{ id: string }>(
          db,
          sql`select affiliation_id(${nurse.id}::uuid, ${facilityId}::uuid)::text as id`,
        )
      )[0]?.id ?? '';
    const before = await dbNow();
    for (const facility of [shown, hidden])
      await db.delete(schema.facilities).where(eq(schema.facilities.id, facility.id));
    const { body } = await get(
      `/fhir/PractitionerRole/_history?_since=${encodeURIComponent(instant(before))}`,
    );
    const deleted = (body.entry ?? []).map((entry) => entry.request?.url);
    expect(deleted).toContain(`PractitionerRole/${await roleOf(shown.id)}`);
    expect(deleted).not.toContain(`PractitionerRole/${await roleOf(hidden.id)}`);
  });

  it('pages _history through every tombstone, never more entries a page than _count', async () => {
    const before = await dbNow();
    const gone = ['1', '2', '3', '4', '5'].map((digit) => `0000000${digit}-0000-4000-8000-000000000000`);
    await db
      .insert(schema.directoryRemovals)
      .values(gone.map((id) => ({ id, kind: 'affiliation' as const, removedAt: sql`now()` })));
    const deleted: string[] = [];
    const pages = [`/fhir/PractitionerRole/_history?_since=${encodeURIComponent(instant(before))}&_count=2`];
    for (const page of pages) {
      const { body } = await get(page);
      expect(body.entry?.length ?? 0).toBeLessThanOrEqual(2);
      for (const entry of body.entry ?? [])
        if (entry.request?.method === 'DELETE') deleted.push(entry.request.url);
      const next = body.link?.find((link) => link.relation === 'next')?.url;
      if (next && pages.length < 10) pages.push(next.replace(BASE, '/fhir'));
    }
    expect(deleted).toEqual(gone.map((id) => `PractitionerRole/${id}`));
    const forged = await get('/fhir/PractitionerRole/_history?_cursor=d.nothing');
    expect(forged.response.statusCode).toBe(400);
  });

  it('tags each read with its version: ETag, If-None-Match and vread agree with meta', async () => {
    const { response, body } = await get<Location>(`/fhir/Location/${ikeja.id}`);
    const versionId = body.meta?.versionId ?? '';
    expect(response.headers.etag).toBe(`W/"${versionId}"`);
    expect(body.meta?.lastUpdated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/);
    const held = await app.inject({
      url: `/fhir/Location/${ikeja.id}`,
      headers: { 'if-none-match': `W/"${versionId}"` },
    });
    expect(held.statusCode).toBe(304);
    expect((await get(`/fhir/Location/${ikeja.id}/_history/${versionId}`)).body).toEqual(body);
    expect((await get(`/fhir/Location/${ikeja.id}/_history/0123`)).response.statusCode).toBe(404);
  });
});

describe('the rest of the protocol', () => {
  it('answers JSON only, serves its CodeSystems, and refuses unknown types and writes with OperationOutcomes', async () => {
    expect((await get('/fhir/Location?_format=xml')).response.statusCode).toBe(406);
    expect((await get('/fhir/Location', { accept: 'application/fhir+xml' })).response.statusCode).toBe(406);
    expect((await get('/fhir/Location?_format=json')).response.statusCode).toBe(200);
    const codeSystem = await get<Resource>('/fhir/CodeSystem/facility-types');
    assertValidFhir(codeSystem.body);
    expect(codeSystem.body).toMatchObject({ url: `${BASE}/CodeSystem/facility-types`, content: 'complete' });
    expect(JSON.stringify(codeSystem.body)).toContain('"code":"clinic"');
    const unknown = await get<OperationOutcome>('/fhir/Patient');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.body.resourceType).toBe('OperationOutcome');
    const write = await app.inject({
      method: 'POST',
      url: '/fhir/Location',
      payload: { resourceType: 'Location' },
    });
    expect(write.statusCode).toBe(405);
    expect(write.json<OperationOutcome>().resourceType).toBe('OperationOutcome');
  });
});
