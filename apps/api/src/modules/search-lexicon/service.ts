import type {
  LexiconEntry,
  LexiconEntryPatch,
  LexiconList,
  LexiconListQuery,
  lexiconEntryInputSchema,
} from '@carefinder/contracts';
import type { z } from 'zod';
import type { Database } from '@carefinder/db';
import { clashesAs } from '../../lib/database-errors.ts';
import { etagOf } from '../../lib/etag.ts';
import { fieldProblem, HttpProblem } from '../../lib/problem.ts';
import {
  changeAudited,
  createAudited,
  removeAudited,
  type AuditedEntity,
  type AuditedWriter,
} from '../audit/service.ts';
import {
  deleteLexiconEntry,
  findLexiconEntry,
  findMeaningId,
  insertLexiconEntry,
  listLexicon,
  updateLexiconEntry,
  type LexiconRow,
  type LexiconValues,
} from './repository.ts';

/** What a lexicon phrase is called in the audit log (`search-phrase.update`). */
export const LEXICON_ENTITY = 'search-phrase';

type LexiconInput = z.output<typeof lexiconEntryInputSchema>;

const toEntry = ({ id, phrase, language, kind, slug, name, reviewedBy }: LexiconRow): LexiconEntry => ({
  id,
  phrase,
  language,
  meaning: { kind, slug, name },
  reviewedBy,
});

/** The fields an ADMIN edits, in one order: what the ETag and the audit entry are made of. */
const editable = ({ phrase, language, meaning, reviewedBy }: LexiconEntry) => ({
  phrase,
  language,
  meaning: { kind: meaning.kind, slug: meaning.slug },
  reviewedBy,
});

export const lexiconEtag = (entry: LexiconEntry) => etagOf(editable(entry));

const noSuchPhrase = (id: number) => new HttpProblem(404, `No search lexicon phrase has the id ${id}.`);

const phrases: AuditedEntity<LexiconRow, ReturnType<typeof editable>, number> = {
  name: LEXICON_ENTITY,
  lock: (tx, id) => findLexiconEntry(tx, id, { lock: true }),
  missing: noSuchPhrase,
  editable: (row) => editable(toEntry(row)),
};

/** The row values of an input or patch: the meaning by its list and slug, which must exist. */
async function toValues(db: Database, input: LexiconEntryPatch): Promise<Partial<LexiconValues>> {
  const { meaning, ...values } = input;
  if (!meaning) return values;
  const termId = await findMeaningId(db, meaning.kind, meaning.slug);
  if (termId === undefined)
    throw fieldProblem(400, 'meaning.slug', `No entry of ${meaning.kind} has the slug "${meaning.slug}".`);
  return { ...values, termId };
}

/** The same phrase, language and meaning twice is a 409 naming the phrase. */
const uniquePhrase = <Result>(write: () => Promise<Result>): Promise<Result> =>
  clashesAs(write, () =>
    fieldProblem(409, 'phrase', 'This phrase already means this entry in this language.'),
  );

export async function listPhrases(db: Database, query: LexiconListQuery): Promise<LexiconList> {
  const { rows, total } = await listLexicon(db, query);
  return { items: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
}

export async function readPhrase(db: Database, id: number): Promise<LexiconEntry> {
  const row = await findLexiconEntry(db, id);
  if (!row) throw noSuchPhrase(id);
  return toEntry(row);
}

export async function createPhrase(writer: AuditedWriter, input: LexiconInput): Promise<LexiconEntry> {
  const id = await uniquePhrase(() =>
    createAudited(writer, phrases, async (tx) =>
      insertLexiconEntry(tx, (await toValues(tx, input)) as LexiconValues),
    ),
  );
  return readPhrase(writer.db, id);
}

export async function changePhrase(
  writer: AuditedWriter,
  id: number,
  patch: LexiconEntryPatch,
  ifMatch: readonly string[],
): Promise<LexiconEntry> {
  await uniquePhrase(() =>
    changeAudited(writer, phrases, id, ifMatch, async (tx) =>
      updateLexiconEntry(tx, id, await toValues(tx, patch)),
    ),
  );
  return readPhrase(writer.db, id);
}

export async function removePhrase(
  writer: AuditedWriter,
  id: number,
  ifMatch: readonly string[],
): Promise<void> {
  await removeAudited(writer, phrases, id, ifMatch, (tx) => deleteLexiconEntry(tx, id));
}
