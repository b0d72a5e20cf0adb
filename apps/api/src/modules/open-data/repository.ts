import { and, asc, count, eq, gt, max, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

const { facilities, lgas, states, taxonomyTerms } = schema;

export interface OpenDataFilters {
  state?: string | undefined;
  lga?: string | undefined;
  facilityType?: string | undefined;
}

export type OpenDataFacility = Awaited<ReturnType<typeof readPage>>[number];

const PAGE_SIZE = 1_000;

/** What the exports publish: every facility but the demo ones. */
const published = eq(facilities.isDemo, false);

function readPage(db: Database, filters: OpenDataFilters, afterId: string | undefined) {
  const conditions: SQL[] = [published];
  if (afterId) conditions.push(gt(facilities.id, afterId));
  if (filters.state) conditions.push(eq(states.alias, filters.state));
  if (filters.lga) conditions.push(eq(lgas.slug, filters.lga));
  if (filters.facilityType) conditions.push(eq(taxonomyTerms.slug, filters.facilityType));
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      nhfrUid: facilities.nhfrUid,
      nhfrCode: facilities.nhfrCode,
      sourceId: facilities.sourceId,
      registryGlobalId: facilities.registryGlobalId,
      stateName: states.name,
      stateAlias: states.alias,
      lgaName: lgas.name,
      ward: facilities.ward,
      ownership: facilities.ownership,
      ownershipDetail: facilities.ownershipDetail,
      level: facilities.level,
      typeName: taxonomyTerms.name,
      typeSlug: taxonomyTerms.slug,
      latitude: facilities.latitude,
      longitude: facilities.longitude,
      sourceLastUpdated: facilities.sourceLastUpdated,
      updatedAt: facilities.updatedAt,
    })
    .from(facilities)
    .leftJoin(states, eq(states.id, facilities.stateId))
    .leftJoin(lgas, eq(lgas.id, facilities.lgaId))
    .leftJoin(taxonomyTerms, eq(taxonomyTerms.id, facilities.facilityTypeId))
    .where(and(...conditions))
    .orderBy(asc(facilities.id))
    .limit(PAGE_SIZE);
}

/**
 * Every published (non-demo) facility matching the filters, a page at a time in id order. The first page is
 * read before this resolves, so a database that cannot answer fails the request before its first byte (503
 * problem+json) rather than a 200 whose body breaks off; a later page failing throws from the iteration.
 */
export async function openDataFacilities(
  db: Database,
  filters: OpenDataFilters,
): Promise<AsyncGenerator<OpenDataFacility>> {
  const firstPage = await readPage(db, filters, undefined);
  return (async function* () {
    for (let page = firstPage; ;) {
      yield* page;
      if (page.length < PAGE_SIZE) return;
      page = await readPage(db, filters, page.at(-1)?.id);
    }
  })();
}

export async function stateAliasExists(db: Database, alias: string): Promise<boolean> {
  const [row] = await db.select({ id: states.id }).from(states).where(eq(states.alias, alias));
  return Boolean(row);
}

/** How many facilities the exports hold now, and when the latest of them changed (null when none). */
export async function openDataSummary(
  db: Database,
): Promise<{ published: number; lastUpdated: Date | null }> {
  const [row] = await db
    .select({ published: count(), lastUpdated: max(facilities.updatedAt) })
    .from(facilities)
    .where(published);
  return { published: row?.published ?? 0, lastUpdated: row?.lastUpdated ?? null };
}
