/** At most this many words of a query are searched; the rest cannot narrow a name any further. */
export const MAX_QUERY_WORDS = 10;

/** Words that introduce a place: "clinic in Ikeja", "hospital near Yaba". */
const PLACE_PREPOSITIONS = new Set(['in', 'near', 'at', 'around']);

/**
 * The words of a text as the search index holds them (migration 0006 `search_words` with the `simple`
 * parser): lowercase, accents removed, split at anything that is not a letter or digit.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A name as `search_name_key` stores it: its words joined by single spaces. */
export const nameKey = (text: string) => searchWords(text).join(' ');

/** "near me" says where, not what: the page sends the visitor's position as lat/lon instead. */
export function withoutNearMe(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    if ((words[index] === 'near' || words[index] === 'around') && words[index + 1] === 'me') {
      index += 1;
      continue;
    }
    kept.push(words[index] ?? '');
  }
  return kept;
}

export interface NamedPlace<Place> {
  /** The place's name as search words, e.g. ['lagos', 'island']. */
  words: readonly string[];
  place: Place;
  /** States win over LGAs of the same name ("Oyo", "Bauchi"). */
  isState: boolean;
}

export interface PlaceMatch<Place> {
  place: Place;
  /** Where the place's words begin, and where the phrase begins with its preposition ("in"). */
  start: number;
  from: number;
  end: number;
  /** Introduced by "in", "near", "at" or "around", or the whole query: the visitor asked for that place. */
  explicit: boolean;
}

/**
 * The longest run of words that names a state or LGA, preferring the latest run (places come last:
 * "general hospital ikeja") and a state over an LGA of the same name.
 */
export function findPlace<Place>(
  words: readonly string[],
  places: readonly NamedPlace<Place>[],
): PlaceMatch<Place> | null {
  let best: (PlaceMatch<Place> & { isState: boolean }) | null = null;
  for (const candidate of places) {
    const length = candidate.words.length;
    for (let start = words.length - length; start >= 0; start -= 1) {
      if (!candidate.words.every((word, offset) => words[start + offset] === word)) continue;
      const better =
        best === null ||
        length > best.end - best.start ||
        (length === best.end - best.start &&
          (start > best.start || (start === best.start && candidate.isState && !best.isState)));
      if (better) {
        const preposition = words[start - 1];
        const introduced = preposition !== undefined && PLACE_PREPOSITIONS.has(preposition);
        const explicit: boolean = introduced || (start === 0 && length === words.length);
        best = {
          place: candidate.place,
          start,
          from: introduced ? start - 1 : start,
          end: start + length,
          explicit,
          isState: candidate.isState,
        };
      }
      break;
    }
  }
  if (best === null) return null;
  const { isState: _isState, ...match } = best;
  return match;
}

/** What is left of the query's words (or of anything in step with them) without the place phrase. */
export function withoutPlace<Item>(items: readonly Item[], match: PlaceMatch<unknown>): Item[] {
  return [...items.slice(0, match.from), ...items.slice(match.end)];
}

/**
 * A `to_tsquery('simple', …)` text: every group must match, any word of a group may (a word and its
 * spelling corrections). Words are [a-z0-9]+ (searchWords), so nothing in them is tsquery syntax.
 */
export function toTsQuery(groups: readonly (readonly string[])[], mode: 'all' | 'any' = 'all'): string {
  const terms = groups
    .filter((group) => group.length > 0)
    .map((group) => (group.length === 1 ? group[0] : `(${group.join(' | ')})`));
  return terms.join(mode === 'all' ? ' & ' : ' | ');
}
