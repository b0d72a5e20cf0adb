import { describe, expect, it } from 'vitest';
import { providerJsonLd } from './provider-json-ld';
import type { ProviderView } from './provider-loader.server';

function makeProvider(overrides: Partial<ProviderView> = {}): ProviderView {
  return {
    id: 'p1',
    name: 'Amaka Nwosu',
    title: 'Dr',
    accountType: 'Provider',
    bio: null,
    professionalSummary: 'Paediatrician caring for newborns and children.',
    education: [],
    qualities: [],
    practiceAreas: [],
    specialties: [
      { slug: 'paediatrics', name: 'Paediatrics' },
      { slug: 'neonatology', name: 'Neonatology' },
    ],
    conditions: [],
    procedures: [],
    insurance: [],
    awards: [],
    languages: ['English', 'Igbo'],
    registrationNumber: 'MDCN-12345',
    photo: null,
    place: {
      state: { alias: 'enugu', name: 'Enugu' },
      lga: { slug: 'enugu-north', name: 'Enugu North' },
      ward: null,
      address: null,
      latitude: null,
      longitude: null,
    },
    facilities: [
      {
        id: 'f1',
        name: 'Parklane Hospital',
        facilityType: null,
        place: { state: null, lga: null, ward: null, address: null, latitude: null, longitude: null },
        averageRating: null,
        reviewsCount: 0,
      },
    ],
    averageRating: null,
    reviewsCount: 0,
    managed: false,
    isDemo: false,
    updatedAt: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

describe('providerJsonLd', () => {
  it('is a Physician with specialty names, address, affiliations and languages', () => {
    expect(providerJsonLd(makeProvider(), 'https://carefinder.ng')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      '@id': 'https://carefinder.ng/providers/p1',
      url: 'https://carefinder.ng/providers/p1',
      name: 'Amaka Nwosu',
      honorificPrefix: 'Dr',
      description: 'Paediatrician caring for newborns and children.',
      medicalSpecialty: ['Paediatrics', 'Neonatology'],
      knowsLanguage: ['English', 'Igbo'],
      identifier: { '@type': 'PropertyValue', propertyID: 'MDCN registration number', value: 'MDCN-12345' },
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Enugu North',
        addressRegion: 'Enugu',
        addressCountry: 'NG',
      },
      hospitalAffiliation: [
        {
          '@type': 'MedicalOrganization',
          name: 'Parklane Hospital',
          url: 'https://carefinder.ng/facilities/f1',
        },
      ],
    });
  });

  it('has an AggregateRating only when there are reviews', () => {
    expect(providerJsonLd(makeProvider(), '')).not.toHaveProperty('aggregateRating');
    expect(
      providerJsonLd(makeProvider({ averageRating: 5, reviewsCount: 2 }), '').aggregateRating,
    ).toMatchObject({
      ratingValue: 5,
      reviewCount: 2,
    });
  });
});
