import { eq, sql } from 'drizzle-orm';
import type { TaxonomyEntry, TaxonomyKind } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';
import { alphabetical } from '../../lib/ordering.ts';
import type { ListingTermRow } from './terms.ts';

const { facilityTerms, providerTerms, taxonomyTerms } = schema;

/**
 * The entries of one list with how many active facilities and providers carry each, in one query: the counts
 * are correlated subqueries over the (term_id, listing_id) indexes. A facility type is carried through
 * facilities.facility_type_id; providers have no facility type, so its providerCount is 0.
 */
export async function listTaxonomyEntries(db: Database, kind: TaxonomyKind): Promise<TaxonomyEntry[]> {
  // Written out in full: Drizzle leaves columns unqualified in a one-table select, and an unqualified "id"
  // inside these subqueries would bind to the inner tables.
  const facilityCount =
    kind === 'facility-types'
      ? sql<number>`(select count(*)::int from facilities f
          where f.facility_type_id = taxonomy_terms.id and f.status = 'active')`
      : sql<number>`(select count(*)::int from facility_terms ft join facilities f on f.id = ft.facility_id
          where ft.term_id = taxonomy_terms.id and f.status = 'active')`;
  const providerCount =
    kind === 'facility-types'
      ? sql<number>`0`
      : sql<number>`(select count(*)::int from provider_terms pt join providers p on p.id = pt.provider_id
          where pt.term_id = taxonomy_terms.id and p.status = 'active')`;
  return db
    .select({
      id: taxonomyTerms.id,
      slug: taxonomyTerms.slug,
      name: taxonomyTerms.name,
      description: taxonomyTerms.description,
      facilityCount,
      providerCount,
    })
    .from(taxonomyTerms)
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
