import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Language, LexiconListQuery, LexiconMeaningKind } from '@carefinder/contracts';
import { alphabetical, containing, schema, type Database } from '@carefinder/db';

const { searchLexicon, taxonomyTerms } = schema;

export interface LexiconRow {
  id: number;
  phrase: string;
  language: Language;
  termId: number;
  kind: LexiconMeaningKind;
  slug: string;
  name: string;
  reviewedBy: string | null;
}

export type LexiconValues = Pick<
  typeof searchLexicon.$inferInsert,
  'phrase' | 'language' | 'termId' | 'reviewedBy'
>;

const columns = {
  id: searchLexicon.id,
  phrase: searchLexicon.phrase,
  language: searchLexicon.language,
  termId: searchLexicon.termId,
  kind: taxonomyTerms.kind,
  slug: taxonomyTerms.slug,
  name: taxonomyTerms.name,
  reviewedBy: searchLexicon.reviewedBy,
};

/** Phrases with the entry each means, selecting `fields`. */
const withMeaning = <Fields extends Parameters<Database['select']>[0]>(db: Database, fields: Fields) =>
  db.select(fields).from(searchLexicon).innerJoin(taxonomyTerms, eq(taxonomyTerms.id, searchLexicon.termId));

function matching({ q, language }: Pick<LexiconListQuery, 'q' | 'language'>): SQL | undefined {
  return and(
    language ? eq(searchLexicon.language, language) : undefined,
    q
      ? or(
          ilike(searchLexicon.phrase, containing(q)),
          ilike(taxonomyTerms.name, containing(q)),
          ilike(searchLexicon.reviewedBy, containing(q)),
        )
      : undefined,
  );
}

/** A page of phrases by language, then phrase; with the count of all that match. */
export async function listLexicon(
  db: Database,
  query: LexiconListQuery,
): Promise<{ rows: LexiconRow[]; total: number }> {
  const where = matching(query);
  const [rows, [counted]] = await Promise.all([
    withMeaning(db, columns)
      .where(where)
      .orderBy(asc(searchLexicon.language), alphabetical(searchLexicon.phrase), asc(searchLexicon.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    withMeaning(db, { total: count() }).where(where),
  ]);
  return { rows: rows as LexiconRow[], total: counted?.total ?? 0 };
}

/** One phrase; with `lock`, locked until the transaction ends so two writes to it take turns. */
export async function findLexiconEntry(
  db: Database,
  id: number,
  { lock = false } = {},
): Promise<LexiconRow | undefined> {
  const query = withMeaning(db, columns).where(eq(searchLexicon.id, id));
  const [row] = await (lock ? query.for('update', { of: searchLexicon }) : query);
  return row as LexiconRow | undefined;
}

/** The id of the entry of a list a phrase can mean, by its slug. */
export async function findMeaningId(
  db: Database,
  kind: LexiconMeaningKind,
  slug: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: taxonomyTerms.id })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.kind, kind), eq(taxonomyTerms.slug, slug)));
  return row?.id;
}

export async function insertLexiconEntry(db: Database, values: LexiconValues): Promise<number> {
  const [row] = await db.insert(searchLexicon).values(values).returning({ id: searchLexicon.id });
  if (!row) throw new Error('insert into search_lexicon returned no row');
  return row.id;
}

export async function updateLexiconEntry(
  db: Database,
  id: number,
  changes: Partial<LexiconValues>,
): Promise<void> {
  await db
    .update(searchLexicon)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(searchLexicon.id, id));
}

export async function deleteLexiconEntry(db: Database, id: number): Promise<void> {
  await db.delete(searchLexicon).where(eq(searchLexicon.id, id));
}
