import { describe, expect, it } from 'vitest';
import { facilityJsonLd, facilitySchemaType } from './facility-json-ld';
import type { FacilityView } from './facility-loader.server';

function makeFacility(overrides: Partial<FacilityView> = {}): FacilityView {
  return {
    id: 'f1',
    name: 'Ikeja General Hospital',
    keywords: '',
    facilityType: { slug: 'general-hospital', name: 'General Hospital' },
    ownership: 'public',
    ownershipDetail: 'State Government',
    level: 'secondary',
    nhfrUid: null,
    nhfrCode: null,
    place: {
      state: { alias: 'lagos', name: 'Lagos' },
      lga: { slug: 'ikeja', name: 'Ikeja' },
      ward: null,
      address: '1 Oba Akinjobi Way',
      latitude: 6.5965,
      longitude: 3.3421,
    },
    phones: [],
    email: null,
    website: null,
    description: null,
    languages: [],
    openingHours: [],
    hoursExceptions: [],
    openingStatus: null,
    services: [],
    specialties: [],
    insurance: [],
    awards: [],
    readiness: [],
    photos: [],
    providers: [],
    averageRating: null,
    reviewsCount: 0,
    lastVerifiedAt: null,
    status: 'active',
    managed: false,
    isDemo: false,
    provenance: null,
    updatedAt: '2026-11-22T09:00:00.000Z',
    updatedByFacilityAt: null,
    ...overrides,
  };
}

const URL = 'https://carefinder.ng/facilities/f1';

describe('facilitySchemaType', () => {
  it.each([
    ['general-hospital', 'Hospital'],
    ['teaching-hospital', 'Hospital'],
    ['private-hospital', 'Hospital'],
    ['federal-medical-centre', 'Hospital'],
    ['clinic', 'MedicalClinic'],
    ['primary-health-centre', 'MedicalClinic'],
    ['comprehensive-health-centre', 'MedicalClinic'],
    ['diagnostic-centre', 'MedicalClinic'],
    ['maternity-home', 'MedicalClinic'],
    ['health-post', 'MedicalClinic'],
    ['pharmacy', 'Pharmacy'],
  ] as const)('%s → %s', (slug, type) => {
    expect(facilitySchemaType({ facilityType: { slug, name: slug }, level: 'unknown' })).toBe(type);
  });

  it.each([
    ['tertiary', 'Hospital'],
    ['secondary', 'Hospital'],
    ['primary', 'MedicalClinic'],
    ['unknown', 'MedicalClinic'],
  ] as const)('without a type, level %s → %s', (level, type) => {
    expect(facilitySchemaType({ facilityType: null, level })).toBe(type);
  });
});

describe('facilityJsonLd', () => {
  it('describes the facility with its address (state as region, NG), place and page', () => {
    const jsonLd = facilityJsonLd(makeFacility(), URL);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hospital',
      '@id': URL,
      url: URL,
      name: 'Ikeja General Hospital',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Oba Akinjobi Way',
        addressLocality: 'Ikeja',
        addressRegion: 'Lagos',
        addressCountry: 'NG',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 6.5965, longitude: 3.3421 },
    });
  });

  it('has an AggregateRating only when there are reviews', () => {
    expect(facilityJsonLd(makeFacility(), URL)).not.toHaveProperty('aggregateRating');
    expect(
      facilityJsonLd(makeFacility({ averageRating: 4.25, reviewsCount: 8 }), URL).aggregateRating,
    ).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 8,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('lists only valid phone numbers as telephones', () => {
    const invalid = { display: '0555 664 2477', href: null };
    const valid = { display: '+234 803 123 4567', href: 'tel:+2348031234567' };
    const second = { display: '+234 1 234 5678', href: 'tel:+23412345678' };
    expect(facilityJsonLd(makeFacility({ phones: [invalid] }), URL)).not.toHaveProperty('telephone');
    expect(facilityJsonLd(makeFacility({ phones: [invalid, valid] }), URL).telephone).toBe(
      '+234 803 123 4567',
    );
    expect(facilityJsonLd(makeFacility({ phones: [valid, second] }), URL).telephone).toEqual([
      '+234 803 123 4567',
      '+234 1 234 5678',
    ]);
  });

  it('gives opening hours per day, round-the-clock days as 00:00–23:59 and no closed days', () => {
    const jsonLd = facilityJsonLd(
      makeFacility({
        openingHours: [
          { day: 'MONDAY', open: '08:00:00', close: '17:00:00', isAlwaysOpen: false, isClosed: false },
          { day: 'SATURDAY', open: '00:00:00', close: '00:00:00', isAlwaysOpen: true, isClosed: false },
          { day: 'SUNDAY', open: '00:00:00', close: '00:00:00', isAlwaysOpen: false, isClosed: true },
        ],
      }),
      URL,
    );
    expect(jsonLd.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '08:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });

  it('names specialties and the NHFR code when known, and leaves out what is not', () => {
    const jsonLd = facilityJsonLd(
      makeFacility({
        nhfrCode: '24/10/1/2/1/0001',
        specialties: [{ slug: 'paediatrics', name: 'Paediatrics' }],
      }),
      URL,
    );
    expect(jsonLd.medicalSpecialty).toEqual(['Paediatrics']);
    expect(jsonLd.identifier).toEqual({
      '@type': 'PropertyValue',
      propertyID: 'NHFR facility code',
      value: '24/10/1/2/1/0001',
    });
    expect(jsonLd).not.toHaveProperty('email');
    expect(jsonLd).not.toHaveProperty('image');
    expect(jsonLd).not.toHaveProperty('alternateName');
  });

  it('gives the other names people know it by as alternateName', () => {
    expect(facilityJsonLd(makeFacility({ keywords: 'LASUTH' }), URL).alternateName).toBe('LASUTH');
  });
});
