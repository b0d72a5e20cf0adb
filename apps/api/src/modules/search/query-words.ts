import { plainLetters } from '../../lib/plain-letters.ts';

/** At most this many words of a query are searched; the rest cannot narrow a name any further. */
export const MAX_QUERY_WORDS = 10;

/**
 * Words that introduce a place: "clinic in Ikeja", "hospital near Yaba"; Pidgin "for Yaba", Hausa "a Kano",
 * Yoruba "ni Ibadan", Igbo "na Enugu".
 */
const PLACE_PREPOSITIONS = new Set(['in', 'near', 'at', 'around', 'for', 'a', 'ni', 'na']);

/**
 * The words of a text as the search index holds them (migration 0006 `search_words` with the `simple`
 * parser): lowercase, accents removed (Ọnịcha is onicha), hooked letters folded, split at anything that is
 * not a letter or digit.
 */
export function searchWords(text: string): string[] {
  return plainLetters(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A name as `search_name_key` stores it: its words joined by single spaces. */
export const nameKey = (text: string) => searchWords(text).join(' ');

/**
 * What people add to a need, in the site's languages (the Hausa, Yoruba, Igbo and Pidgin forms drafted, not
 * yet reviewed by native speakers): where ("near me": the page sends the visitor's position as lat/lon) and
 * when ("open now": the filter). Read as phrases before spelling, so no part of one is corrected into a name.
 */
const NEAR_ME_PHRASES = [
  'near me',
  'around me',
  'close to me',
  'near here',
  'nearby',
  'wey dey near me',
  'close me',
  'kusa da ni',
  'kusa da nan',
  'nitosi mi',
  'legbe mi',
  'nso m',
  'nso ebe a',
].map((phrase) => phrase.split(' '));

const OPEN_NOW_PHRASES = [
  'open now',
  'opened now',
  'open right now',
  'wey dey open',
  'dey open now',
  'a bude yanzu',
  'bude yanzu',
  'to si bayi',
  'si sile bayi',
  'meghere ugbu a',
  'mepere ugbu a',
].map((phrase) => phrase.split(' '));

/**
 * How people ask, which says nothing of what they need: taken out like the intents ("where i fit see doctor
 * for yaba" is a doctor in Yaba). Pidgin and English; drafted, not yet reviewed by native speakers.
 */
const FILLER_PHRASES = [
  'where i fit see',
  'where i fit get',
  'where i fit find',
  'where i go see',
  'i wan see',
  'abeg',
  'where can i find',
  'where can i find a',
  'where can i get',
  'where can i get a',
  'where can i see',
  'where can i see a',
  'i need a',
  'i need an',
  'looking for a',
  'looking for an',
].map((phrase) => phrase.split(' '));

export interface QueryIntents {
  /** The words left once the intents and the way of asking are taken out. */
  words: string[];
  nearMe: boolean;
  openNow: boolean;
}

/**
 * Takes the intent phrases and the way of asking out of the words, the longest first where two start at one
 * word.
 */
export function readIntents(words: readonly string[]): QueryIntents {
  const kept: string[] = [];
  let nearMe = false;
  let openNow = false;
  const phraseAt = (index: number, phrases: readonly string[][]) =>
    phrases
      .filter((phrase) => phrase.every((word, offset) => words[index + offset] === word))
      .reduce((longest, phrase) => Math.max(longest, phrase.length), 0);
  for (let index = 0; index < words.length;) {
    const near = phraseAt(index, NEAR_ME_PHRASES);
    const open = phraseAt(index, OPEN_NOW_PHRASES);
    const asking = phraseAt(index, FILLER_PHRASES);
    if (near || open || asking) {
      nearMe ||= near > 0 && near >= open;
      openNow ||= open > near;
      index += Math.max(near, open, asking);
      continue;
    }
    kept.push(words[index] ?? '');
    index += 1;
  }
  return { words: kept, nearMe, openNow };
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
