/** The letters of the A–Z index, in order; names that start with anything else go under OTHER_INITIAL. */
export const INDEX_LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
export const OTHER_INITIAL = '#';

export interface InitialGroup<Entry> {
  /** 'A'–'Z', or OTHER_INITIAL for names that start with a digit or a symbol ("24-Hour Emergency Care"). */
  initial: string;
  entries: Entry[];
}

/** Hausa's hooked letters, under the letter people type for them (Ƙashi under K). */
const HOOKED: Readonly<Record<string, string>> = { Ɓ: 'B', Ɗ: 'D', Ƙ: 'K', Ƴ: 'Y' };

/** 'Ébola' → 'E', 'Ọgwụ' → 'O', 'Ƙaramar' → 'K', '24-Hour…' → '#'. */
export function initialOf(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .charAt(0)
    .toUpperCase();
  const letter = HOOKED[first] ?? first;
  return INDEX_LETTERS.includes(letter) ? letter : OTHER_INITIAL;
}

/**
 * Entries grouped by the first letter of their name, '#' first, then A–Z; each group sorted by name as the
 * language sorts (`lang`, a BCP 47 tag).
 */
export function groupByInitial<Entry extends { name: string }>(
  entries: readonly Entry[],
  lang = 'en',
): InitialGroup<Entry>[] {
  const byName = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const initial = initialOf(entry.name);
    const group = groups.get(initial);
    if (group) group.push(entry);
    else groups.set(initial, [entry]);
  }
  return [OTHER_INITIAL, ...INDEX_LETTERS]
    .filter((initial) => groups.has(initial))
    .map((initial) => ({
      initial,
      entries: (groups.get(initial) ?? []).sort((a, b) => byName.compare(a.name, b.name)),
    }));
}

/** The in-page anchor of a group: #letter-a … #letter-z, #letter-other. */
export const initialAnchor = (initial: string) =>
  `letter-${initial === OTHER_INITIAL ? 'other' : initial.toLowerCase()}`;

/** How a group is titled: its letter, or "0–9" for the names that start with a digit or a symbol. */
export const initialLabel = (initial: string) => (initial === OTHER_INITIAL ? '0–9' : initial);
