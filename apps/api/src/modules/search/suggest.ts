import { SUGGEST_LIMIT, type Suggestion, type SuggestResult, type TaxonomyKind } from '@carefinder/contracts';
import { stateLabel } from '../../lib/place.ts';
import type { SearchCaches } from './caches.ts';
import type { SearchCatalogue } from './catalogue.ts';
import { MAX_QUERY_WORDS, nameKey, searchWords } from './query-words.ts';
import { listingUrl, type MatchFinder, type NameMatchRow } from './service.ts';
import { searchForSuggestion, wholeQuerySuggestion } from './whole-query.ts';

/** The lists autocomplete offers entries of, how each is labelled, and the filter its link sets. */
const SUGGESTED_LISTS = [
  {
    kind: 'facility-types',
    suggestion: 'facility-type',
    detail: 'Facility type',
    parameter: 'facilityType',
  },
  { kind: 'specialties', suggestion: 'specialty', detail: 'Specialty', parameter: 'specialty' },
  { kind: 'services', suggestion: 'service', detail: 'Service', parameter: 'service' },
  { kind: 'conditions', suggestion: 'condition', detail: 'Condition', parameter: 'condition' },
  { kind: 'procedures', suggestion: 'procedure', detail: 'Procedure', parameter: 'procedure' },
] as const satisfies readonly {
  kind: TaxonomyKind;
  suggestion: Suggestion['kind'];
  detail: string;
  parameter: string;
}[];

const MAX_LIST_ENTRIES = 3;
const MAX_PLACES = 2;

/** Every typed word starts one of the label's words; the last may be still being typed. */
function startsWords(typed: readonly string[], labelWords: readonly string[]): boolean {
  return typed.every((word) => labelWords.some((labelWord) => labelWord.startsWith(word)));
}

/** Labels that begin with the typed text come before those that only contain its words; then shorter ones. */
function closestFirst<Entry extends { label: string }>(entries: Entry[], typedKey: string): Entry[] {
  return entries
    .map((entry) => ({ entry, key: nameKey(entry.label) }))
    .sort(
      (a, b) =>
        Number(b.key.startsWith(typedKey)) - Number(a.key.startsWith(typedKey)) ||
        a.key.length - b.key.length ||
        a.entry.label.localeCompare(b.entry.label),
    )
    .map(({ entry }) => entry);
}

function listEntries(catalogue: SearchCatalogue, typed: readonly string[]): Suggestion[] {
  const entries = SUGGESTED_LISTS.flatMap((list) =>
    catalogue.terms
      .filter((term) => term.kind === list.kind && startsWords(typed, term.words))
      .map((term) => ({
        kind: list.suggestion,
        label: term.name,
        detail: list.detail,
        url: `/search-result?${list.parameter}=${encodeURIComponent(term.slug)}`,
      })),
  );
  return closestFirst(entries, typed.join(' ')).slice(0, MAX_LIST_ENTRIES);
}

function places(catalogue: SearchCatalogue, typed: readonly string[]): Suggestion[] {
  const states = catalogue.states
    .filter((state) => startsWords(typed, state.words))
    .map((state) => ({
      kind: 'place' as const,
      label: stateLabel(state),
      detail: 'State',
      url: `/search-result?state=${state.alias}`,
    }));
  const lgas = catalogue.lgas
    .filter((lga) => startsWords(typed, lga.words))
    .flatMap((lga) => {
      const state = catalogue.stateById.get(lga.stateId);
      return state
        ? [
            {
              kind: 'place' as const,
              label: `${lga.name}, ${state.name}`,
              detail: 'Local government area',
              url: `/search-result?state=${state.alias}&lga=${lga.slug}`,
            },
          ]
        : [];
    });
  return closestFirst([...states, ...lgas], typed.join(' ')).slice(0, MAX_PLACES);
}

function listingSuggestion(catalogue: SearchCatalogue, row: NameMatchRow): Suggestion {
  const state = row.stateId === null ? undefined : catalogue.stateById.get(row.stateId);
  const lga = row.lgaId === null ? undefined : catalogue.lgaById.get(row.lgaId);
  const where = [lga?.name, state?.name].filter(Boolean).join(', ');
  const what = row.kind === 'facility' ? 'Facility' : 'Doctor';
  return {
    kind: row.kind,
    label: row.name,
    detail: where ? `${what} · ${where}` : what,
    url: listingUrl(row),
  };
}

async function suggestFor(
  finder: MatchFinder,
  catalogue: SearchCatalogue,
  typed: readonly string[],
  limit: number,
) {
  const fromLists = [...listEntries(catalogue, typed), ...places(catalogue, typed)].slice(0, limit);
  const listings = await finder.findListingsByName(typed, limit - fromLists.length);
  return [...fromLists, ...listings.map((row) => listingSuggestion(catalogue, row))];
}

/**
 * GET /api/suggest: the whole query as search reads it ("Pharmacies in Lagos"), then up to 8 list entries,
 * places and listings whose words start with what was typed (when nothing does, the words are corrected
 * against the search vocabulary and tried once more), and last, unless the first item already is one, the
 * typed words as a search.
 */
export async function suggest(finder: MatchFinder, caches: SearchCaches, q: string): Promise<SuggestResult> {
  const typed = searchWords(q).slice(0, MAX_QUERY_WORDS);
  if (!typed.length) return { items: [] };
  const catalogue = await caches.catalogue();
  // One word is still being typed: it has no place or other words to read yet.
  const readings = typed.length > 1 ? await caches.readWords(typed) : null;
  const whole = readings ? wholeQuerySuggestion(catalogue, readings) : null;
  const [first, last] = whole ? [[whole], []] : [[], [searchForSuggestion(typed)]];
  const limit = SUGGEST_LIMIT - 1;
  let items = await suggestFor(finder, catalogue, typed, limit);
  if (!items.length) {
    const corrected = readings ?? (await caches.readWords(typed));
    if (corrected.some((reading) => reading.corrected)) {
      const best = corrected.map((reading) => reading.best);
      items = await suggestFor(finder, catalogue, best, limit);
    }
  }
  return { items: [...first, ...items, ...last] };
}
