import {
  OTHER_LANGUAGES,
  PROBLEM_TYPES,
  type NamesInLanguages,
  type TaxonomyEntry,
  type TaxonomyEntryPatch,
  type TaxonomyKind,
  type TaxonomyList,
  type TaxonomyListQuery,
  type taxonomyEntryInputSchema,
} from '@carefinder/contracts';
import type { z } from 'zod';
import type { Database } from '@carefinder/db';
import { clashesAs } from '../../lib/database-errors.ts';
import { etagOf } from '../../lib/etag.ts';
import { fieldProblem, HttpProblem, typedProblem } from '../../lib/problem.ts';
import type { ListingTermRow } from '../../lib/listing-terms.ts';
import {
  changeAudited,
  createAudited,
  currentAudited,
  recordAudited,
  type AuditedEntity,
  type AuditedWriter,
} from '../audit/service.ts';
import {
  countTermUses,
  deleteTerm,
  dropSlugAlias,
  findListingTerms,
  findSlugHolder,
  insertTerm,
  keepSlugAlias,
  listTaxonomyEntries,
  lockTerm,
  moveTermLinks,
  updateTerm,
  type TermChanges,
  type TermRow,
} from './repository.ts';

/** The terms a listing carries, by name, for the facility and provider pages. */
export const termsOfListing = (
  db: Database,
  listing: 'facility' | 'provider',
  id: string,
): Promise<ListingTermRow[]> => findListingTerms(db, listing, id);

/** What one entry of each list is called in the audit log (`service.update`, `facility-type.delete`). */
export const TAXONOMY_ENTITY: Record<TaxonomyKind, string> = {
  'facility-types': 'facility-type',
  services: 'service',
  specialties: 'specialty',
  conditions: 'condition',
  procedures: 'procedure',
  insurance: 'insurance',
  awards: 'award',
  qualities: 'quality',
  'practice-areas': 'practice-area',
  capabilities: 'capability',
};

/** Who writes, and where the change and its audit entry go (one transaction). */
export type TermWriter = AuditedWriter;

type EditableTerm = Pick<TermRow, 'slug' | 'name' | 'description' | 'keywords' | 'names' | 'descriptions'>;

/** Words in the other languages in one order of languages, whatever order they were written in. */
const inLanguageOrder = (words: NamesInLanguages): NamesInLanguages =>
  Object.fromEntries(
    OTHER_LANGUAGES.flatMap((language) => (words[language] ? [[language, words[language]]] : [])),
  );

/** The fields an ADMIN edits, in one order: what the ETag and the audit entry are made of. */
const editable = ({
  slug,
  name,
  description,
  keywords,
  names,
  descriptions,
}: EditableTerm): EditableTerm => ({
  slug,
  name,
  description,
  keywords,
  names: inLanguageOrder(names),
  descriptions: inLanguageOrder(descriptions),
});

export const termEtag = (term: EditableTerm) => etagOf(editable(term));

/** A slug made from a name: "Ear, Nose & Throat (ENT)" → "ear-nose-throat-ent". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

const uses = (entry: TaxonomyEntry) => entry.facilityCount + entry.providerCount;

/** One list, filtered, sorted and paged as the admin tables ask (the whole list by name otherwise). */
export async function listTerms(
  db: Database,
  kind: TaxonomyKind,
  { q, sort, page, pageSize }: TaxonomyListQuery,
): Promise<TaxonomyList> {
  const all = await listTaxonomyEntries(db, kind);
  const needle = q?.toLowerCase();
  const matching = needle
    ? all.filter((entry) =>
        [entry.name, entry.slug, entry.keywords].some((text) => text.toLowerCase().includes(needle)),
      )
    : all;
  // The query answers by name; a stable sort keeps that order among equal counts.
  const sorted = sort === 'uses' ? [...matching].sort((a, b) => uses(b) - uses(a)) : matching;
  const size = pageSize ?? Math.max(sorted.length, 1);
  return {
    kind,
    items: sorted.slice((page - 1) * size, page * size),
    total: sorted.length,
    page,
    pageSize: size,
  };
}

export async function readTerm(db: Database, kind: TaxonomyKind, id: number): Promise<TaxonomyEntry> {
  const [entry] = await listTaxonomyEntries(db, kind, { id });
  if (!entry) throw new HttpProblem(404, `No ${TAXONOMY_ENTITY[kind]} has the id ${id}.`);
  return entry;
}

/** Makes `slug` the entry's own: free, or an old slug of this very entry (taken back from its aliases). */
async function claimSlug(db: Database, kind: TaxonomyKind, slug: string, termId: number | null) {
  const holder = await findSlugHolder(db, kind, slug);
  if (!holder) return;
  if (holder.termId === termId && holder.isAlias) return dropSlugAlias(db, kind, slug);
  if (holder.termId === termId) return;
  throw fieldProblem(
    409,
    'slug',
    holder.isAlias
      ? `"${slug}" is an old slug of another entry, which links still use. Choose another.`
      : `Another entry of this list has the slug "${slug}".`,
  );
}

