import { WELL_KNOWN_KEYWORDS, type Database } from '@carefinder/db';
import type { AnswerCache } from '../../lib/answer-cache.ts';
import { editDistance } from './edits.ts';
import { PLACE_NAME_WORDS } from './place-names.ts';
import type { VocabularyCandidate, WordReader, WordReading } from './search-types.ts';
import { findVocabularyCandidates } from './service.ts';

/** Other candidates this close to the best one are searched too ("hospitl": hospital, hospitals). */
const CLOSE_CANDIDATE_MARGIN = 0.1;
const MAX_ALTERNATIVES = 3;
/**
 * Every known word one typing slip away is searched ("burno": borno and burns), the commonest first; the
 * other query words and the ranking decide between them.
 */
const MAX_SLIP_ALTERNATIVES = 4;
/**
 * A known word may itself be a misspelling in the data ("Hospitl" in one registry name): a much commoner
 * word that is very like it is searched as well.
 */
const COMMONER_WORD_SIMILARITY = 0.5;
const COMMONER_WORD_FACTOR = 20;

/**
 * Words read as typed, never corrected, though the listings may not hold them: the abbreviations of large
 * hospitals and of facility types (LUTH is not Ruth, UCH is not Uche) and the places people name locally.
 */
const NEVER_CORRECTED: ReadonlySet<string> = new Set([
  ...WELL_KNOWN_KEYWORDS.map(({ keywords }) => keywords.toLowerCase()),
  'phc',
  'chc',
  'gh',
  ...PLACE_NAME_WORDS,
]);

/** Similarity first; among near-equals, the word more listings use ("helth": health, not heath). */
const likelihood = (candidate: VocabularyCandidate) =>
  candidate.similarity + 0.02 * Math.log10(candidate.documents + 1);

/** Both spellings are in use (the registry has "Centre" and "Center"): either finds the other. */
const SPELLING_VARIANTS = new Map([
  ['centre', 'center'],
  ['center', 'centre'],
]);

const withVariant = (reading: WordReading): WordReading => {
  // A Map: a word is never read as an object's property ("constructor").
  const variant = SPELLING_VARIANTS.get(reading.best);
  return variant && !reading.alternatives.includes(variant)
    ? { ...reading, alternatives: [...reading.alternatives, variant] }
    : reading;
};

/**
 * How each typed word is read, given the vocabulary candidates of all of them: a known word as typed; an
 * unknown one as the known words one slip away, else as its closest words by trigram similarity.
 */
export function readWords(
  words: readonly string[],
  candidates: readonly VocabularyCandidate[],
): WordReading[] {
  return words.map((typed) => withVariant(readWord(typed, candidates)));
}

const asTyped = (typed: string, known: boolean): WordReading => ({
  typed,
  best: typed,
  alternatives: [typed],
  corrected: false,
  known,
});

function readWord(typed: string, candidates: readonly VocabularyCandidate[]): WordReading {
  if (NEVER_CORRECTED.has(typed)) return asTyped(typed, true);
  const own = candidates.filter((candidate) => candidate.input === typed);
  const exact = own.find((candidate) => candidate.word === typed);
  const others = own.filter((candidate) => candidate.word !== typed);
  if (exact) {
    const commoner = others.find(
      (candidate) =>
        candidate.similarity >= COMMONER_WORD_SIMILARITY &&
        candidate.documents >= COMMONER_WORD_FACTOR * Math.max(exact.documents, 1),
    );
    return {
      typed,
      best: typed,
      alternatives: commoner ? [typed, commoner.word] : [typed],
      corrected: false,
      known: true,
    };
  }
  const slips = others
    .filter((candidate) => editDistance(typed, candidate.word) === 1)
    .sort((a, b) => b.documents - a.documents || b.similarity - a.similarity);
  if (slips.length) {
    return {
      typed,
      best: slips[0]?.word ?? typed,
      alternatives: slips.slice(0, MAX_SLIP_ALTERNATIVES).map((candidate) => candidate.word),
      corrected: true,
      known: false,
    };
  }
  const [best, ...rest] = [...others].sort((a, b) => likelihood(b) - likelihood(a));
  if (!best) return asTyped(typed, false);
  const close = rest.filter((candidate) => candidate.similarity >= best.similarity - CLOSE_CANDIDATE_MARGIN);
  return {
    typed,
    best: best.word,
    alternatives: [best, ...close].slice(0, MAX_ALTERNATIVES).map((candidate) => candidate.word),
    corrected: true,
    known: false,
  };
}

/**
 * Reads words through `readings`, the cache of each word's reading (a reading depends on that word alone, so
 * "hospital" or "clinic" costs a vocabulary lookup once per cache lifetime, not on every search). The words
 * not kept are looked up together, in one pass.
 */
export function createWordReader(
  db: Database,
  readings: AnswerCache<WordReading>,
  nowMs: () => number,
): WordReader {
  return async (words) => {
    const now = nowMs();
    const missing = [
      ...new Set(words.filter((word) => !NEVER_CORRECTED.has(word) && !readings.has(word, now))),
    ];
    const lookedUp = missing.length
      ? findVocabularyCandidates(db, missing).then(
          (candidates) => new Map(readWords(missing, candidates).map((reading) => [reading.typed, reading])),
        )
      : null;
    return Promise.all(
      words.map((word) =>
        // A word never corrected needs no vocabulary lookup.
        NEVER_CORRECTED.has(word)
          ? asTyped(word, true)
          : readings.get(
              word,
              now,
              async () =>
                (await lookedUp)?.get(word) ??
                // Kept a moment ago, then pushed out of a full cache by this very query's other words.
                readWords([word], await findVocabularyCandidates(db, [word]))[0]!,
            ),
      ),
    );
  };
}
