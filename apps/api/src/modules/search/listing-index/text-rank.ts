/*
 * PostgreSQL's full-text matching and ts_rank (src/backend/utils/adt/tsrank.c, normalization 0), over
 * documents held in memory, so the index ranks exactly as the statement it replaces: same formula, same order
 * of terms, and single-precision arithmetic wherever PostgreSQL keeps a `float`.
 */
const f32 = Math.fround;

/** A position as PostgreSQL packs it: the weight (D 0, C 1, B 2, A 3) in the top two of 16 bits. */
export const packPosition = (position: number, weight: number) => (weight << 14) | position;
const positionOf = (packed: number) => packed & 0x3fff;
const weightOf = (packed: number) => packed >> 14;

/** The ranking weights of D, C, B, A, as `ts_rank('{…}'::float4[], …)` is given them. */
export type RankWeights = readonly [number, number, number, number];
export const rankWeights = (weights: readonly [number, number, number, number]): RankWeights =>
  weights.map(f32) as unknown as RankWeights;

/** One lexeme of a tsvector with its packed positions, in stored order. */
export interface Lexeme {
  word: string;
  positions: number[];
}

const WEIGHT_LETTERS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** A tsvector's text output (`'word':1A,4 'other':2B`) read back into lexemes. */
export function parseTsvector(text: string): Lexeme[] {
  const lexemes: Lexeme[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === ' ') {
      at++;
      continue;
    }
    if (text[at] !== "'") throw new Error(`Unexpected "${text[at]}" at ${at} of a tsvector`);
    let word = '';
    at++;
    for (;;) {
      const char = text[at];
      if (char === undefined) throw new Error('Unterminated lexeme in a tsvector');
      if (char === '\\') {
        word += text[at + 1] ?? '';
        at += 2;
      } else if (char === "'" && text[at + 1] === "'") {
        word += "'";
        at += 2;
      } else if (char === "'") {
        at++;
        break;
      } else {
        word += char;
        at++;
      }
    }
    const positions: number[] = [];
    if (text[at] === ':') {
      at++;
      for (;;) {
        let position = 0;
        while (at < text.length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) {
          position = position * 10 + text.charCodeAt(at) - 48;
          at++;
        }
        const weight = WEIGHT_LETTERS[text[at] ?? ''];
        if (weight !== undefined) at++;
        positions.push(packPosition(position, weight ?? 0));
        if (text[at] !== ',') break;
        at++;
      }
    }
    lexemes.push({ word, positions });
  }
  return lexemes;
}

/** tsrank.c `word_distance`: how much two words this far apart count together. */
function computeWordDistance(distance: number): number {
  if (distance > 100) return 1e-30;
  return f32(1.0 / (1.005 + 0.05 * Math.exp(f32(distance) / 1.5 - 2)));
}
const WORD_DISTANCES = Float64Array.from({ length: 101 }, (_, distance) => computeWordDistance(distance));
const wordDistance = (distance: number) => (distance > 100 ? 1e-30 : (WORD_DISTANCES[distance] as number));

/**
 * Where a document holds each of a query's words: for the i-th distinct word (sorted as PostgreSQL sorts
 * them, bytewise), its packed positions are `arrays[i]` from `starts[i]` to `ends[i]`; `arrays[i]` is null
 * when the document lacks it. Filled afresh for each document, so ranking allocates nothing.
 */
export interface WordPositions {
  count: number;
  arrays: (Uint16Array | null)[];
  starts: Int32Array;
  ends: Int32Array;
}

/**
 * ts_rank of a document for a query. `conjunction`: the query's top operator is AND (else OR, or a single
 * word).
 */
export function tsRank(weights: RankWeights, words: WordPositions, conjunction: boolean): number {
  if (words.count === 0) return 0;
  let rank = conjunction && words.count >= 2 ? rankAnd(weights, words) : rankOr(weights, words);
  if (rank < 0) rank = 1e-20;
  return f32(rank);
}

function rankOr(weights: RankWeights, { count, arrays, starts, ends }: WordPositions) {
  let rank = 0;
  for (let word = 0; word < count; word++) {
    const positions = arrays[word];
    if (!positions) continue;
    rank = addToRankOr(rank, wordWeight(weights, positions, starts[word] as number, ends[word] as number));
  }
  return endRankOr(rank, count);
}

/**
 * tsrank.c `calc_rank_or`'s weight of one word in one document, from its positions `positions[start…end)`:
 * the heaviest, plus the others fading with their place. It depends on that word and document alone, so
 * the index keeps it (Posting); `addToRankOr` and `endRankOr` make a rank of it as tsRank does.
 */
export function wordWeight(weights: RankWeights, positions: Uint16Array, start: number, end: number): number {
  let sum = 0;
  let heaviest = -1;
  let heaviestAt = 0;
  for (let j = 0; j < end - start; j++) {
    const weight = weights[weightOf(positions[start + j] as number)] as number;
    sum = f32(sum + f32(weight / ((j + 1) * (j + 1))));
    if (weight > heaviest) {
      heaviest = weight;
      heaviestAt = j;
    }
  }
  return f32(f32(heaviest + sum) - f32(heaviest / ((heaviestAt + 1) * (heaviestAt + 1))));
}

/** Adds a word's weight (`wordWeight`) to a rank of an OR query or a single word, as tsrank.c does. */
export const addToRankOr = (rank: number, weight: number) => f32(rank + weight / 1.64493406685);

/** The rank of an OR query of `count` words (or a single word) from the sum of its words' weights. */
export const endRankOr = (rank: number, count: number) => f32(rank / count);

function rankAnd(weights: RankWeights, { count, arrays, starts, ends }: WordPositions) {
  let rank = -1;
  for (let i = 0; i < count; i++) {
    const these = arrays[i];
    if (!these) continue;
    for (let k = 0; k < i; k++) {
      const those = arrays[k];
      if (!those) continue;
      for (let l = starts[i] as number; l < (ends[i] as number); l++) {
        for (let p = starts[k] as number; p < (ends[k] as number); p++) {
          const a = these[l] as number;
          const b = those[p] as number;
          const distance = Math.abs(positionOf(a) - positionOf(b));
          if (distance === 0) continue;
          const together = f32(
            Math.sqrt(
              f32(
                f32((weights[weightOf(a)] as number) * (weights[weightOf(b)] as number)) *
                  wordDistance(distance),
              ),
            ),
          );
          rank = rank < 0 ? together : f32(1.0 - (1.0 - rank) * (1.0 - together));
          // Once the rank rounds to 1, every pair after leaves it there: 1 - 0 × (1 - together).
          if (rank === 1) return 1;
        }
      }
    }
  }
  return rank;
}
