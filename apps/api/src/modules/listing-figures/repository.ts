import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';
import type { FacilityDayCounts } from './counter.ts';

const { facilityDailyFigures } = schema;

/** Rows per statement: six bound values each stays well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1_000;

/**
 * Adds the counts to the stored ones, ROWS_PER_STATEMENT rows a statement. Rows of an id that is no facility
 * are dropped (a page view is counted from the URL the visitor asked for), never an error that loses the
 * others.
 */
export async function addFacilityDayCounts(db: Database, rows: readonly FacilityDayCounts[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    await addCountsOnce(db, rows.slice(start, start + ROWS_PER_STATEMENT));
}

async function addCountsOnce(db: Database, rows: readonly FacilityDayCounts[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.facilityId}::uuid, ${row.day}::date, ${row.pageViews}::int, ${row.callTaps}::int, ${row.directionsTaps}::int, ${row.websiteTaps}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into facility_daily_figures (facility_id, day, page_views, call_taps, directions_taps, website_taps)
    select counts.* from (values ${values})
      as counts (facility_id, day, page_views, call_taps, directions_taps, website_taps)
      join facilities on facilities.id = counts.facility_id
    on conflict (facility_id, day) do update set
      page_views = facility_daily_figures.page_views + excluded.page_views,
      call_taps = facility_daily_figures.call_taps + excluded.call_taps,
      directions_taps = facility_daily_figures.directions_taps + excluded.directions_taps,
      website_taps = facility_daily_figures.website_taps + excluded.website_taps`);
}

/** The facility's stored days from `fromDay` on, oldest first (days without a count have no row). */
export function findFacilityDays(db: Database, facilityId: string, fromDay: string) {
  return db
    .select({
      day: facilityDailyFigures.day,
      pageViews: facilityDailyFigures.pageViews,
      callTaps: facilityDailyFigures.callTaps,
      directionsTaps: facilityDailyFigures.directionsTaps,
      websiteTaps: facilityDailyFigures.websiteTaps,
    })
    .from(facilityDailyFigures)
    .where(and(eq(facilityDailyFigures.facilityId, facilityId), gte(facilityDailyFigures.day, fromDay)))
    .orderBy(asc(facilityDailyFigures.day));
}

/** Forgets every day before `day`. */
export async function deleteDaysBefore(db: Database, day: string): Promise<void> {
  await db.delete(facilityDailyFigures).where(lt(facilityDailyFigures.day, day));
}
