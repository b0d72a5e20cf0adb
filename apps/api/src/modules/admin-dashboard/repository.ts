import { count, isNull } from 'drizzle-orm';
import { LISTING_STATUSES, type ListingStatus } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';

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
