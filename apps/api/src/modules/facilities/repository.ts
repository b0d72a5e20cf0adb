import { and, asc, eq } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';
import { alphabetical } from '../../lib/ordering.ts';
import { placeNameColumns } from './place.ts';

const { facilities, facilityPhotos, lgas, openingHours, providerFacilities, states, taxonomyTerms } = schema;

/** One facility with its type and the names of its state and LGA. */
export async function findFacilityRow(db: Database, id: string) {
  const [row] = await db
    .select({
      facility: facilities,
      typeSlug: taxonomyTerms.slug,
      typeName: taxonomyTerms.name,
      ...placeNameColumns,
    })
    .from(facilities)
    .leftJoin(taxonomyTerms, eq(taxonomyTerms.id, facilities.facilityTypeId))
    .leftJoin(states, eq(states.id, facilities.stateId))
    .leftJoin(lgas, eq(lgas.id, facilities.lgaId))
    .where(eq(facilities.id, id));
  return row;
}

/** Spec §3 entries, Sunday first (the weekday enum's order). */
export async function findOpeningHours(db: Database, facilityId: string) {
  return db
    .select({
      day: openingHours.day,
      open: openingHours.open,
      close: openingHours.close,
      isAlwaysOpen: openingHours.isAlwaysOpen,
      isClosed: openingHours.isClosed,
    })
    .from(openingHours)
    .where(eq(openingHours.facilityId, facilityId))
    .orderBy(asc(openingHours.day));
}

export async function findFacilityPhotos(db: Database, facilityId: string) {
  return db
    .select({ url: facilityPhotos.url, alt: facilityPhotos.alt })
    .from(facilityPhotos)
    .where(eq(facilityPhotos.facilityId, facilityId))
    .orderBy(asc(facilityPhotos.position), asc(facilityPhotos.id));
}

/** The active facilities a provider works at, as summaries (type, place, rating), by name. */
export async function findFacilitySummariesOfProvider(db: Database, providerId: string) {
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      typeSlug: taxonomyTerms.slug,
      typeName: taxonomyTerms.name,
      ...placeNameColumns,
      ward: facilities.ward,
      address: facilities.address,
      latitude: facilities.latitude,
      longitude: facilities.longitude,
      averageRating: facilities.averageRating,
      reviewsCount: facilities.reviewsCount,
    })
    .from(providerFacilities)
    .innerJoin(facilities, eq(facilities.id, providerFacilities.facilityId))
    .leftJoin(taxonomyTerms, eq(taxonomyTerms.id, facilities.facilityTypeId))
    .leftJoin(states, eq(states.id, facilities.stateId))
    .leftJoin(lgas, eq(lgas.id, facilities.lgaId))
    .where(and(eq(providerFacilities.providerId, providerId), eq(facilities.status, 'active')))
    .orderBy(alphabetical(facilities.name), asc(facilities.id));
}
