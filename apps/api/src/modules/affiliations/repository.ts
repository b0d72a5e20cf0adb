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

// --- Requests to be listed at a facility (the doctor asks; the facility's team or an ADMIN decides) ---

const { affiliationRequests, users } = schema;

export type AffiliationRequestRow = typeof affiliationRequests.$inferSelect;

/** Requests with the names the answers show, by provider (newest first) or facility's pending (oldest first). */
export function findAffiliationRequests(
  db: Database,
  where: { providerId: string } | { pendingAtFacilityId: string } | { id: string },
) {
  const condition =
    'providerId' in where
      ? eq(affiliationRequests.providerId, where.providerId)
      : 'id' in where
        ? eq(affiliationRequests.id, where.id)
        : and(
            eq(affiliationRequests.facilityId, where.pendingAtFacilityId),
            eq(affiliationRequests.status, 'pending'),
          );
  return db
    .select({
      request: affiliationRequests,
      // As the provider's own answer names them (providers/service.ts).
      providerName: sql<string>`${providers.firstName} || ' ' || ${providers.lastName}`,
      facilityName: facilities.name,
    })
    .from(affiliationRequests)
    .innerJoin(providers, eq(providers.id, affiliationRequests.providerId))
    .innerJoin(facilities, eq(facilities.id, affiliationRequests.facilityId))
    .where(condition)
    .orderBy(
      'providerId' in where ? sql`${affiliationRequests.createdAt} desc` : asc(affiliationRequests.createdAt),
    )
    .limit(100);
}

export async function insertAffiliationRequest(
  db: Database,
  values: { providerId: string; facilityId: string; message: string | null },
): Promise<string> {
  const [row] = await db.insert(affiliationRequests).values(values).returning({ id: affiliationRequests.id });
  if (!row) throw new Error('insert affiliation request returned no row');
  return row.id;
}

/** The facility a request names: its name and whether it is open to new links. */
export async function findFacilityToJoin(db: Database, id: string) {
  const [row] = await db
    .select({ id: facilities.id, name: facilities.name, status: facilities.status })
    .from(facilities)
    .where(eq(facilities.id, id));
  return row;
}

export async function findProviderStatus(db: Database, id: string) {
  const [row] = await db.select({ status: providers.status }).from(providers).where(eq(providers.id, id));
  return row?.status;
}

export async function isListedAt(db: Database, providerId: string, facilityId: string): Promise<boolean> {
  const [row] = await db
    .select({ providerId: providerFacilities.providerId })
    .from(providerFacilities)
    .where(and(eq(providerFacilities.providerId, providerId), eq(providerFacilities.facilityId, facilityId)));
  return row !== undefined;
}

export async function hasPendingRequest(db: Database, providerId: string, facilityId: string) {
  const [row] = await db
    .select({ id: affiliationRequests.id })
    .from(affiliationRequests)
    .where(
      and(
        eq(affiliationRequests.providerId, providerId),
        eq(affiliationRequests.facilityId, facilityId),
        eq(affiliationRequests.status, 'pending'),
      ),
    );
  return row !== undefined;
}

export async function lockAffiliationRequest(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(affiliationRequests)
    .where(eq(affiliationRequests.id, id))
    .for('update');
  return row;
}

export async function decideAffiliationRequest(
  db: Database,
  id: string,
  decision: Pick<AffiliationRequestRow, 'status' | 'reason' | 'decidedBy' | 'decidedAt'>,
) {
  await db.update(affiliationRequests).set(decision).where(eq(affiliationRequests.id, id));
}

export async function linkProviderToFacility(db: Database, providerId: string, facilityId: string) {
  await db.insert(providerFacilities).values({ providerId, facilityId }).onConflictDoNothing();
}

/** The account linked to the profile, to tell it of a decision; none when the profile has no account. */
export async function findProviderAccount(db: Database, providerId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, providerId));
  return row;
}
