/**
 * Hausa's hooked letters have no decomposition to strip: folded to the letters people type for them, as
 * PostgreSQL's unaccent folds them in the stored documents (ƙwararre is read as kwararre, not wararre).
 */
const HOOKED_LETTER_BASES: Record<string, string> = {
  ɓ: 'b',
  Ɓ: 'B',
  ɗ: 'd',
  Ɗ: 'D',
  ƙ: 'k',
  Ƙ: 'K',
  ƴ: 'y',
  Ƴ: 'Y',
};
const HOOKED_LETTERS = /[ɓƁɗƊƙƘƴƳ]/g;

/** The text with its accents, tones and hooks folded away: Ọ̀nịchà is Onicha, ƙ is k. */
export const plainLetters = (text: string): string =>
  text
    .replace(HOOKED_LETTERS, (letter) => HOOKED_LETTER_BASES[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
