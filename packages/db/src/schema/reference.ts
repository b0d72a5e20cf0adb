import { LANGUAGES } from '@carefinder/contracts';
import {
  doublePrecision,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** The site's languages (en, ha, yo, ig, pcm). */
export const siteLanguage = pgEnum('site_language', LANGUAGES);

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  alias: varchar('alias', { length: 40 }).notNull().unique(),
  nhfrCode: varchar('nhfr_code', { length: 2 }).notNull().unique(),
  capital: text('capital').notNull(),
  capitalLatitude: doublePrecision('capital_latitude').notNull(),
  capitalLongitude: doublePrecision('capital_longitude').notNull(),
});

export const lgas = pgTable(
  'lgas',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
  },
  (table) => [
    uniqueIndex('lgas_state_name_idx').on(table.stateId, table.name),
    uniqueIndex('lgas_state_slug_idx').on(table.stateId, table.slug),
  ],
);
