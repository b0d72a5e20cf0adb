import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A colleague invited by e-mail to a facility's team before they have an account: when an account with this
 * address confirms it, it joins the team (the owners' issue). One invitation per facility and address.
 */
export const facilityInvitations = pgTable(
  'facility_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    /** Lower case, as accounts' addresses are compared. */
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('facility_invitations_facility_email_idx').on(table.facilityId, table.email),
    index('facility_invitations_email_idx').on(table.email),
  ],
);
