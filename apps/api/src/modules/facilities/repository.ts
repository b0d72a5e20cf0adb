import { and, asc, eq } from 'drizzle-orm';
import { placeNameColumns, schema, type Database } from '@carefinder/db';

const { facilities, facilityMemberships, facilityPhotos, lgas, openingHours, states, taxonomyTerms } = schema;

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

/** Whether the facility exists, and whether the user belongs to it. */
export async function findFacilityMembership(db: Database, userId: string, facilityId: string) {
  const [facility] = await db
    .select({ id: facilities.id, memberId: facilityMemberships.userId })
    .from(facilities)
    .leftJoin(
      facilityMemberships,
      and(eq(facilityMemberships.facilityId, facilities.id), eq(facilityMemberships.userId, userId)),
    )
    .where(eq(facilities.id, facilityId));
  return facility
    ? { exists: true, isMember: facility.memberId !== null }
    : { exists: false, isMember: false };
}
