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

/** How many distinct trigram numbers there are: 37 characters, three places. */
const TRIGRAM_CODES = 37 ** 3;

/**
 * One name's trigrams, marked in a bitset of every trigram number (6 KB, so it stays in the processor's
 * nearest cache), so that its pg_trgm similarity to each of many names costs one lookup per trigram of theirs.
 */
export class TrigramMatcher {
  private readonly marked = new Int32Array(Math.ceil(TRIGRAM_CODES / 32));
  private marks: Uint16Array = new Uint16Array(0);

  /** How many trigrams the marked name has. */
  get size(): number {
    return this.marks.length;
  }

  /** Marks the typed name's trigrams (and clears the last name's). */
  set(trigrams: Uint16Array): void {
    for (const code of this.marks) this.marked[code >> 5] = 0;
    for (const code of trigrams)
      this.marked[code >> 5] = (this.marked[code >> 5] as number) | (1 << (code & 31));
    this.marks = trigrams;
  }

  /** pg_trgm similarity of the marked name to the one whose trigrams are `held[from…to)`. */
  similarity(held: Uint16Array, from: number, to: number): number {
    const length = to - from;
    if (length === 0 || this.marks.length === 0) return 0;
    const marked = this.marked;
    let shared = 0;
    for (let at = from; at < to; at++) {
      const code = held[at] as number;
      shared += ((marked[code >> 5] as number) >>> (code & 31)) & 1;
    }
    return Math.fround(shared / (length + this.marks.length - shared));
  }
}
