import { describe, expect, it } from 'vitest';
import { namesShareNothing } from './name-match';

describe('namesShareNothing', () => {
  it('matches a name in either order, with or without a title or accents', () => {
    expect(namesShareNothing('Adaeze Okafor', 'Dr Adaeze Okafor')).toBe(false);
    expect(namesShareNothing('OKAFOR Adaeze', 'Dr. Adaeze N. Okafor')).toBe(false);
    expect(namesShareNothing('Adébáyọ̀ Ògúnlẹ́sì', 'Prof Adebayo Ogunlesi')).toBe(false);
  });

  it('flags names with no word in common, titles aside', () => {
    expect(namesShareNothing('Kemi Balogun', 'Dr Ifeoma Okafor')).toBe(true);
    expect(namesShareNothing('Dr Musa', 'Dr Ifeoma Okafor')).toBe(true);
  });
});
