import { and, asc, eq, sql } from 'drizzle-orm';
import type { TaxonomyTerm } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';
import { alphabetical } from '../../lib/ordering.ts';
import { placeNameColumns } from '../facilities/place.ts';

const { lgas, providerFacilities, providers, states } = schema;

/** How many affiliated providers a facility page lists. */
export const FACILITY_PROVIDERS_LIMIT = 50;

/** One provider with the names of its state and LGA. */
export async function findProviderRow(db: Database, id: string) {
  const [row] = await db
    .select({ provider: providers, ...placeNameColumns })
    .from(providers)
    .leftJoin(states, eq(states.id, providers.stateId))
    .leftJoin(lgas, eq(lgas.id, providers.lgaId))
    .where(eq(providers.id, id));
  return row;
}

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
