import { describe, expect, it } from 'vitest';
import {
  addToRankOr,
  endRankOr,
  packPosition,
  parseTsvector,
  rankWeights,
  tsRank,
  wordWeight,
  type WordPositions,
} from './text-rank.ts';

describe('parseTsvector', () => {
  it('reads lexemes, positions and weights (D printed without a letter)', () => {
    expect(parseTsvector("'care':3B,7 'kano':5C 'lagos':1A")).toEqual([
      { word: 'care', positions: [packPosition(3, 2), packPosition(7, 0)] },
      { word: 'kano', positions: [packPosition(5, 1)] },
      { word: 'lagos', positions: [packPosition(1, 3)] },
    ]);
  });

  it('reads quoted and escaped lexemes: a doubled quote and a backslash', () => {
    expect(parseTsvector("'o''neil':2A 'a\\\\b':4 'x-ray':1B")).toEqual([
      { word: "o'neil", positions: [packPosition(2, 3)] },
      { word: 'a\\b', positions: [packPosition(4, 0)] },
      { word: 'x-ray', positions: [packPosition(1, 2)] },
    ]);
  });

  it('reads a lexeme without positions, and an empty vector', () => {
    expect(parseTsvector("'word'")).toEqual([{ word: 'word', positions: [] }]);
    expect(parseTsvector('')).toEqual([]);
  });
});

/** The documents ranked below, as PostgreSQL prints their tsvectors. */
const DOCUMENTS = {
  /** "General Hospital Ikeja": every word in the name (A). */
  name: "'general':1A 'hospital':2A 'ikeja':3A",
  /** Both words in the name, three words apart. */
  nameGap: "'general':1A 'hospital':5A",
  /** Both words in the name, further apart than tsrank.c's word distance counts (100). */
  nameApart: "'general':1A 'hospital':150A",
  /** "Hospital" as the facility type (B). */
  typeWord: "'general':1A 'hospital':9B 'ikeja':3A",
  /** Both words only in the address (D). */
  address: "'clinic':1A 'general':5D 'hospital':6D",
  /** "Hospital" four times, at each weight. */
  repeated: "'hospital':1A,4B,8C,12",
  mixed: "'care':3B,7 'kano':5C 'lagos':1A",
};

/**
 * tsRank of the document for a query of `&` or `|` between words (or one word), read as the index reads it:
 * the query's distinct words sorted bytewise, each with its positions in the document.
 */
function rank(document: string, query: string): number {
  const conjunction = query.includes('&');
  const words = [...new Set(query.split(/ [&|] /))].sort();
  const lexemes = new Map(parseTsvector(document).map(({ word, positions }) => [word, positions]));
  const arrays = words.map((word) => {
    const positions = lexemes.get(word);
    return positions ? Uint16Array.from(positions) : null;
  });
  const positions: WordPositions = {
    count: words.length,
    arrays,
    starts: new Int32Array(words.length),
    ends: Int32Array.from(arrays, (array) => array?.length ?? 0),
  };
  return tsRank(WEIGHTS, positions, conjunction);
}

/** search-types.ts RANK_WEIGHT_VALUES, written out: a change of weights changes every rank below. */
const WEIGHTS = rankWeights([0.1, 0.2, 0.4, 1.0]);

describe('tsRank', () => {
  // Each expected rank is PostgreSQL's: ts_rank('{0.1, 0.2, 0.4, 1.0}', document, to_tsquery('simple', query)).
  it.each<[keyof typeof DOCUMENTS, string, number]>([
    ['name', 'hospital', 0.6079271],
    ['typeWord', 'hospital', 0.24317084],
    ['address', 'hospital', 0.06079271],
    ['repeated', 'hospital', 0.6860289],
    ['mixed', 'care', 0.25836906],
    ['name', 'general | hospital', 0.6079271],
    ['typeWord', 'general | hospital', 0.42554897],
    ['repeated', 'general | hospital', 0.34301445],
    ['mixed', 'care | lagos', 0.4331481],
    ['mixed', 'lagos | zzz', 0.30396354],
    ['name', 'general & hospital', 0.9910322],
    ['nameGap', 'general & hospital', 0.9524299],
    ['typeWord', 'general & hospital', 0.4076897],
    ['address', 'general & hospital', 0.09910322],
    ['name', 'general & hospital & ikeja', 0.9999988],
    ['typeWord', 'general & hospital & ikeja', 0.99591064],
  ])('ranks %s for "%s" as PostgreSQL does', (document, query, expected) => {
    expect(rank(DOCUMENTS[document], query)).toBeCloseTo(expected, 7);
  });

  it('ranks words further apart than 100 positions as all but nothing, and an AND it cannot pair as 1e-20', () => {
    expect(rank(DOCUMENTS.nameApart, 'general & hospital')).toBe(Math.fround(1e-15));
    expect(rank(DOCUMENTS.repeated, 'general & hospital')).toBe(Math.fround(1e-20));
    expect(rank(DOCUMENTS.name, 'care | lagos')).toBe(0);
  });

  it('ranks the name over the type over the address, and near words over far ones', () => {
    const byRank = (query: string, documents: (keyof typeof DOCUMENTS)[]) =>
      [...documents].sort((a, b) => rank(DOCUMENTS[b], query) - rank(DOCUMENTS[a], query));
    expect(
      byRank('general & hospital', ['address', 'nameApart', 'typeWord', 'repeated', 'nameGap', 'name']),
    ).toEqual(['name', 'nameGap', 'typeWord', 'address', 'nameApart', 'repeated']);
    expect(byRank('hospital', ['address', 'name', 'typeWord', 'repeated'])).toEqual([
      'repeated',
      'name',
      'typeWord',
      'address',
    ]);
  });

  it("ranks an OR as the index does from each word's kept weight (wordWeight, addToRankOr, endRankOr)", () => {
    for (const document of Object.values(DOCUMENTS)) {
      for (const query of ['hospital', 'general | hospital', 'care | lagos | kano']) {
        const words = [...new Set(query.split(' | '))].sort();
        const lexemes = new Map(parseTsvector(document).map(({ word, positions }) => [word, positions]));
        let summed = 0;
        for (const word of words) {
          const positions = lexemes.get(word);
          if (positions) {
            summed = addToRankOr(
              summed,
              wordWeight(WEIGHTS, Uint16Array.from(positions), 0, positions.length),
            );
          }
        }
        expect(endRankOr(summed, words.length), `${document} for "${query}"`).toBe(rank(document, query));
      }
    }
  });
});
