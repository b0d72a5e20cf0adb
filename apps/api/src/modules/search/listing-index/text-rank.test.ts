import { describe, expect, it } from 'vitest';
import { packPosition, parseTsvector } from './text-rank.ts';

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
