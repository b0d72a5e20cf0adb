import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Minimal for the accounts issue (memberships, active facility); the directory issue extends it. */
export const facilities = pgTable('facilities', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
