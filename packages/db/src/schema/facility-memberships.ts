import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { facilities } from './facilities.ts';
import { users } from './users.ts';

/** The facilities a user belongs to (spec §1); `users.active_facility_id` picks one of them. */
export const facilityMemberships = pgTable(
  'facility_memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.facilityId] }),
    index('facility_memberships_facility_idx').on(table.facilityId),
  ],
);
