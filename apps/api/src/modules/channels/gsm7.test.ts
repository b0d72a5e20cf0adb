import { describe, expect, it } from 'vitest';
import { gsm7Length, isGsm7, toGsm7 } from './gsm7.ts';

describe('GSM 7-bit text', () => {
  it("folds the languages' letters and smart punctuation to what every phone shows", () => {
    expect(toGsm7('Ọ̀nịchà, Ìbàdàn, ƙwararre, ɗan ɓera')).toBe('Onicha, Ibadan, kwararre, dan bera');
    expect(toGsm7('“Kantin magani” – 24/7 … ok')).toBe('"Kantin magani" - 24/7 ... ok');
    expect(toGsm7('Open now 😀 ✓')).toBe('Open now  ');
    expect(isGsm7(toGsm7('Ụlọ ọgwụ Ọ̀yọ́ ŋ €'))).toBe(true);
  });

  it('tells text outside the alphabet, and counts extension characters twice', () => {
    expect(isGsm7('Ọnịcha')).toBe(false);
    expect(isGsm7('Lagos: 767, 112 @ £5')).toBe(true);
    expect(gsm7Length('[112]')).toBe(7);
    expect(gsm7Length('112')).toBe(3);
  });
});
