/*
 * pg_trgm's `similarity()` for name keys (words of [a-z0-9] joined by single spaces), so the index orders
 * similar names as the statement it replaces did: each word padded with two spaces before and one after,
 * its distinct three-letter runs, and shared ÷ (all of both − shared) in single precision.
 */
const ALPHABET = ' abcdefghijklmnopqrstuvwxyz0123456789';
const codeOf = new Map([...ALPHABET].map((char, index) => [char, index]));

/** The distinct trigrams of a name key as sorted numbers (37³ of them fit in 16 bits). */
export function trigramsOf(nameKey: string): Uint16Array {
  const codes = new Set<number>();
  for (const word of nameKey.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let at = 0; at + 3 <= padded.length; at++) {
      const a = codeOf.get(padded[at] as string) ?? 0;
      const b = codeOf.get(padded[at + 1] as string) ?? 0;
      const c = codeOf.get(padded[at + 2] as string) ?? 0;
      codes.add((a * 37 + b) * 37 + c);
    }
  }
  return Uint16Array.from([...codes].sort((x, y) => x - y));
}

/** pg_trgm similarity of two sets of trigrams from `trigramsOf`, the first held in `a` from `from` to `to`. */
export function trigramSimilarity(a: Uint16Array, from: number, to: number, b: Uint16Array): number {
  const length = to - from;
  if (length === 0 || b.length === 0) return 0;
  let shared = 0;
  let i = from;
  let j = 0;
  while (i < to && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return Math.fround(shared / (length + b.length - shared));
}
