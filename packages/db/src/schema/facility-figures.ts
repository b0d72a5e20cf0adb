import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { facilities } from './facilities.ts';

/**
 * A facility's page views and taps on its phone, directions and website, per Nigerian calendar day: counts
 * only, never who (the owners' issue, "figures for the last 30 days"). Days older than the dashboard shows
 * are deleted.
 */
export const facilityDailyFigures = pgTable(
  'facility_daily_figures',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    pageViews: integer('page_views').notNull().default(0),
    callTaps: integer('call_taps').notNull().default(0),
    directionsTaps: integer('directions_taps').notNull().default(0),
    websiteTaps: integer('website_taps').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.facilityId, table.day] }),
    index('facility_daily_figures_day_idx').on(table.day),
  ],
);
