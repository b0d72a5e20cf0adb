import { describe, expect, it } from 'vitest';
import type { FacilityDetail, OpeningHoursEntry } from '@carefinder/contracts';
import { makeFacility, makeProvider, makeReview, weekdayHours } from '../../testing/directory-factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

// Wednesday 18 November 2026, 10:30 in Lagos (WAT = UTC+1); tests move the clock.
let clock = new Date('2026-11-18T09:30:00Z');
const { app, db } = await createTestApp({ now: () => clock });

const getFacility = (id: string) => app.inject({ url: `/api/facilities/${id}`, headers: withApiKey() });

describe('GET /api/facilities/:id', () => {
  it('answers everything the facility page shows', async () => {
    const facility = await makeFacility(db, {
      name: 'Ikeja Family Hospital',
      stateAlias: 'lagos',
      lga: 'Ikeja',
      ward: 'Alausa',
      address: '12 Obafemi Awolowo Way',
      latitude: 6.6018,
      longitude: 3.3515,
      phones: ['+2348031234567', '0803 765 4321'],
      email: 'desk@ikejafamily.example',
      website: 'https://ikejafamily.example',
      description: 'A general hospital with a children’s ward.',
      languages: ['English', 'Yoruba'],
      ownership: 'private',
      level: 'secondary',
      nhfrUid: '24-0012',
      nhfrCode: '24/01/1/2/0012',
      facilityType: 'general-hospital',
      terms: {
        services: ['antenatal-care', 'immunisation'],
        specialties: ['paediatrics'],
        insurance: ['nhia'],
        awards: ['safecare-level-3'],
      },
      openingHours: [weekdayHours('WEDNESDAY', '08:00:00', '17:00:00')],
      hoursExceptions: [
        {
          from: '2026-12-25',
          to: '2026-12-26',
          isClosed: true,
          open: null,
          close: null,
          reason: 'Christmas',
        },
      ],
      readiness: [{ capability: 'oxygen', confirmedAt: '2026-11-01', source: 'Lagos SMoH list' }],
      photos: [{ url: 'https://img.example/front.webp', alt: 'The front entrance' }],
      lastVerifiedAt: new Date('2026-10-01T00:00:00Z'),
      provenance: {
        dataset: 'GRID3 NGA Health Facilities v2.0',
        licence: 'CC BY 4.0',
        sourceId: 'abc-123',
        lastUpdated: '2025-06-30',
      },
    });
    const doctor = await makeProvider(db, {
      firstName: 'Ngozi',
      lastName: 'Okafor',
      title: 'Dr',
      terms: { specialties: ['paediatrics', 'neonatology'] },
      facilityIds: [facility.id],
    });
    await makeProvider(db, { facilityIds: [facility.id], status: 'permanently_closed' });
    await makeReview(db, { facilityId: facility.id, rating: 5 });
    await makeReview(db, { facilityId: facility.id, rating: 4 });

    const response = await getFacility(facility.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=30',
    );
    expect(response.json<FacilityDetail>()).toEqual({
      id: facility.id,
      name: 'Ikeja Family Hospital',
      keywords: '',
      facilityType: { slug: 'general-hospital', name: 'general hospital' },
      ownership: 'private',
      ownershipDetail: null,
      level: 'secondary',
      nhfrUid: '24-0012',
      nhfrCode: '24/01/1/2/0012',
      place: {
        state: { alias: 'lagos', name: 'Lagos' },
        lga: { slug: 'ikeja', name: 'Ikeja' },
        ward: 'Alausa',
        address: '12 Obafemi Awolowo Way',
        latitude: 6.6018,
        longitude: 3.3515,
      },
      phones: ['+2348031234567', '0803 765 4321'],
      email: 'desk@ikejafamily.example',
      website: 'https://ikejafamily.example',
      description: 'A general hospital with a children’s ward.',
      languages: ['English', 'Yoruba'],
      openingHours: [weekdayHours('WEDNESDAY', '08:00:00', '17:00:00')],
      hoursExceptions: [
        {
          from: '2026-12-25',
          to: '2026-12-26',
          isClosed: true,
          open: null,
          close: null,
          reason: 'Christmas',
        },
      ],
      openingStatus: {
        isOpen: true,
        isAlwaysOpen: false,
        openingTime: '08:00',
        closingTime: '17:00',
        opensLaterToday: false,
        label: 'Open now · closes 17:00',
      },
      services: [
        { slug: 'antenatal-care', name: 'antenatal care' },
        { slug: 'immunisation', name: 'immunisation' },
      ],
      specialties: [{ slug: 'paediatrics', name: 'paediatrics' }],
      insurance: [{ slug: 'nhia', name: 'nhia' }],
      awards: [{ slug: 'safecare-level-3', name: 'safecare level 3' }],
      readiness: [
        {
          capability: { slug: 'oxygen', name: 'oxygen' },
          confirmedAt: '2026-11-01',
          source: 'Lagos SMoH list',
          confirmedBy: 'carefinder',
          current: expect.any(Boolean),
        },
      ],
      // Imported before uploads: no small copy, no size.
      photos: [
        {
          id: expect.any(Number),
          url: 'https://img.example/front.webp',
          smallUrl: null,
          width: null,
          height: null,
          alt: 'The front entrance',
        },
      ],
      providers: [
        {
          id: doctor.id,
          name: 'Ngozi Okafor',
          title: 'Dr',
          specialties: [
            { slug: 'neonatology', name: 'neonatology' },
            { slug: 'paediatrics', name: 'paediatrics' },
          ],
          averageRating: null,
          reviewsCount: 0,
        },
      ],
      averageRating: 4.5,
      reviewsCount: 2,
      lastVerifiedAt: '2026-10-01T00:00:00.000Z',
      status: 'active',
      managed: false,
      isDemo: false,
      provenance: {
        dataset: 'GRID3 NGA Health Facilities v2.0',
        licence: 'CC BY 4.0',
        sourceId: 'abc-123',
        lastUpdated: '2025-06-30',
      },
      updatedAt: facility.updatedAt.toISOString(),
      updatedByFacilityAt: null,
    });
  });

  it('answers empty lists and nulls for a bare listing (no state, type, hours or provenance)', async () => {
    const facility = await makeFacility(db, { stateAlias: null, phones: [] });
    const body = (await getFacility(facility.id)).json<FacilityDetail>();
    expect(body).toMatchObject({
      facilityType: null,
      place: { state: null, lga: null },
      phones: [],
      openingHours: [],
      openingStatus: null,
      services: [],
      photos: [],
      providers: [],
      averageRating: null,
      reviewsCount: 0,
      lastVerifiedAt: null,
      provenance: null,
    });
  });

  describe('openingStatus at the app clock, in Africa/Lagos', () => {
    const hours: OpeningHoursEntry[] = [
      weekdayHours('TUESDAY', '20:00:00', '06:00:00'), // overnight into Wednesday
      { day: 'WEDNESDAY', open: '00:00:00', close: '00:00:00', isAlwaysOpen: false, isClosed: true },
      weekdayHours('THURSDAY', '08:00:00', '17:00:00'),
      { day: 'FRIDAY', open: '00:00:00', close: '00:00:00', isAlwaysOpen: true, isClosed: false },
    ];

    it.each([
      ['open in the day', '2026-11-19T09:30:00Z', true, 'Open now · closes 17:00'],
      ['closed after hours', '2026-11-19T18:30:00Z', false, 'Closed · today 08:00–17:00'],
      ['closed before opening', '2026-11-19T05:30:00Z', false, 'Closed · opens 08:00'],
      [
        "open after midnight on Tuesday's overnight hours",
        '2026-11-18T03:00:00Z',
        true,
        'Open now · closes 06:00',
      ],
      ['closed once the overnight span ends on a closed day', '2026-11-18T06:30:00Z', false, 'Closed today'],
      ['open all day', '2026-11-20T02:00:00Z', true, 'Open 24 hours'],
    ])('%s', async (_case, instant, isOpen, label) => {
      const facility = await makeFacility(db, { openingHours: hours });
      clock = new Date(instant);
      const { openingStatus } = (await getFacility(facility.id)).json<FacilityDetail>();
      expect(openingStatus).toMatchObject({ isOpen, label });
    });

    it('is null on a day without hours (Sunday)', async () => {
      const facility = await makeFacility(db, { openingHours: hours });
      clock = new Date('2026-11-22T12:00:00Z');
      expect((await getFacility(facility.id)).json<FacilityDetail>().openingStatus).toBeNull();
    });
  });

  it('answers 404 problem+json for an unknown id', async () => {
    const response = await getFacility('5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'No facility has this id.',
    });
  });

  it.each(['lagos-general', '42', '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c1', "1' or '1'='1"])(
    'answers 404 (not 400 or 500) for the malformed id %j',
    async (id) => {
      const response = await getFacility(encodeURIComponent(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, detail: 'No facility has this id.' });
    },
  );
});
