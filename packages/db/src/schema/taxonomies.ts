import { TAXONOMY_KINDS } from '@carefinder/contracts';
import { pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
  },
  (table) => [
    uniqueIndex('taxonomy_terms_kind_slug_idx').on(table.kind, table.slug),
    uniqueIndex('taxonomy_terms_kind_name_idx').on(table.kind, table.name),
  ],
);
