/*
 * pg_trgm's `similarity()` for name keys (words of [a-z0-9] joined by single spaces), so the index orders
 * similar names as the statement it replaces did: each word padded with two spaces before and one after,
 * its distinct three-letter runs, and shared ÷ (all of both − shared) in single precision.
 */
const ALPHABET = ' abcdefghijklmnopqrstuvwxyz0123456789';
/** Each character's place in the alphabet, by its code (0, as a space, for any other). */
const codeOf = new Uint8Array(128);
for (const [index, char] of [...ALPHABET].entries()) codeOf[char.charCodeAt(0)] = index;
const SPACE = 32;

/**
 * The distinct trigrams of a name key as sorted numbers (37³ of them fit in 16 bits). Read a character at a
 * time, not word by word: every listing written is read here, thousands at a time when a type is renamed.
 */
export function trigramsOf(nameKey: string): Uint16Array {
  const codes: number[] = [];
  // The two characters before, a space's code (0) at a word's start; and the word's length so far.
  let first = 0;
  let second = 0;
  let wordLength = 0;
  for (let at = 0; at <= nameKey.length; at++) {
    const char = at < nameKey.length ? nameKey.charCodeAt(at) : SPACE;
    if (char === SPACE) {
      if (wordLength) codes.push((first * 37 + second) * 37);
      first = second = wordLength = 0;
      continue;
    }
    const code = codeOf[char] ?? 0;
    codes.push((first * 37 + second) * 37 + code);
    first = second;
    second = code;
    wordLength++;
  }
  const sorted = Uint16Array.from(codes).sort();
  return sorted.filter((code, at) => at === 0 || code !== sorted[at - 1]);
}

/**
 * The 32-bit words of a name's trigram signature: 128 bits, so that a name of 30 trigrams sets about a fifth
 * of them (of 64 bits, a third), and a typed name's trigrams it lacks seldom find their bit set by others.
 * `mostShared` reads exactly four words, one by one: change it with this.
 */
export const SIGNATURE_WORDS = 4;

/** A trigram's bit in a name's signature (0–127): the top seven bits of a multiplicative hash. */
const signatureBit = (code: number) => Math.imul(code, 0x9e3779b1) >>> 25;

/**
 * A name's trigrams as 128 bits in SIGNATURE_WORDS words, lowest first: each trigram sets its `signatureBit`.
 * Two names share a trigram only where both signatures have its bit.
 */
export function trigramSignature(trigrams: Uint16Array): Int32Array {
  const words = new Int32Array(SIGNATURE_WORDS);
  for (const code of trigrams) {
    const bit = signatureBit(code);
    words[bit >> 5] = (words[bit >> 5] as number) | (1 << (bit & 31));
  }
  return words;
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
  /**
   * The marked name's signature in layers of SIGNATURE_WORDS words: layer k holds the bits that k+1 or more
   * of its trigrams set (a bit two trigrams set is in layers 0 and 1).
   */
  private layers = new Int32Array(0);

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
    const perBit = new Int32Array(32 * SIGNATURE_WORDS);
    for (const code of trigrams) {
      const bit = signatureBit(code);
      perBit[bit] = (perBit[bit] as number) + 1;
    }
    this.layers = new Int32Array(SIGNATURE_WORDS * Math.max(0, ...perBit));
    perBit.forEach((setBy, bit) => {
      for (let layer = 0; layer < setBy; layer++) {
        const at = SIGNATURE_WORDS * layer + (bit >> 5);
        this.layers[at] = (this.layers[at] as number) | (1 << (bit & 31));
      }
    });
  }

  /**
   * The most trigrams the marked name can share with the name whose signature is `signatures[from…]`: those
   * of its trigrams whose bits the signature has (a shared trigram sets the same bit in both). Cheaper than
   * `similarity`, and never below what it counts.
   */
  mostShared(signatures: Int32Array, from: number): number {
    const layers = this.layers;
    const a = signatures[from] as number;
    const b = signatures[from + 1] as number;
    const c = signatures[from + 2] as number;
    const d = signatures[from + 3] as number;
    let shared = 0;
    for (let at = 0; at < layers.length; at += SIGNATURE_WORDS) {
      shared +=
        bitCount(a & (layers[at] as number)) +
        bitCount(b & (layers[at + 1] as number)) +
        bitCount(c & (layers[at + 2] as number)) +
        bitCount(d & (layers[at + 3] as number));
    }
    return shared;
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

/** How many bits of a 32-bit number are set. */
function bitCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
