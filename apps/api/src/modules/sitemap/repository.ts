import { asc, count, eq } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

const listings = { facilities: schema.facilities, providers: schema.providers };
type SitemapListing = keyof typeof listings;

/** One page of active listings' ids, with when each last changed, ordered by id; and how many there are. */
export async function findActiveListingIds(
  db: Database,
  listing: SitemapListing,
  { limit, offset }: { limit: number; offset: number },
) {
  const table = listings[listing];
  const active = eq(table.status, 'active');
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: table.id, updatedAt: table.updatedAt })
      .from(table)
      .where(active)
      .orderBy(asc(table.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(table).where(active),
  ]);
  return { rows, total: total?.value ?? 0 };
}
