/** A list written as comma-separated text, which keeps long word lists readable and compact. */
export function list(text: string): readonly string[] {
  return text
    .split(',')
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter((item) => item.length > 0);
}

/** Lowercase ASCII words joined by single hyphens: 'St. Mary’s Hospital, Oke-Ado' → 'st-marys-hospital-oke-ado'. */
export function slugify(text: string): string {
  // Demo names are almost all ASCII; skip the (slow) Unicode normalisation for them.
  const plain = /^[\x20-\x7e’‘]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{M}+/gu, '');
  return plain
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Fills {placeholders} from a record; unknown placeholders are left as they are. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** 'i' → 'I', 'ii' → 'II'…: a roman numeral for small counts, used to tell same-named places apart. */
export function roman(value: number): string {
  const numerals: readonly (readonly [number, string])[] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let text = '';
  for (const [amount, numeral] of numerals) {
    while (rest >= amount) {
      text += numeral;
      rest -= amount;
    }
  }
  return text;
}

/** A whole number with thousands separators: 15000 → '15,000'. */
export const withThousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Slugs with probabilities written as text: 'immunisation .98, antenatal-care .95' → [['immunisation', 0.98], …]. */
export function odds(text: string): readonly (readonly [string, number])[] {
  return list(text).map((item) => {
    const [slug = '', probability = ''] = item.split(' ');
    const value = Number(probability);
    if (!slug || !Number.isFinite(value)) throw new Error(`Cannot read '${item}' as 'slug probability'.`);
    return [slug, value] as const;
  });
}

/** 'a' or 'an' before a word, by its sound ('an ENT surgeon', 'a urologist'). */
export function withArticle(phrase: string): string {
  const startsWithVowelSound = /^[aeiou]/i.test(phrase) && !/^(uro|uni|use|eu|one)/i.test(phrase);
  return `${startsWithVowelSound ? 'an' : 'a'} ${phrase}`;
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'a', 'a and b', 'a, b and c'; two items that contain 'and' themselves: 'HIV and AIDS, as well as malaria'. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] ?? '';
  if (items.length === 2 && items.some((item) => item.includes(' and ')))
    return `${items[0] ?? ''}, as well as ${last}`;
  return `${items.slice(0, -1).join(', ')} and ${last}`;
}

const KEEP_CAPITALISED = new Set(['Lassa', 'Pap', 'Apollo']);

/**
 * A taxonomy name as it reads inside a sentence: parenthetical glosses dropped, ordinary words in lower
 * case, acronyms and proper nouns kept ('HIV and AIDS', 'Lassa fever', 'upper GI endoscopy').
 */
export function inProse(name: string): string {
  return name
    .replace(/\s*\([^)]*\)/g, '')
    .split(' ')
    .map((word) =>
      KEEP_CAPITALISED.has(word) || /[A-Z].*[A-Z0-9]/.test(word) || /^[A-Z](?:-|$)/.test(word)
        ? word
        : word.toLowerCase(),
    )
    .join(' ');
}
