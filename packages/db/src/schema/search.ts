import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { facilities, facilityLevel, facilityOwnership, listingStatus } from './facilities.ts';
import { providers } from './providers.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
