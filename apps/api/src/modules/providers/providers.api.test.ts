import { describe, expect, it } from 'vitest';
import type { ProviderDetail } from '@carefinder/contracts';
import { makeFacility, makeProvider, makeReview } from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();

const getProvider = (id: string) => app.inject({ url: `/api/providers/${id}`, headers: withApiKey() });

describe('GET /api/providers/:id', () => {
  it("answers every field of the spec's sample provider profile, and the rest of DESIGN §3", async () => {
    const clinic = await makeFacility(db, {
      name: 'Yaba Children Clinic',
      stateAlias: 'lagos',
      lga: 'Lagos Mainland',
      ward: null,
      address: '3 Herbert Macaulay Way',
      latitude: 6.5095,
      longitude: 3.3711,
      facilityType: 'clinic',
    });
    await makeReview(db, { facilityId: clinic.id, rating: 3 });
    const closed = await makeFacility(db, { status: 'permanently_closed' });
    const provider = await makeProvider(db, {
      firstName: 'Ngozi',
      lastName: 'Okafor',
      title: 'Dr',
      bio: 'Paediatrician caring for Lagos children since 2010.',
      professionalSummary: 'Consultant paediatrician; neonatal care.',
      education: [
        { institution: 'University of Lagos', qualification: 'MBBS', year: 2008 },
        { institution: 'West African College of Physicians', qualification: 'FWACP', year: null },
      ],
      languages: ['English', 'Igbo'],
      registrationNumber: 'MDCN/R/12345',
      photo: { url: 'https://img.example/okafor.webp', alt: 'Dr Ngozi Okafor' },
      stateAlias: 'lagos',
      lga: 'ikeja',
      address: '12 Allen Avenue',
      latitude: 6.6,
      longitude: 3.35,
      terms: {
        qualities: ['good-listener'],
        'practice-areas': ['child-health'],
        specialties: ['paediatrics'],
        conditions: ['malaria', 'asthma'],
        procedures: ['vaccination'],
        insurance: ['nhia'],
        awards: ['best-paediatrician-2024'],
      },
      facilityIds: [clinic.id, closed.id],
    });
    await makeReview(db, { providerId: provider.id, rating: 5 });
    await makeReview(db, { providerId: provider.id, rating: 4 });
    await makeReview(db, { providerId: provider.id, rating: 1, status: 'hidden' });

    const response = await getProvider(provider.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
    );
    const term = (slug: string) => ({ slug, name: slug.replace(/-/g, ' ') });
    expect(response.json<ProviderDetail>()).toEqual({
      id: provider.id,
      name: 'Ngozi Okafor',
      firstName: 'Ngozi',
      lastName: 'Okafor',
      title: 'Dr',
      accountType: 'Provider',
      bio: 'Paediatrician caring for Lagos children since 2010.',
      professionalSummary: 'Consultant paediatrician; neonatal care.',
      education: [
        { institution: 'University of Lagos', qualification: 'MBBS', year: 2008 },
        { institution: 'West African College of Physicians', qualification: 'FWACP', year: null },
      ],
      qualities: [term('good-listener')],
      practiceAreas: [term('child-health')],
      specialties: [term('paediatrics')],
      conditions: [term('asthma'), term('malaria')],
      procedures: [term('vaccination')],
      insurance: [term('nhia')],
      awards: [term('best-paediatrician-2024')],
      languages: ['English', 'Igbo'],
      registrationNumber: 'MDCN/R/12345',
      photo: { url: 'https://img.example/okafor.webp', alt: 'Dr Ngozi Okafor' },
      place: {
        state: { alias: 'lagos', name: 'Lagos' },
        lga: { slug: 'ikeja', name: 'Ikeja' },
        ward: null,
        address: '12 Allen Avenue',
        latitude: 6.6,
        longitude: 3.35,
      },
      // Only active facilities.
      facilities: [
        {
          id: clinic.id,
          name: 'Yaba Children Clinic',
          facilityType: term('clinic'),
          place: {
            state: { alias: 'lagos', name: 'Lagos' },
            lga: { slug: 'lagos-mainland', name: 'Lagos Mainland' },
            ward: null,
            address: '3 Herbert Macaulay Way',
            latitude: 6.5095,
            longitude: 3.3711,
          },
          averageRating: 3,
          reviewsCount: 1,
        },
      ],
      // The hidden review does not count.
      averageRating: 4.5,
      reviewsCount: 2,
      status: 'active',
      managed: false,
      isDemo: false,
      updatedAt: provider.updatedAt.toISOString(),
    });
  });

  it('answers nulls and empty lists for a bare profile', async () => {
    const provider = await makeProvider(db, {
      title: null,
      bio: null,
      professionalSummary: null,
      registrationNumber: null,
      languages: [],
      stateAlias: null,
    });
    expect((await getProvider(provider.id)).json<ProviderDetail>()).toMatchObject({
      title: null,
      bio: null,
      education: [],
      practiceAreas: [],
      languages: [],
      photo: null,
      place: { state: null, lga: null, address: null },
      facilities: [],
      averageRating: null,
      reviewsCount: 0,
    });
  });

  it.each([
    ['an unknown id', '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11'],
    ['a malformed id', 'dr-okafor'],
  ])('answers 404 problem+json for %s', async (_case, id) => {
    const response = await getProvider(id);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, detail: 'No provider has this id.' });
  });
});
