import { count, isNull, sql } from 'drizzle-orm';
import { LISTING_STATUSES, type ListingStatus } from '@carefinder/contracts';
import { queryRows, schema, type Database } from '@carefinder/db';

type CountsByStatus = Record<ListingStatus, number>;

const byStatus = (rows: readonly { status: ListingStatus; count: number }[]): CountsByStatus =>
  Object.fromEntries(
    LISTING_STATUSES.map((status) => [status, rows.find((row) => row.status === status)?.count ?? 0]),
  ) as CountsByStatus;

/** Facilities and providers by status, and the importer's duplicate flags still open. */
export async function countDirectory(db: Database) {
  const { facilities, facilityDuplicateFlags, providers } = schema;
  const [facilityRows, providerRows, [duplicates]] = await Promise.all([
    db.select({ status: facilities.status, count: count() }).from(facilities).groupBy(facilities.status),
    db.select({ status: providers.status, count: count() }).from(providers).groupBy(providers.status),
    db
      .select({ count: count() })
      .from(facilityDuplicateFlags)
      .where(isNull(facilityDuplicateFlags.resolvedAt)),
  ]);
  return {
    facilities: byStatus(facilityRows),
    providers: byStatus(providerRows),
    duplicatesToReview: duplicates?.count ?? 0,
  };
}

/** Open facilities' readiness facts per state and capability: confirmed on or after `currentSince`, and before. */
export function countReadinessByState(db: Database, currentSince: string) {
  return queryRows<{
    stateAlias: string;
    stateName: string;
    slug: string;
    name: string;
    current: number;
    stale: number;
  }>(
    db,
    sql`select s.alias as "stateAlias", s.name as "stateName", t.slug, t.name,
          count(*) filter (where r.confirmed_at >= ${currentSince}::date)::int as current,
          count(*) filter (where r.confirmed_at < ${currentSince}::date)::int as stale
        from facility_readiness r
        join facilities f on f.id = r.facility_id and f.status = 'active'
        join states s on s.id = f.state_id
        join taxonomy_terms t on t.id = r.capability_id
        group by s.alias, s.name, t.slug, t.name
        order by s.name, t.name`,
  );
}

/** Open facilities with a team, those whose team confirmed a fact least recently (never first). */
export function findTeamsLeastRecent(db: Database, limit: number) {
  return queryRows<{ id: string; name: string; state: string | null; lastConfirmedAt: string | null }>(
    db,
    sql`select f.id, f.name, s.name as state,
          (max(r.confirmed_at) filter (where r.confirmed_by = 'facility'))::text as "lastConfirmedAt"
        from facilities f
        left join states s on s.id = f.state_id
        left join facility_readiness r on r.facility_id = f.id
        where f.status = 'active' and exists (select 1 from facility_memberships m where m.facility_id = f.id)
        group by f.id, f.name, s.name
        order by "lastConfirmedAt" asc nulls first, f.name
        limit ${limit}`,
  );
}
