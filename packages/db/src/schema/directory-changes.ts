import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * When something a listing publishes last changed beyond its own row (its hours, dated hours, services, the
 * name of a term it carries), or when a doctor's link to a facility was made: kept by the triggers of
 * migration 0043 for the FHIR directory's `_lastUpdated` (decision 0044). `id` is a listing's id or an
 * affiliation's (`affiliation_id(provider, facility)`). A listing's own writes set its `updated_at`.
 */
export const directoryChanges = pgTable(
  'directory_changes',
  {
    id: uuid('id').primaryKey(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('directory_changes_changed_at_idx').on(table.changedAt)],
);

/**
 * What left the directory for good (a doctor's link to a facility removed, a listing deleted), so that a
 * syncing client sees the deletion (FHIR `_history` tombstones). A link made again is taken off this list.
 */
export const directoryRemovals = pgTable(
  'directory_removals',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['facility', 'provider', 'affiliation'] }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('directory_removals_kind_removed_at_idx').on(table.kind, table.removedAt)],
);
