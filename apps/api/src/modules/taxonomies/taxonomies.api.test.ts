import { describe, expect, it } from 'vitest';
import { TAXONOMY_KINDS, type TaxonomyEntry } from '@carefinder/contracts';
import { makeFacility, makeProvider, makeTerm } from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();

const list = async (kind: string) => {
  const response = await app.inject({ url: `/api/${kind}`, headers: withApiKey() });
  expect(response.statusCode).toBe(200);
  return response;
};
const entries = async (kind: string) => (await list(kind)).json<{ items: TaxonomyEntry[] }>().items;
const counts = (items: TaxonomyEntry[]) =>
  Object.fromEntries(items.map((item) => [item.slug, [item.facilityCount, item.providerCount]]));

describe('GET /api/<taxonomy>', () => {
  it('counts the active facilities and providers carrying each service', async () => {
    await makeTerm(db, 'services', 'dialysis', 'Dialysis');
    const a = await makeFacility(db, { terms: { services: ['antenatal-care', 'immunisation'] } });
    await makeFacility(db, { terms: { services: ['antenatal-care'] } });
    await makeFacility(db, { terms: { services: ['antenatal-care'] }, status: 'permanently_closed' });
    await makeProvider(db, { terms: { services: ['immunisation'] }, facilityIds: [a.id] });
    await makeProvider(db, { terms: { services: ['immunisation'] }, status: 'temporarily_closed' });

    const response = await list('services');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
    );
    const body = response.json<{ kind: string; items: TaxonomyEntry[] }>();
    expect(body.kind).toBe('services');
    // By name; an entry nobody carries is listed with zeros.
    expect(body.items.map((item) => item.name)).toEqual(['antenatal care', 'Dialysis', 'immunisation']);
    expect(counts(body.items)).toEqual({
      'antenatal-care': [2, 0],
      dialysis: [0, 0],
      immunisation: [1, 1],
    });
    expect(body.items[1]).toEqual({
      id: expect.any(Number),
      slug: 'dialysis',
      name: 'Dialysis',
      description: 'About dialysis',
      keywords: '',
      names: {},
      descriptions: {},
      facilityCount: 0,
      providerCount: 0,
    });
  });

  it('counts facility types through the facility_type_id column', async () => {
    await makeFacility(db, { facilityType: 'primary-health-centre' });
    await makeFacility(db, { facilityType: 'primary-health-centre' });
    await makeFacility(db, { facilityType: 'primary-health-centre', status: 'temporarily_closed' });
    await makeFacility(db, { facilityType: 'teaching-hospital' });
    expect(counts(await entries('facility-types'))).toEqual({
      'primary-health-centre': [2, 0],
      'teaching-hospital': [1, 0],
    });
  });

  it('counts providers for the provider lists (specialties, conditions, procedures, …)', async () => {
    const facility = await makeFacility(db, { terms: { specialties: ['cardiology'] } });
    await makeProvider(db, { terms: { specialties: ['cardiology'], conditions: ['hypertension'] } });
    await makeProvider(db, {
      terms: { specialties: ['cardiology', 'nephrology'], conditions: ['hypertension'] },
      facilityIds: [facility.id],
    });
    expect(counts(await entries('specialties'))).toEqual({ cardiology: [1, 2], nephrology: [0, 1] });
    expect(counts(await entries('conditions'))).toEqual({ hypertension: [0, 2] });
  });

  it.each(TAXONOMY_KINDS)('serves /api/%s', async (kind) => {
    const response = await list(kind);
    expect(response.json()).toMatchObject({ kind, items: expect.any(Array) });
  });
});
