import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { TaxonomyEntry, TaxonomyKind } from '@carefinder/contracts';
import { alphabetical, schema, type Database } from '@carefinder/db';
import type { ListingTermRow } from './terms.ts';

const { facilities, facilityTerms, providerTerms, providers, taxonomyTerms } = schema;

/**
 * Active listings per term of one kind, as a subquery `(<listing>_term_id, <listing>_count)`: Drizzle
 * refers to a subquery's computed columns unqualified, so each subquery's names are its own.
 */
function countsPerTerm(db: Database, kind: TaxonomyKind, listing: 'facility' | 'provider') {
  const termsOfKind = db
    .select({ id: taxonomyTerms.id })
    .from(taxonomyTerms)
    .where(eq(taxonomyTerms.kind, kind));
  const columns = (termId: AnyColumn) => ({
    termId: sql<number>`${termId}`.as(`${listing}_term_id`),
    listings: sql<number>`count(*)::int`.as(`${listing}_count`),
  });
  if (listing === 'provider')
    return db
      .select(columns(providerTerms.termId))
      .from(providerTerms)
      .innerJoin(providers, eq(providers.id, providerTerms.providerId))
      .where(and(eq(providers.status, 'active'), inArray(providerTerms.termId, termsOfKind)))
      .groupBy(providerTerms.termId)
      .as('provider_counts');
  if (kind === 'facility-types')
    return db
      .select(columns(facilities.facilityTypeId))
      .from(facilities)
      .where(and(eq(facilities.status, 'active'), inArray(facilities.facilityTypeId, termsOfKind)))
      .groupBy(facilities.facilityTypeId)
      .as('facility_counts');
  return db
    .select(columns(facilityTerms.termId))
    .from(facilityTerms)
    .innerJoin(facilities, eq(facilities.id, facilityTerms.facilityId))
    .where(and(eq(facilities.status, 'active'), inArray(facilityTerms.termId, termsOfKind)))
    .groupBy(facilityTerms.termId)
    .as('facility_counts');
}

/**
 * The entries of one list with how many active facilities and providers carry each, in one query: each
 * count is one grouped pass over the links of this kind's terms joined to the listings (measured on PGlite
 * with the demo data: ~25 ms for services, against ~300 ms for a count per term). A facility type is
 * carried through facilities.facility_type_id; providers have no facility type, so its providerCount is 0.
 */
export async function listTaxonomyEntries(db: Database, kind: TaxonomyKind): Promise<TaxonomyEntry[]> {
  const facilityCounts = countsPerTerm(db, kind, 'facility');
  const providerCounts = countsPerTerm(db, kind, 'provider');
  return db
    .select({
      id: taxonomyTerms.id,
      slug: taxonomyTerms.slug,
      name: taxonomyTerms.name,
      description: taxonomyTerms.description,
      facilityCount: sql<number>`coalesce(${facilityCounts.listings}, 0)`,
      providerCount:
        kind === 'facility-types' ? sql<number>`0` : sql<number>`coalesce(${providerCounts.listings}, 0)`,
    })
    .from(taxonomyTerms)
    .leftJoin(facilityCounts, eq(facilityCounts.termId, taxonomyTerms.id))
    .leftJoin(providerCounts, eq(providerCounts.termId, taxonomyTerms.id))
    .where(eq(taxonomyTerms.kind, kind))
    .orderBy(alphabetical(taxonomyTerms.name));
}

const listingTerms = {
  facility: { links: facilityTerms, listingId: facilityTerms.facilityId, termId: facilityTerms.termId },
  provider: { links: providerTerms, listingId: providerTerms.providerId, termId: providerTerms.termId },
};

/**
 * The terms a facility (services, specialties, insurance, awards) or a provider (qualities, practice areas,
 * specialties, conditions, procedures, insurance, awards) carries, by name, in one query.
 */
export async function findListingTerms(
  db: Database,
  listing: keyof typeof listingTerms,
  id: string,
): Promise<ListingTermRow[]> {
  const { links, listingId, termId } = listingTerms[listing];
  return db
    .select({ kind: taxonomyTerms.kind, slug: taxonomyTerms.slug, name: taxonomyTerms.name })
    .from(links)
    .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, termId))
    .where(eq(listingId, id))
    .orderBy(alphabetical(taxonomyTerms.name));
}
