import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { TaxonomyEntry, TaxonomyKind } from '@carefinder/contracts';
import { alphabetical, queryRows, schema, type Database } from '@carefinder/db';
import type { ListingTermRow } from '../../lib/listing-terms.ts';

const {
  facilities,
  facilityReadiness,
  facilityTerms,
  providerTerms,
  providers,
  taxonomySlugAliases,
  taxonomyTerms,
} = schema;

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
  if (kind === 'capabilities')
    return db
      .select(columns(facilityReadiness.capabilityId))
      .from(facilityReadiness)
      .innerJoin(facilities, eq(facilities.id, facilityReadiness.facilityId))
      .where(and(eq(facilities.status, 'active'), inArray(facilityReadiness.capabilityId, termsOfKind)))
      .groupBy(facilityReadiness.capabilityId)
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
 * carried through facilities.facility_type_id, a capability through a facility's readiness; providers have
 * neither, so their providerCount is 0.
 */
export async function listTaxonomyEntries(
  db: Database,
  kind: TaxonomyKind,
  { id }: { id?: number } = {},
): Promise<TaxonomyEntry[]> {
  const facilityCounts = countsPerTerm(db, kind, 'facility');
  const providerCounts = countsPerTerm(db, kind, 'provider');
  return db
    .select({
      id: taxonomyTerms.id,
      slug: taxonomyTerms.slug,
      name: taxonomyTerms.name,
      description: taxonomyTerms.description,
      keywords: taxonomyTerms.keywords,
      names: taxonomyTerms.names,
      descriptions: taxonomyTerms.descriptions,
      facilityCount: sql<number>`coalesce(${facilityCounts.listings}, 0)`,
      providerCount:
        kind === 'facility-types' || kind === 'capabilities'
          ? sql<number>`0`
          : sql<number>`coalesce(${providerCounts.listings}, 0)`,
    })
    .from(taxonomyTerms)
    .leftJoin(facilityCounts, eq(facilityCounts.termId, taxonomyTerms.id))
    .leftJoin(providerCounts, eq(providerCounts.termId, taxonomyTerms.id))
    .where(and(eq(taxonomyTerms.kind, kind), id === undefined ? undefined : eq(taxonomyTerms.id, id)))
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

// --- Writes (ADMIN) ---

export type TermRow = typeof taxonomyTerms.$inferSelect;
export type TermChanges = Partial<
  Pick<TermRow, 'slug' | 'name' | 'description' | 'keywords' | 'names' | 'descriptions'>
>;

/** The entry, locked until the transaction ends, so two writes to it take turns. */
export async function lockTerm(db: Database, kind: TaxonomyKind, id: number): Promise<TermRow | undefined> {
  const [row] = await db
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.kind, kind), eq(taxonomyTerms.id, id)))
    .for('update');
  return row;
}

/** The entry a slug of this list names: its own slug, or an old one kept as an alias. */
export async function findSlugHolder(
  db: Database,
  kind: TaxonomyKind,
  slug: string,
): Promise<{ termId: number; isAlias: boolean } | undefined> {
  const [term] = await db
    .select({ termId: taxonomyTerms.id })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.kind, kind), eq(taxonomyTerms.slug, slug)));
  if (term) return { termId: term.termId, isAlias: false };
  const [alias] = await db
    .select({ termId: taxonomySlugAliases.termId })
    .from(taxonomySlugAliases)
    .where(and(eq(taxonomySlugAliases.kind, kind), eq(taxonomySlugAliases.slug, slug)));
  return alias ? { termId: alias.termId, isAlias: true } : undefined;
}

export async function insertTerm(db: Database, values: typeof taxonomyTerms.$inferInsert): Promise<TermRow> {
  const [row] = await db.insert(taxonomyTerms).values(values).returning();
  if (!row) throw new Error('insert into taxonomy_terms returned no row');
  return row;
}

export async function updateTerm(db: Database, id: number, changes: TermChanges): Promise<TermRow> {
  const [row] = await db.update(taxonomyTerms).set(changes).where(eq(taxonomyTerms.id, id)).returning();
  if (!row) throw new Error(`taxonomy term ${id} vanished while locked`);
  return row;
}

/** Keeps `slug` finding the entry `termId` (it replaces an alias of the same slug). */
export async function keepSlugAlias(db: Database, kind: TaxonomyKind, slug: string, termId: number) {
  await db
    .insert(taxonomySlugAliases)
    .values({ kind, slug, termId })
    .onConflictDoUpdate({
      target: [taxonomySlugAliases.kind, taxonomySlugAliases.slug],
      set: { termId },
    });
}

export async function dropSlugAlias(db: Database, kind: TaxonomyKind, slug: string) {
  await db
    .delete(taxonomySlugAliases)
    .where(and(eq(taxonomySlugAliases.kind, kind), eq(taxonomySlugAliases.slug, slug)));
}

/** How many listings of any status carry the entry (as a term, a facility's type or a readiness fact). */
export async function countTermUses(
  db: Database,
  id: number,
): Promise<{ facilities: number; providers: number }> {
  const [row] = await queryRows<{ facilities: number; providers: number }>(
    db,
    sql`select
          (select count(*)::int from facility_terms where term_id = ${id})
            + (select count(*)::int from facilities where facility_type_id = ${id})
            + (select count(*)::int from facility_readiness where capability_id = ${id}) as facilities,
          (select count(*)::int from provider_terms where term_id = ${id}) as providers`,
  );
  return row ?? { facilities: 0, providers: 0 };
}

/**
 * Moves every link of entry `fromId` to entry `intoId` (a listing that had both keeps one), its old slugs
 * with it; the search index triggers rewrite the documents of every listing moved.
 */
export async function moveTermLinks(db: Database, fromId: number, intoId: number) {
  await db.execute(sql`
    insert into facility_terms (facility_id, term_id)
    select facility_id, ${intoId} from facility_terms where term_id = ${fromId}
    on conflict do nothing`);
  await db.delete(facilityTerms).where(eq(facilityTerms.termId, fromId));
  await db.execute(sql`
    insert into provider_terms (provider_id, term_id)
    select provider_id, ${intoId} from provider_terms where term_id = ${fromId}
    on conflict do nothing`);
  await db.delete(providerTerms).where(eq(providerTerms.termId, fromId));
  await db.update(facilities).set({ facilityTypeId: intoId }).where(eq(facilities.facilityTypeId, fromId));
  // A facility with both capabilities keeps the later confirmation.
  await db.execute(sql`
    insert into facility_readiness (facility_id, capability_id, confirmed_at, source, confirmed_by)
    select facility_id, ${intoId}, confirmed_at, source, confirmed_by from facility_readiness
    where capability_id = ${fromId}
    on conflict (facility_id, capability_id) do update
      set confirmed_at = excluded.confirmed_at, source = excluded.source, confirmed_by = excluded.confirmed_by
      where facility_readiness.confirmed_at < excluded.confirmed_at`);
  await db.delete(facilityReadiness).where(eq(facilityReadiness.capabilityId, fromId));
  await db.update(taxonomySlugAliases).set({ termId: intoId }).where(eq(taxonomySlugAliases.termId, fromId));
}

export async function deleteTerm(db: Database, id: number) {
  await db.delete(taxonomyTerms).where(eq(taxonomyTerms.id, id));
}
