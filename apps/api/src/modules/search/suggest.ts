import {
  nameIn,
  SUGGEST_LIMIT,
  type Language,
  type Suggestion,
  type SuggestResult,
  type TaxonomyKind,
} from '@carefinder/contracts';
import { stateLabel } from '../../lib/place.ts';
import type { SearchCaches } from './caches.ts';
import type { SearchCatalogue } from './catalogue.ts';
import { MAX_QUERY_WORDS, nameKey, searchWords } from './query-words.ts';
import { byteOrder, lowerBound } from './sorted.ts';
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
export function startsWords(typed: readonly string[], labelWords: readonly string[]): boolean {
  return typed.every((word) => labelWords.some((labelWord) => labelWord.startsWith(word)));
}

/** A term or place as autocomplete offers it, with the words it is found by and its name key. */
interface Offer {
  suggestion: Suggestion;
  words: readonly string[];
  key: string;
}

/**
 * Offers by the starts of their words: every word of every offer, sorted, so that the offers with a word
 * starting with what was typed are one run of it, found by halving. Autocomplete asks on every keystroke, and
 * testing each of the ~1,100 entries and places took a third of its event loop.
 */
export class OffersByWord {
  private readonly words: string[];
  private readonly owners: Int32Array;

  constructor(readonly offers: readonly Offer[]) {
    const pairs = offers
      .flatMap((offer, index) => offer.words.map((word) => ({ word, index })))
      .sort((a, b) => byteOrder(a.word, b.word) || a.index - b.index);
    this.words = pairs.map((pair) => pair.word);
    this.owners = Int32Array.from(pairs, (pair) => pair.index);
  }

  /** The offers whose words start with every typed word (`startsWords`), in their list's order. */
  matching(typed: readonly string[]): Offer[] {
    // The typed word with the fewest words starting with it gives the offers to test.
    let fewest: { from: number; to: number } | null = null;
    for (const word of typed) {
      const from = lowerBound(this.words.length, (at) => (this.words[at] as string) < word);
      let to = from;
      while (to < this.words.length && (this.words[to] as string).startsWith(word)) to++;
      if (fewest === null || to - from < fewest.to - fewest.from) fewest = { from, to };
    }
    if (fewest === null) return [];
    const indexes = [...new Set(this.owners.subarray(fewest.from, fewest.to))].sort((a, b) => a - b);
    return indexes
      .map((index) => this.offers[index] as Offer)
      .filter((offer) => startsWords(typed, offer.words));
  }
}

/**
 * What autocomplete offers of the lists: places (states first, then LGAs), and the entries named in each
 * language asked for.
 */
interface Offers {
  places: OffersByWord;
  entriesIn: Map<Language, OffersByWord>;
}

const offersByCatalogue = new WeakMap<SearchCatalogue, Offers>();

const offer = (suggestion: Suggestion, words: readonly string[]): Offer => ({
  suggestion,
  words,
  key: nameKey(suggestion.label),
});

function placeOffers(catalogue: SearchCatalogue): OffersByWord {
  const states = catalogue.states.map((state) =>
    offer(
      {
        kind: 'place',
        label: stateLabel(state),
        detail: 'State',
        url: `/search-result?state=${state.alias}`,
      },
      state.words,
    ),
  );
  const lgas = catalogue.lgas.flatMap((lga) => {
    const state = catalogue.stateById.get(lga.stateId);
    return state
      ? [
          offer(
            {
              kind: 'place',
              label: `${lga.name}, ${state.name}`,
              detail: 'Local government area',
              url: `/search-result?state=${state.alias}&lga=${lga.slug}`,
            },
            lga.words,
          ),
        ]
      : [];
  });
  return new OffersByWord([...states, ...lgas]);
}

function entryOffers(catalogue: SearchCatalogue, language: Language): OffersByWord {
  return new OffersByWord(
    SUGGESTED_LISTS.flatMap((list) =>
      catalogue.terms
        .filter((term) => term.kind === list.kind)
        .map((term) =>
          offer(
            {
              kind: list.suggestion,
              label: nameIn(language, term),
              detail: list.detail,
              url: `/search-result?${list.parameter}=${encodeURIComponent(term.slug)}`,
            },
            term.words,
          ),
        ),
    ),
  );
}

/**
 * The catalogue's places and its entries named in a language, each built the first time a request reads
 * this catalogue (it is reloaded as a whole) in that language.
 */
function offersOf(catalogue: SearchCatalogue, language: Language) {
  let offers = offersByCatalogue.get(catalogue);
  if (!offers) {
    offers = { places: placeOffers(catalogue), entriesIn: new Map() };
    offersByCatalogue.set(catalogue, offers);
  }
  let entries = offers.entriesIn.get(language);
  if (!entries) {
    entries = entryOffers(catalogue, language);
    offers.entriesIn.set(language, entries);
  }
  return { entries, places: offers.places };
}

/** Labels that begin with the typed text come before those that only contain its words; then shorter ones. */
function closestFirst(offers: Offer[], typedKey: string): Suggestion[] {
  return offers
    .sort(
      (a, b) =>
        Number(b.key.startsWith(typedKey)) - Number(a.key.startsWith(typedKey)) ||
        a.key.length - b.key.length ||
        a.suggestion.label.localeCompare(b.suggestion.label),
    )
    .map((offer) => offer.suggestion);
}

/** The first `limit` of the offers matching the typed words, closest first. */
function closest(offers: OffersByWord, typed: readonly string[], limit: number): Suggestion[] {
  return closestFirst(offers.matching(typed), typed.join(' ')).slice(0, limit);
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
    parts: { what: null, place: where || null, asTyped: false },
  };
}

async function suggestFor(
  finder: MatchFinder,
  catalogue: SearchCatalogue,
  typed: readonly string[],
  limit: number,
  language: Language,
) {
  const { entries, places } = offersOf(catalogue, language);
  const fromLists = [
    ...closest(entries, typed, MAX_LIST_ENTRIES),
    ...closest(places, typed, MAX_PLACES),
  ].slice(0, limit);
  const listings = await finder.findListingsByName(typed, limit - fromLists.length);
  return [...fromLists, ...listings.map((row) => listingSuggestion(catalogue, row))];
}

/**
 * GET /api/suggest: the whole query as search reads it ("Pharmacies in Lagos"), then up to 8 terms,
 * places and listings whose words start with what was typed (when nothing does, the words are corrected
 * against the search vocabulary and tried once more), and last, unless the first item already is one, the
 * typed words as a search.
 */
export async function suggest(
  finder: MatchFinder,
  caches: SearchCaches,
  q: string,
  language: Language = 'en',
): Promise<SuggestResult> {
  const typed = searchWords(q).slice(0, MAX_QUERY_WORDS);
  if (!typed.length) return { items: [] };
  const catalogue = await caches.catalogue();
  // One word is still being typed: it has no place or other words to read yet.
  const readings = typed.length > 1 ? await caches.readWords(typed) : null;
  const whole = readings ? wholeQuerySuggestion(catalogue, readings, language) : null;
  const [first, last] = whole ? [[whole], []] : [[], [searchForSuggestion(typed)]];
  const limit = SUGGEST_LIMIT - 1;
  let items = await suggestFor(finder, catalogue, typed, limit, language);
  if (!items.length) {
    const corrected = readings ?? (await caches.readWords(typed));
    if (corrected.some((reading) => reading.corrected)) {
      const best = corrected.map((reading) => reading.best);
      items = await suggestFor(finder, catalogue, best, limit, language);
    }
  }
  return { items: [...first, ...items, ...last] };
}
