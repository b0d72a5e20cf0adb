import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { facilities, facilityLevel, facilityOwnership, listingStatus } from './facilities.ts';
import { providers } from './providers.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A transaction id with its epoch (never wraps), compared with a snapshot by `pg_visible_in_snapshot`. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * One row per searchable listing (facility or provider; `id` is the listing's id), kept current by the triggers of migration 0006:
 * the weighted full-text document (name A; type, services, specialties B; places, insurance, conditions C;
 * address D) beside copies of every column search filters, ranks or counts by, so a search reads one table.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['facility', 'provider'] }).notNull(),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name lowercased, without accents, words joined by single spaces: exact and prefix matches. */
    nameKey: text('name_key').notNull(),
    document: tsvector('document').notNull(),
    /** The listing's keywords (a facility's abbreviations: LASUTH), as name_key holds a name. */
    keywordsKey: text('keywords_key').notNull().default(''),
    /** The name's words and the keywords, for autocomplete by any word of a name or an abbreviation. */
    nameWords: tsvector('name_words').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, name_key || ' ' || keywords_key)`,
    ),
    stateId: integer('state_id'),
    lgaId: integer('lga_id'),
    facilityTypeId: integer('facility_type_id'),
    ownership: facilityOwnership('ownership'),
    level: facilityLevel('level'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    averageRating: doublePrecision('average_rating'),
    reviewsCount: integer('reviews_count').notNull(),
    verified: boolean('verified').notNull(),
    status: listingStatus('status').notNull(),
    phone: text('phone'),
    /** Every taxonomy term the listing carries (services, specialties, insurance, …), for filters. */
    termIds: integer('term_ids').array().notNull(),
    insuranceIds: integer('insurance_ids').array().notNull(),
  },
  (table) => [
    index('search_documents_document_idx').using('gin', table.document),
    index('search_documents_name_words_idx').using('gin', table.nameWords),
    index('search_documents_term_ids_idx').using('gin', table.termIds),
    index('search_documents_name_key_idx').on(sql`${table.nameKey} text_pattern_ops`),
    // Deleting a listing cascades here.
    index('search_documents_facility_idx').on(table.facilityId),
    index('search_documents_provider_idx').on(table.providerId),
    index('search_documents_state_lga_idx').on(table.stateId, table.lgaId),
    index('search_documents_latitude_longitude_idx').on(table.latitude, table.longitude),
    check(
      'search_documents_one_listing',
      sql`(${table.facilityId} IS NULL) <> (${table.providerId} IS NULL)`,
    ),
  ],
);

/**
 * The distinct words of every search document with how many documents hold them (DESIGN §7): a misspelt
 * query word is corrected against this small table by trigram similarity, never against the listings.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    documents: integer('documents').notNull().default(1),
  },
  (table) => [index('search_vocabulary_word_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);

/**
 * What search reads, as changed by each committed statement (migration 0041): the listings whose documents
 * were written or removed, or (no ids) the lists. Written by triggers, read by every API process from where
 * it left off (decision 0041), from the primary or a replica, through a pooler: no LISTEN. Rows are kept an
 * hour.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The writing transaction: a reader takes the rows of the transactions its last snapshot did not see. */
    transactionId: xid8('transaction_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    /** Null when a list entry changed rather than listings. */
    listingIds: uuid('listing_ids').array(),
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('search_changes_transaction_idx').on(table.transactionId),
    index('search_changes_recorded_at_idx').on(table.recordedAt),
  ],
);
