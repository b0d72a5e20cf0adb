import { nameIn, taxonomyListSchema } from '@carefinder/contracts';
import type { NamesInLanguages, TaxonomyKind } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import { SOURCE_LOCALE, type Locale } from '~/lib/i18n/locales';

/** An entry of a list as the web server keeps it: its English name and its names in the other languages. */
export interface ListEntry {
  value: string;
  name: string;
  names?: NamesInLanguages;
  /** What the entry is, in English and in the other languages where given. */
  description?: string;
  descriptions?: NamesInLanguages;
}

/**
 * The lists change only when an ADMIN edits them, while every results and listing page needs them: this
 * server keeps each for a few minutes instead of asking the API (which counts listings per entry) each time.
 */
const LIST_TTL_MS = 5 * 60_000;
const lists = new Map<string, { expiresAt: number; entries: Promise<ListEntry[]> }>();

/** A list from the API (`path`), kept for a few minutes; a failure is not kept: the next page asks again. */
export function cachedList(path: string, load: () => Promise<ListEntry[]>): Promise<ListEntry[]> {
  const now = Date.now();
  const kept = lists.get(path);
  if (kept && kept.expiresAt > now) return kept.entries;
  const entries = load();
  lists.set(path, { expiresAt: now + LIST_TTL_MS, entries });
  entries.catch(() => {
    if (lists.get(path)?.entries === entries) lists.delete(path);
  });
  return entries;
}

/** A curated list's entries, each with its names in the other languages. */
export const termList = (kind: TaxonomyKind): Promise<ListEntry[]> =>
  cachedList(`/${kind}`, async () =>
    (await fetchForPage(`/${kind}`, taxonomyListSchema)).items.map(
      ({ slug, name, names, description, descriptions }) => ({
        value: slug,
        name,
        names,
        description,
        descriptions,
      }),
    ),
  );

/** Names terms of a list in the page's language (English where they have none); English pages as sent. */
export async function termsNamedIn(locale: Locale, kind: TaxonomyKind) {
  if (locale === SOURCE_LOCALE) return <Term extends { slug: string; name: string }>(term: Term) => term;
  const names = new Map((await termList(kind)).map((entry) => [entry.value, nameIn(locale, entry)]));
  return <Term extends { slug: string; name: string }>(term: Term): Term => ({
    ...term,
    name: names.get(term.slug) ?? term.name,
  });
}

/** Describes terms of a list in the page's language (English where they have none), by slug. */
export async function termDescriptionsIn(locale: Locale, kind: TaxonomyKind) {
  const descriptions = new Map(
    (await termList(kind)).map((entry) => [
      entry.value,
      nameIn(locale, { name: entry.description ?? '', names: entry.descriptions }),
    ]),
  );
  return (slug: string): string => descriptions.get(slug) ?? '';
}