/** A free slug for a new entry named `name`: its own, or with -2, -3… when another entry has it. */
async function freeSlugFor(db: Database, kind: TaxonomyKind, name: string): Promise<string> {
  const base = slugFromName(name);
  if (!base) throw fieldProblem(400, 'name', 'Use at least one letter or digit in the name.');
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await findSlugHolder(db, kind, candidate))) return candidate;
  }
  throw fieldProblem(409, 'slug', 'Choose a slug: every slug made from this name is taken.');
}

/** A taken name is a 409 naming `name`; another unique violation (a slug taken meanwhile) names `slug`. */
const namingConflicts = <Result>(write: () => Promise<Result>): Promise<Result> =>
  clashesAs(write, (error) =>
    String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '').includes('name')
      ? fieldProblem(409, 'name', 'Another entry of this list has this name.')
      : fieldProblem(409, 'slug', 'Another entry of this list has this slug.'),
  );

/** The entries of one list as the audit log names them (`service.update`). */
function termEntity(kind: TaxonomyKind): AuditedEntity<TermRow, EditableTerm, number> {
  const name = TAXONOMY_ENTITY[kind];
  return {
    name,
    lock: (tx, id) => lockTerm(tx, kind, id),
    missing: (id) => new HttpProblem(404, `No ${name} has the id ${id}.`),
    editable,
  };
}

export async function createTerm(
  writer: TermWriter,
  kind: TaxonomyKind,
  input: z.output<typeof taxonomyEntryInputSchema>,
): Promise<TaxonomyEntry> {
  const id = await namingConflicts(() =>
    createAudited(writer, termEntity(kind), async (tx) => {
      const slug = input.slug ?? (await freeSlugFor(tx, kind, input.name));
      if (input.slug) await claimSlug(tx, kind, slug, null);
      return (await insertTerm(tx, { kind, ...editable({ ...input, slug }) })).id;
    }),
  );
  return readTerm(writer.db, kind, id);
}

export async function changeTerm(
  writer: TermWriter,
  kind: TaxonomyKind,
  id: number,
  patch: TaxonomyEntryPatch,
  ifMatch: readonly string[],
): Promise<TaxonomyEntry> {
  await namingConflicts(() =>
    changeAudited(writer, termEntity(kind), id, ifMatch, async (tx, current) => {
      // Compared as stored (names in one order of languages), so sending back what is there changes nothing.
      const stored = editable(current);
      const written = editable({ ...current, ...patch });
      const changes: TermChanges = Object.fromEntries(
        (Object.keys(patch) as (keyof EditableTerm)[])
          .filter((field) => patch[field] !== undefined)
          .filter((field) => JSON.stringify(written[field]) !== JSON.stringify(stored[field]))
          .map((field) => [field, written[field]]),
      );
      if (!Object.keys(changes).length) return;
      if (changes.slug) {
        await claimSlug(tx, kind, changes.slug, id);
        // The old slug keeps finding the entry: links and bookmarks made with it still work.
        await keepSlugAlias(tx, kind, current.slug, id);
      }
      await updateTerm(tx, id, changes);
    }),
  );
  return readTerm(writer.db, kind, id);
}

/**
 * Deletes an entry no listing uses (409 otherwise), or, with `mergeInto`, first moves every link, alias and
 * facility type to that entry of the same list: one transaction, one audit entry.
 */
export async function removeTerm(
  writer: TermWriter,
  kind: TaxonomyKind,
  id: number,
  ifMatch: readonly string[],
  mergeInto: number | undefined,
): Promise<void> {
  const terms = termEntity(kind);
  await writer.db.transaction(async (tx) => {
    const current = await currentAudited(tx, terms, id, ifMatch);
    const uses = await countTermUses(tx, id);
    let merged: { into: number; slug: string } | null = null;
    if (mergeInto !== undefined) {
      if (mergeInto === id)
        throw fieldProblem(400, 'mergeInto', 'Merge into another entry, not into itself.');
      const target = await lockTerm(tx, kind, mergeInto);
      if (!target)
        throw fieldProblem(400, 'mergeInto', `No ${terms.name} of this list has the id ${mergeInto}.`);
      await moveTermLinks(tx, id, mergeInto);
      merged = { into: mergeInto, slug: target.slug };
    } else if (uses.facilities + uses.providers > 0) {
      throw typedProblem(
        PROBLEM_TYPES.inUse,
        `${uses.facilities} facilities and ${uses.providers} providers use "${current.name}". Merge it into ` +
          'another entry instead (?mergeInto=<id>), so none of them loses it.',
      );
    }
    await deleteTerm(tx, id);
    // After the delete (its own slug is free again): the merged entry answers to it.
    if (merged) await keepSlugAlias(tx, kind, current.slug, merged.into);
    await recordAudited(
      writer,
      terms.name,
      id,
      merged ? 'merge' : 'delete',
      {
        before: { ...editable(current), uses },
        after: merged ? { mergedInto: merged.into, slug: merged.slug } : null,
      },
      tx,
    );
  });
}
