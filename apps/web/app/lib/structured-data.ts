import { scriptJson } from '~/lib/inline-script';
/**
 * schema.org pieces shared by the listing pages' JSON-LD (facility: Hospital/MedicalClinic, provider:
 * Physician). Plain data in, plain objects out: the pages render them with `JsonLd`.
 */

export type JsonLdObject = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | JsonLdObject | JsonLdValue[];

export interface PlaceFields {
  state: { name: string } | null;
  lga: { name: string } | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** PostalAddress: the street address, the LGA as locality, the state as region, Nigeria. */
export function postalAddress(place: PlaceFields): JsonLdObject {
  return withoutEmpty({
    '@type': 'PostalAddress',
    streetAddress: place.address,
    addressLocality: place.lga?.name,
    addressRegion: place.state?.name,
    addressCountry: 'NG',
  });
}

export function geoCoordinates(place: PlaceFields): JsonLdObject | undefined {
  if (place.latitude === null || place.longitude === null) return undefined;
  return { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude };
}

/** AggregateRating only when there is at least one review: search engines reject a rating of nothing. */
export function aggregateRating(rating: {
  averageRating: number | null;
  reviewsCount: number;
}): JsonLdObject | undefined {
  if (rating.averageRating === null || rating.reviewsCount <= 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(rating.averageRating * 10) / 10,
    reviewCount: rating.reviewsCount,
    bestRating: 5,
    worstRating: 1,
  };
}

type Loose = { [key: string]: JsonLdValue | null | undefined };

/** Drops null, undefined and empty-list properties, so the JSON-LD only states what is known. */
export function withoutEmpty(object: Loose): JsonLdObject {
  const result: JsonLdObject = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value;
  }
  return result;
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped so that no text in the data
 * (a facility name with "</script>") can end the script element early.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return scriptJson(data);
}
