import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { states } from './reference.ts';

/**
 * Emergency numbers shown at /emergency-contacts: national (no state) or of one state. Every entry cites
 * where its number comes from (source name and URL) and when someone last checked it, since a wrong
 * emergency number can cost a life. ADMIN curates them; the starting set is the reference data's.
 */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Short codes (112, 6232) as dialled; other numbers in E.164 (spec §5). */
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null: a national line. */
    stateId: integer('state_id').references(() => states.id),
    category: text('category').notNull(),
    hours: text('hours').notNull().default(''),
    /** What a caller should know, e.g. that the call is free; only what the source says. */
    note: text('note').notNull().default(''),
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url').notNull(),
    lastVerifiedAt: date('last_verified_at').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('emergency_contacts_state_idx').on(table.stateId)],
);
