import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { TaxonomyTerm } from '@carefinder/contracts';
import { alphabetical, placeNameColumns, schema, type Database } from '@carefinder/db';

const { facilities, lgas, providerFacilities, providers, states, taxonomyTerms } = schema;

/** How many affiliated providers a facility page lists. */
export const FACILITY_PROVIDERS_LIMIT = 50;

/**
 * The active providers who work at a facility, by name, each with its specialties — in one query (the
 * specialties are a correlated aggregate over the provider_terms primary key, not a query per provider).
 */
export async function findProviderSummariesAtFacility(db: Database, facilityId: string) {
  return db
    .select({
      id: providers.id,
      firstName: providers.firstName,
      lastName: providers.lastName,
      title: providers.title,
      averageRating: providers.averageRating,
      reviewsCount: providers.reviewsCount,
      // Tables named in full: Drizzle may leave a column unqualified, which would bind inside the subquery.
      specialties: sql<TaxonomyTerm[]>`coalesce((
        select json_agg(json_build_object('slug', t.slug, 'name', t.name) order by lower(t.name) collate "C")
        from provider_terms pt join taxonomy_terms t on t.id = pt.term_id
        where pt.provider_id = providers.id and t.kind = 'specialties'
      ), '[]'::json)`,
    })
    .from(providerFacilities)
    .innerJoin(providers, eq(providers.id, providerFacilities.providerId))
    .where(and(eq(providerFacilities.facilityId, facilityId), eq(providers.status, 'active')))
    .orderBy(alphabetical(providers.lastName), alphabetical(providers.firstName), asc(providers.id))
    .limit(FACILITY_PROVIDERS_LIMIT);
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

// --- Writes (ADMIN) ---

/** The status of each facility of `ids` that exists. */
export async function findFacilityStatuses(db: Database, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: facilities.id, status: facilities.status })
    .from(facilities)
    .where(inArray(facilities.id, [...ids]));
}

/**
 * Makes `facilityIds` the active facilities the provider works at: links to other active facilities go,
 * new ones come. Links to facilities that are closed stay as they are (no page shows them, and they return
 * with the facility if it reopens), so a profile read and sent back never loses them.
 */
export async function replaceActiveFacilitiesOfProvider(
  db: Database,
  providerId: string,
  facilityIds: readonly string[],
) {
  const activeFacilities = db
    .select({ id: facilities.id })
    .from(facilities)
    .where(eq(facilities.status, 'active'));
  await db
    .delete(providerFacilities)
    .where(
      and(
        eq(providerFacilities.providerId, providerId),
        inArray(providerFacilities.facilityId, activeFacilities),
        facilityIds.length ? notInArray(providerFacilities.facilityId, [...facilityIds]) : undefined,
      ),
    );
  if (facilityIds.length)
    await db
      .insert(providerFacilities)
      .values(facilityIds.map((facilityId) => ({ providerId, facilityId })))
      .onConflictDoNothing();
}
