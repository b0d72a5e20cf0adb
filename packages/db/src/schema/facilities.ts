import {
  FACILITY_LEVELS,
  FACILITY_OWNERSHIPS,
  LISTING_STATUSES,
  READINESS_CONFIRMERS,
  WEEKDAYS,
} from '@carefinder/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { lgas, states } from './reference.ts';
import { taxonomyTerms } from './taxonomies.ts';

export const facilityOwnership = pgEnum('facility_ownership', FACILITY_OWNERSHIPS);
export const facilityLevel = pgEnum('facility_level', FACILITY_LEVELS);
export const listingStatus = pgEnum('listing_status', LISTING_STATUSES);
export const weekday = pgEnum('weekday', WEEKDAYS);
export const readinessConfirmer = pgEnum('readiness_confirmer', READINESS_CONFIRMERS);

export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Other words people find it by, such as abbreviations (LASUTH, FMC); space-separated, ADMIN-edited. */
    keywords: text('keywords').notNull().default(''),
    facilityTypeId: integer('facility_type_id').references(() => taxonomyTerms.id, { onDelete: 'set null' }),
    ownership: facilityOwnership('ownership').notNull().default('unknown'),
    ownershipDetail: text('ownership_detail'),
    level: facilityLevel('level').notNull().default('unknown'),
    nhfrUid: text('nhfr_uid'),
    nhfrCode: text('nhfr_code'),
    stateId: integer('state_id').references(() => states.id),
    lgaId: integer('lga_id').references(() => lgas.id),
    ward: text('ward'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email: text('email'),
    website: text('website'),
    /** What the facility says of itself, in its own words (plain text, the facility keeps it). */
    description: text('description'),
    /** Languages spoken at the facility, as the facility names them. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    averageRating: doublePrecision('average_rating'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
    status: listingStatus('status').notNull().default('active'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Provenance of registry-derived listings (importer issue). */
    sourceDataset: text('source_dataset'),
    sourceLicence: text('source_licence'),
    sourceId: text('source_id'),
    sourceLastUpdated: date('source_last_updated'),
    /** The registry's globalid, kept beside nhfr_uid so a row that later gains an NHFR id stays one facility. */
    registryGlobalId: text('registry_global_id'),
    /** Hash of the registry-owned fields as last imported: an unchanged row is recognised without a diff. */
    registryFingerprint: text('registry_fingerprint'),
    /**
     * Set when an ADMIN merged this listing into another (it is then permanently closed): its URL answers 301
     * to that one.
     */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => facilities.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the facility's own team last changed its listing (the page says "Updated by the facility"). */
    updatedByFacilityAt: timestamp('updated_by_facility_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('facilities_nhfr_uid_idx').on(table.nhfrUid),
    uniqueIndex('facilities_source_idx').on(table.sourceDataset, table.sourceId),
    index('facilities_registry_global_id_idx').on(table.sourceDataset, table.registryGlobalId),
    index('facilities_state_lga_idx').on(table.stateId, table.lgaId),
    index('facilities_type_idx').on(table.facilityTypeId),
    // A merge re-points the listings merged into the one merged away (no chains of redirects).
    index('facilities_merged_into_idx')
      .on(table.mergedIntoId)
      .where(sql`${table.mergedIntoId} is not null`),
    // "Near me" is a bounding box on these two, then haversine (DESIGN §3).
    index('facilities_latitude_longitude_idx').on(table.latitude, table.longitude),
  ],
);

/** Spec §3 opening-hours entries: wall-clock times in Africa/Lagos, one row per weekday. */
export const openingHours = pgTable(
  'opening_hours',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    day: weekday('day').notNull(),
    open: time('open').notNull(),
    close: time('close').notNull(),
    isAlwaysOpen: boolean('is_always_open').notNull().default(false),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.facilityId, table.day] }),
    index('opening_hours_day_idx').on(table.day),
  ],
);

/**
 * A closure an ADMIN made of many facilities at once (a state-wide strike): every active facility of the
 * state (of the LGA, ownership and type, where given) without dated hours on those days was given a closed
 * exception pointing here; deleting the closure removes them.
 */
export const facilityClosures = pgTable('facility_closures', {
  id: serial('id').primaryKey(),
  stateId: integer('state_id')
    .notNull()
    .references(() => states.id),
  lgaId: integer('lga_id').references(() => lgas.id),
  ownership: facilityOwnership('ownership'),
  facilityTypeId: integer('facility_type_id').references(() => taxonomyTerms.id, { onDelete: 'set null' }),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  reason: text('reason').notNull(),
  /** How many facilities it closed when made. */
  facilityCount: integer('facility_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Dated hours (public holidays, strikes, temporary closures): on each day from `starts_on` to `ends_on`
 * (Nigerian calendar) the exception replaces that weekday's opening hours: closed, or open `open`–`close`.
 */
export const hoursExceptions = pgTable(
  'hours_exceptions',
  {
    id: serial('id').primaryKey(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    isClosed: boolean('is_closed').notNull(),
    open: time('open'),
    close: time('close'),
    reason: text('reason').notNull().default(''),
    /** The ADMIN's closure of many facilities that made it, if one did. */
    closureId: integer('closure_id').references(() => facilityClosures.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('hours_exceptions_facility_idx').on(table.facilityId, table.endsOn),
    index('hours_exceptions_closure_idx')
      .on(table.closureId)
      .where(sql`${table.closureId} is not null`),
  ],
);

export const facilityPhotos = pgTable(
  'facility_photos',
  {
    id: serial('id').primaryKey(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** A smaller copy for phones and slow connections (uploads have one; imported photos may not). */
    smallUrl: text('small_url'),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('facility_photos_facility_idx').on(table.facilityId, table.position)],
);

/** Services, specialties, insurance and awards a facility carries (its type is a column). */
export const facilityTerms = pgTable(
  'facility_terms',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.facilityId, table.termId] }),
    index('facility_terms_term_idx').on(table.termId, table.facilityId),
  ],
);

/**
 * A facility's readiness: each capability it can provide (a taxonomy entry of kind `capabilities`), with the
 * day it was last confirmed, by whom and on what source. Search filters only on those confirmed within
 * READINESS_FRESH_DAYS, so the day is kept, never a flag.
 */
export const facilityReadiness = pgTable(
  'facility_readiness',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    capabilityId: integer('capability_id')
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
    confirmedAt: date('confirmed_at').notNull(),
    source: text('source').notNull().default(''),
    confirmedBy: readinessConfirmer('confirmed_by').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.facilityId, table.capabilityId] }),
    index('facility_readiness_capability_idx').on(table.capabilityId, table.confirmedAt),
  ],
);

/** Likely duplicates the importer found (same normalised name within 1 km), for ADMIN to review. */
export const facilityDuplicateFlags = pgTable(
  'facility_duplicate_flags',
  {
    id: serial('id').primaryKey(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    duplicateOfId: uuid('duplicate_of_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    distanceMetres: integer('distance_metres').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('facility_duplicate_flags_pair_idx').on(table.facilityId, table.duplicateOfId)],
);
