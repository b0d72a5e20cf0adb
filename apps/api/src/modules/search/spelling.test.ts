import { describe, expect, it } from 'vitest';
import type { VocabularyCandidate } from './search-types.ts';
import { readWords } from './spelling.ts';

const candidate = (input: string, word: string, similarity: number, documents = 10): VocabularyCandidate => ({
  input,
  word,
  similarity,
  documents,
});

describe('readWords', () => {
  it('keeps a known word as typed', () => {
    expect(
      readWords(['clinic'], [candidate('clinic', 'clinic', 1), candidate('clinic', 'clinics', 0.7)]),
    ).toEqual([{ typed: 'clinic', best: 'clinic', alternatives: ['clinic'], corrected: false, known: true }]);
  });

  it('never corrects a hospital abbreviation or a local place name into a name, known or not', () => {
    expect(
      readWords(
        ['luth', 'uch', 'sakkwato'],
        [
          candidate('luth', 'ruth', 0.4, 300),
          candidate('uch', 'uche', 0.5, 800),
          candidate('sakkwato', 'sokoto', 0.3, 500),
        ],
      ),
    ).toEqual([
      { typed: 'luth', best: 'luth', alternatives: ['luth'], corrected: false, known: true },
      { typed: 'uch', best: 'uch', alternatives: ['uch'], corrected: false, known: true },
      { typed: 'sakkwato', best: 'sakkwato', alternatives: ['sakkwato'], corrected: false, known: true },
    ]);
  });

  it('reads an unknown word as every known word one slip away, the commonest first', () => {
    const [reading] = readWords(
      ['burno'],
      [
        candidate('burno', 'burns', 0.5, 40),
        candidate('burno', 'borno', 0, 3000),
        candidate('burno', 'bureau', 0.31, 9000),
      ],
    );
    expect(reading).toEqual({
      typed: 'burno',
      best: 'borno',
      alternatives: ['borno', 'burns'],
      corrected: true,
      known: false,
    });
  });

  it('falls back to the closest words by trigrams, searching close ones too', () => {
    const [reading] = readWords(
      ['hsopitl'],
      [
        candidate('hsopitl', 'hospital', 0.4, 5000),
        candidate('hsopitl', 'hospitals', 0.35, 40),
        candidate('hsopitl', 'hostel', 0.2),
      ],
    );
    expect(reading).toEqual({
      typed: 'hsopitl',
      best: 'hospital',
      alternatives: ['hospital', 'hospitals'],
      corrected: true,
      known: false,
    });
  });

  it('prefers the commoner of near-equal candidates', () => {
    const [reading] = readWords(
      ['helth'],
      [candidate('helth', 'heath', 0.5, 2), candidate('helth', 'health', 0.5, 20000)],
    );
    expect(reading?.best).toBe('health');
  });

  it('also searches a much commoner look-alike of a rare known word (a misspelling in the data)', () => {
    const [reading] = readWords(
      ['hospitl'],
      [candidate('hospitl', 'hospitl', 1, 1), candidate('hospitl', 'hospital', 0.6, 9000)],
    );
    expect(reading).toMatchObject({
      best: 'hospitl',
      alternatives: ['hospitl', 'hospital'],
      corrected: false,
    });
  });

  it('searches both spellings of centre/center', () => {
    expect(readWords(['centre'], [candidate('centre', 'centre', 1)])[0]?.alternatives).toEqual([
      'centre',
      'center',
    ]);
  });

  it('leaves a word with no candidate, and short words, as typed, not known', () => {
    expect(readWords(['qzx', 'dr'], [])).toEqual([
      { typed: 'qzx', best: 'qzx', alternatives: ['qzx'], corrected: false, known: false },
      { typed: 'dr', best: 'dr', alternatives: ['dr'], corrected: false, known: false },
    ]);
  });
});
