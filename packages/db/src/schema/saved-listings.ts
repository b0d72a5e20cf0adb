import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { facilities } from './facilities.ts';
import { providers } from './providers.ts';
import { users } from './users.ts';

/** The facilities a user saved ("Save" on its page), newest first on their dashboard. */
export const savedFacilities = pgTable(
  'saved_facilities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.facilityId] }),
    index('saved_facilities_user_idx').on(table.userId, table.savedAt),
  ],
);

/** The providers a user saved. */
export const savedProviders = pgTable(
  'saved_providers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.providerId] }),
    index('saved_providers_user_idx').on(table.userId, table.savedAt),
  ],
);
