import { aggregateRating, geoCoordinates, postalAddress, withoutEmpty } from '~/lib/structured-data';
import type { JsonLdObject } from '~/lib/structured-data';
import type { ProviderView } from './provider-loader.server';

/** JSON-LD of a provider page: a Physician with specialties, place, affiliations and rating. */
export function providerJsonLd(provider: ProviderView, siteUrl: string): JsonLdObject {
  const url = `${siteUrl}/providers/${provider.id}`;
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': url,
    url,
    name: provider.name,
    honorificPrefix: provider.title,
    description: provider.professionalSummary ?? provider.bio,
    image: provider.photo?.url,
    medicalSpecialty: provider.specialties.map((specialty) => specialty.name),
    knowsLanguage: provider.languages,
    identifier: provider.registrationNumber
      ? {
          '@type': 'PropertyValue',
          propertyID: 'MDCN registration number',
          value: provider.registrationNumber,
        }
      : undefined,
    address: provider.place.state || provider.place.address ? postalAddress(provider.place) : undefined,
    geo: geoCoordinates(provider.place),
    hospitalAffiliation: provider.facilities.map((facility) => ({
      '@type': 'MedicalOrganization',
      name: facility.name,
      url: `${siteUrl}/facilities/${facility.id}`,
    })),
    aggregateRating: aggregateRating(provider),
  });
}
