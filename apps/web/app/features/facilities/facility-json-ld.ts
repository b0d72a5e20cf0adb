import type { Weekday } from '@carefinder/contracts';
import { aggregateRating, geoCoordinates, postalAddress, withoutEmpty } from '~/lib/structured-data';
import type { JsonLdObject } from '~/lib/structured-data';
import type { FacilityView } from './facility-loader.server';

export type FacilitySchemaType = 'Hospital' | 'MedicalClinic' | 'Pharmacy';

/**
 * The schema.org type of a facility, by its type: hospitals (every "…-hospital" type and federal medical
 * centres, which are tertiary hospitals) are Hospital; a pharmacy is Pharmacy; clinics, health centres,
 * health posts, maternity homes and the rest are MedicalClinic. Without a type, the level decides.
 */
export function facilitySchemaType(
  facility: Pick<FacilityView, 'facilityType' | 'level'>,
): FacilitySchemaType {
  const slug = facility.facilityType?.slug;
  if (slug === undefined)
    return facility.level === 'primary' || facility.level === 'unknown' ? 'MedicalClinic' : 'Hospital';
  if (slug.endsWith('-hospital') || slug === 'federal-medical-centre') return 'Hospital';
  if (slug === 'pharmacy') return 'Pharmacy';
  return 'MedicalClinic';
}

const SCHEMA_DAYS: Readonly<Record<Weekday, string>> = {
  MONDAY: 'https://schema.org/Monday',
  TUESDAY: 'https://schema.org/Tuesday',
  WEDNESDAY: 'https://schema.org/Wednesday',
  THURSDAY: 'https://schema.org/Thursday',
  FRIDAY: 'https://schema.org/Friday',
  SATURDAY: 'https://schema.org/Saturday',
  SUNDAY: 'https://schema.org/Sunday',
};

function openingHoursSpecification(hours: FacilityView['openingHours']): JsonLdObject[] {
  return hours
    .filter((entry) => !entry.isClosed)
    .map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[entry.day],
      opens: entry.isAlwaysOpen ? '00:00' : entry.open.slice(0, 5),
      closes: entry.isAlwaysOpen ? '23:59' : entry.close.slice(0, 5),
    }));
}

/** JSON-LD of a facility page; `url` is the page's canonical URL. Only valid numbers are telephones. */
export function facilityJsonLd(facility: FacilityView, url: string): JsonLdObject {
  // A facility closed for good has no number to call.
  const telephones =
    facility.status === 'permanently_closed'
      ? []
      : facility.phones.filter((phone) => phone.href !== null).map((phone) => phone.display);
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': facilitySchemaType(facility),
    '@id': url,
    url,
    name: facility.name,
    alternateName: facility.keywords || undefined,
    description: facility.description,
    knowsLanguage: facility.languages,
    address: postalAddress(facility.place),
    geo: geoCoordinates(facility.place),
    telephone: telephones.length > 1 ? telephones : telephones[0],
    email: facility.email,
    sameAs: facility.website,
    identifier: facility.nhfrCode
      ? { '@type': 'PropertyValue', propertyID: 'NHFR facility code', value: facility.nhfrCode }
      : undefined,
    openingHoursSpecification: openingHoursSpecification(facility.openingHours),
    medicalSpecialty: facility.specialties.map((specialty) => specialty.name),
    image: facility.photos.map((photo) => photo.url),
    aggregateRating: aggregateRating(facility),
  });
}
