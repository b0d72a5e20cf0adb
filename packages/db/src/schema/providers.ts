import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { facilities, listingStatus } from './facilities.ts';
import { lgas, states } from './reference.ts';
import { taxonomyTerms } from './taxonomies.ts';
import { users } from './users.ts';

export interface EducationEntry {
  institution: string;
  qualification: string;
  year: number | null;
}

export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The PROVIDER account that keeps this profile, once claimed. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    gender: text('gender'),
    bio: text('bio'),
    professionalSummary: text('professional_summary'),
    education: jsonb('education')
      .$type<EducationEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    registrationNumber: text('registration_number'),
    photoUrl: text('photo_url'),
    photoAlt: text('photo_alt'),
    stateId: integer('state_id').references(() => states.id),
    lgaId: integer('lga_id').references(() => lgas.id),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    averageRating: doublePrecision('average_rating'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    status: listingStatus('status').notNull().default('active'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('providers_user_idx').on(table.userId),
    index('providers_state_lga_idx').on(table.stateId, table.lgaId),
    index('providers_latitude_longitude_idx').on(table.latitude, table.longitude),
  ],
);

export const providerFacilities = pgTable(
  'provider_facilities',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.facilityId] }),
    index('provider_facilities_facility_idx').on(table.facilityId, table.providerId),
  ],
);

/** Qualities, practice areas, specialties, conditions, procedures, insurance and awards of a provider. */
export const providerTerms = pgTable(
  'provider_terms',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.termId] }),
    index('provider_terms_term_idx').on(table.termId, table.providerId),
  ],
);
