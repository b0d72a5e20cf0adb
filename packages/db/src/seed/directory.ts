import { TAXONOMY_KINDS, type Language, type TaxonomyKind } from '@carefinder/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import * as schema from '../schema/index.ts';
import { taxonomySeed } from './taxonomies/index.ts';
import { searchKeywords } from './taxonomies/keywords.ts';
import { startingLexicon } from './taxonomies/lexicon.ts';
import { descriptionsInLanguages } from './taxonomies/descriptions-in-languages.ts';
import { namesInLanguages } from './taxonomies/names-in-languages.ts';

type TermIds = Record<TaxonomyKind, Map<string, number>>;

/**
 * Adds the shipped starting taxonomies that are missing. Entries ADMIN has edited keep their edits; call it
 * at start only while the taxonomies are empty (`seedStartingTaxonomies`), so deleted entries stay deleted.
 */
export async function seedTaxonomies(db: Database): Promise<TermIds> {
  for (const kind of TAXONOMY_KINDS) await seedStartingEntries(db, kind);
  const termIds = await loadTermIds(db);
  await seedLexicon(db, termIds);
  return termIds;
}

/** Adds the shipped starting lexicon's phrases that are missing, each meaning an entry that exists. */
async function seedLexicon(db: Database, termIds: TermIds): Promise<void> {
  const phrases = Object.entries(startingLexicon).flatMap(([language, said]) =>
    said.flatMap(([phrase, [kind, slug]]) => {
      const termId = termIds[kind].get(slug);
      return termId === undefined ? [] : [{ phrase, language: language as Language, termId }];
    }),
  );
  if (phrases.length) await db.insert(schema.searchLexicon).values(phrases).onConflictDoNothing();
}

/**
 * First start: the taxonomies and the search lexicon begin with the shipped starting sets; afterwards they
 * are ADMIN's. A database from before the lexicon gets its starting phrases once, while it has none.
 */
export async function seedStartingTaxonomies(db: Database): Promise<void> {
  const [terms] = await db.select({ value: count() }).from(schema.taxonomyTerms);
  if ((terms?.value ?? 0) === 0) {
    await seedTaxonomies(db);
    return;
  }
  const [phrases] = await db.select({ value: count() }).from(schema.searchLexicon);
  if ((phrases?.value ?? 0) === 0) await seedLexicon(db, await loadTermIds(db));
  await seedCapabilitiesOnce(db);
}

/** A database from before readiness gets the starting capabilities once, while it has none. */
async function seedCapabilitiesOnce(db: Database): Promise<void> {
  const [capabilities] = await db
    .select({ value: count() })
    .from(schema.taxonomyTerms)
    .where(eq(schema.taxonomyTerms.kind, 'capabilities'));
  if ((capabilities?.value ?? 0) > 0) return;
  await seedStartingEntries(db, 'capabilities');
}

/** Adds the list's shipped starting entries that are missing, with their keywords and names in languages. */
async function seedStartingEntries(db: Database, kind: TaxonomyKind): Promise<void> {
  const entries = taxonomySeed[kind].map((entry) => ({
    kind,
    ...entry,
    keywords: searchKeywords[kind]?.[entry.slug] ?? '',
    names: namesInLanguages[kind]?.[entry.slug] ?? {},
    descriptions: descriptionsInLanguages[kind]?.[entry.slug] ?? {},
  }));
  if (entries.length) await db.insert(schema.taxonomyTerms).values(entries).onConflictDoNothing();
}

async function loadTermIds(db: Database): Promise<TermIds> {
  const rows = await db.select().from(schema.taxonomyTerms);
  const ids = Object.fromEntries(TAXONOMY_KINDS.map((kind) => [kind, new Map<string, number>()])) as TermIds;
  for (const row of rows) ids[row.kind].set(row.slug, row.id);
  return ids;
}

/** Sets every facility's and provider's averageRating and reviewsCount from its published reviews. */
export async function recomputeRatingAggregates(db: Database): Promise<void> {
  for (const [table, column] of [
    ['facilities', 'facility_id'],
    ['providers', 'provider_id'],
  ] as const) {
    await db.execute(
      sql.raw(`update ${table} t set average_rating = s.average, reviews_count = s.total
        from (select ${column} as target, avg(rating)::float8 as average, count(*)::int as total
              from reviews where status = 'published' and ${column} is not null group by ${column}) s
        where t.id = s.target`),
    );
  }
}

/** True when the directory has no facilities at all: `npm start` then loads the demo dataset. */
export async function directoryIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(schema.facilities);
  return (row?.value ?? 0) === 0;
}
