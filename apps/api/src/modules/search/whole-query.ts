import { nameIn, type Language, type Suggestion } from '@carefinder/contracts';
import { namedTerms, type SearchCatalogue, type SearchPlace } from './catalogue.ts';
import { plural } from './english-plural.ts';
import { findPlace, withoutPlace, type NamedPlace } from './query-words.ts';
import type { WordReading } from './search-types.ts';

/** A place's name is completed from what is typed of its last word once this much of it is typed. */
const MIN_PLACE_PREFIX = 3;

interface ReadQuery {
  /** What is sought, spelling corrected: the words without the place. */
  what: string[];
  place: SearchPlace | null;
  /**
   * The words to search: as typed, so the link finds exactly what the typed text finds (the results page
   * says what it corrected), with a place being typed completed.
   */
  searched: string[];
}

/**
 * The last typed words begin to name a place: "pharmacy lag" → Lagos. States before LGAs, then the
 * shortest name; the words before the place must be spelt as the name is.
 */
function placeBeingTyped(
  typed: readonly string[],
  places: readonly NamedPlace<SearchPlace>[],
): NamedPlace<SearchPlace> | null {
  const last = typed[typed.length - 1];
  if (last === undefined || last.length < MIN_PLACE_PREFIX) return null;
  const candidates = places.filter(({ words }) => {
    const start = typed.length - words.length;
    if (start < 1) return false; // the place alone is a place suggestion, not a search
    return words.every((word, offset) =>
      offset === words.length - 1 ? word.startsWith(last) : typed[start + offset] === word,
    );
  });
  candidates.sort(
    (a, b) => Number(b.isState) - Number(a.isState) || a.words.join(' ').length - b.words.join(' ').length,
  );
  return candidates[0] ?? null;
}

/** Reads the query as search does (corrections, a trailing place), completing a place still being typed. */
function readQuery(catalogue: SearchCatalogue, readings: readonly WordReading[]): ReadQuery | null {
  const best = readings.map((reading) => reading.best);
  const typed = readings.map((reading) => reading.typed);
  const named = findPlace(best, catalogue.namedPlaces);
  if (named && named.from > 0) {
    const searched = typed.map((word, index) =>
      index >= named.from && index < named.end ? best[index]! : word,
    );
    return { what: withoutPlace(best, named), place: named.place, searched };
  }
  const typing = placeBeingTyped(typed, catalogue.namedPlaces);
  if (typing) {
    const before = typed.length - typing.words.length;
    return {
      what: best.slice(0, before),
      place: typing.place,
      searched: [...typed.slice(0, before), ...typing.words],
    };
  }
  const corrected = readings.some((reading) => reading.corrected);
  return corrected && best.length > 1 ? { what: best, place: null, searched: typed } : null;
}

/** Sentence case: "General Hospital" → "General hospital"; words in capitals (HIV, ENT) stay. */
function sentenceCase(text: string): string {
  const words = text
    .split(' ')
    .map((word, index) => (index === 0 || /^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()));
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** The need in a language: a term's name there (in English, a type in the plural), else the words. */
function describe(catalogue: SearchCatalogue, what: readonly string[], language: Language): string {
  const [term] = namedTerms(catalogue, what);
  if (!term) return sentenceCase(what.join(' '));
  if (language !== 'en') return nameIn(language, term);
  return sentenceCase(term.kind === 'facility-types' ? plural(term.name) : term.name);
}

const placeName = ({ state, lga, town }: SearchPlace) => town ?? lga?.name ?? state.name;

const searchUrl = (words: readonly string[]) =>
  `/search-result?q=${encodeURIComponent(words.join(' ')).replace(/%20/g, '+')}`;

/**
 * The whole query as one suggestion, read as search reads it: "pharmacy lagos" → "Pharmacies in Lagos",
 * "genral hospitl ikeja" → "General hospitals in Ikeja". Its link is the search of the typed words, so it
 * leads to the results they find. None when the text is only being typed (one word,
 * nothing corrected, no place).
 */
export function wholeQuerySuggestion(
  catalogue: SearchCatalogue,
  readings: readonly WordReading[],
  language: Language,
): Suggestion | null {
  const query = readQuery(catalogue, readings);
  if (!query || !query.what.length) return null;
  const what = describe(catalogue, query.what, 'en');
  const place = query.place ? placeName(query.place) : null;
  return {
    kind: 'search',
    label: place ? `${what} in ${place}` : what,
    detail: 'Search',
    url: searchUrl(query.searched),
    parts: { what: describe(catalogue, query.what, language), place, asTyped: false },
  };
}

/** "Search for “paediatrics”": the typed words as a search, for when nothing reads them better. */
export function searchForSuggestion(typed: readonly string[]): Suggestion {
  const what = typed.join(' ');
  return {
    kind: 'search',
    label: `Search for “${what}”`,
    detail: 'Search',
    url: searchUrl(typed),
    parts: { what, place: null, asTyped: true },
  };
}
