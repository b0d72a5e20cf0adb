import { TAXONOMY_KINDS } from '@carefinder/contracts';
import type { NamesInLanguages } from '@carefinder/contracts';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { siteLanguage } from './reference.ts';

export const taxonomyKind = pgEnum('taxonomy_kind', TAXONOMY_KINDS);

/** Every curated list (facility types, services, specialties, …) in one table, told apart by kind. */
export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    id: serial('id').primaryKey(),
    kind: taxonomyKind('kind').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Other words people search with for this entry ("paediatrician", "phc"); part of the search index. */
    keywords: text('keywords').notNull().default(''),
    /** The name in Hausa, Yoruba, Igbo and Pidgin where an ADMIN gave one (English is `name`). */
    names: jsonb('names').$type<NamesInLanguages>().notNull().default({}),
    /** The description in those languages where an ADMIN gave one (English is `description`). */
    descriptions: jsonb('descriptions').$type<NamesInLanguages>().notNull().default({}),
  },
  (table) => [
    uniqueIndex('taxonomy_terms_kind_slug_idx').on(table.kind, table.slug),
    uniqueIndex('taxonomy_terms_kind_name_idx').on(table.kind, table.name),
  ],
);

/**
 * Slugs an entry had before an ADMIN changed them, or the slugs of entries merged into it: search URLs and
 * links made with an old slug keep finding the entry.
 */
export const taxonomySlugAliases = pgTable(
  'taxonomy_slug_aliases',
  {
    kind: taxonomyKind('kind').notNull(),
    slug: text('slug').notNull(),
    termId: integer('term_id')
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.slug] })],
);

/**
 * The search lexicon: how people say a need in each language ("ile elegbogi", "where to born") and the entry
 * it means (a facility type, service or specialty). Search reads a phrase as one more name of its entry
 * (SQL term_lexicon). `reviewed_by` names the native speaker who checked it; null while a draft.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    id: serial('id').primaryKey(),
    phrase: text('phrase').notNull(),
    language: siteLanguage('language').notNull(),
    termId: integer('term_id')
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
    reviewedBy: text('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('search_lexicon_phrase_idx').on(table.language, table.phrase, table.termId),
    index('search_lexicon_term_idx').on(table.termId),
  ],
);
