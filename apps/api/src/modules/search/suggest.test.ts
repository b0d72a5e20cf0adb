import { describe, expect, test } from 'vitest';
import type { TaxonomyKind } from '@carefinder/contracts';
import { nigerianStates, taxonomySeed } from '@carefinder/db/reference';
import { buildCatalogue } from './catalogue.ts';
import { searchWords } from './query-words.ts';
import { OffersByWord, startsWords } from './suggest.ts';

/** The real lists: every taxonomy entry as first seeded, every state and LGA. */
const catalogue = buildCatalogue({
  terms: Object.entries(taxonomySeed).flatMap(([kind, entries]) =>
    entries.map((entry, index) => ({
      id: index + 1,
      kind: kind as TaxonomyKind,
      slug: entry.slug,
      name: entry.name,
      keywords: '',
      names: {},
      said: [],
    })),
  ),
  states: nigerianStates.map((state, index) => ({ id: index + 1, alias: state.alias, name: state.name })),
  lgas: nigerianStates.flatMap((state, stateIndex) =>
    state.lgas.map((name, index) => ({
      id: stateIndex * 100 + index + 1,
      stateId: stateIndex + 1,
      slug: name.toLowerCase(),
      name,
    })),
  ),
  slugAliases: [],
});

const offers = [...catalogue.terms, ...catalogue.states, ...catalogue.lgas].map((entry) => ({
  suggestion: { kind: 'place' as const, label: entry.name, detail: '', url: '' },
  words: entry.words,
  key: entry.name.toLowerCase(),
}));
const byWord = new OffersByWord(offers);

describe('offers found by the starts of their words', () => {
  test.each([
    'ge',
    'gen hos',
    'paed',
    'ike',
    'lag',
    'cl',
    'a',
    'ab',
    'mater',
    'st m',
    'nort',
    'north ea',
    'kano municipal',
    'zz',
    'ib n',
    'o',
    'd',
  ])('"%s" finds what a test of every offer finds, in the same order', (q) => {
    const typed = searchWords(q);
    const expected = offers.filter((offer) => startsWords(typed, offer.words));
    expect(byWord.matching(typed)).toEqual(expected);
  });

  test('every prefix of every word of every offer finds it', () => {
    for (const offer of offers) {
      for (const word of offer.words) {
        for (let length = 1; length <= word.length; length++) {
          expect(byWord.matching([word.slice(0, length)])).toContain(offer);
        }
      }
    }
  });
});
