import { describe, expect, it } from 'vitest';
import { buildCatalogue, facilityTypeNamed } from './catalogue.ts';
import { searchWords } from './query-words.ts';

const catalogue = buildCatalogue({
  terms: [
    { id: 1, kind: 'facility-types', slug: 'clinic', name: 'Clinic', keywords: '', names: {}, said: [] },
    {
      id: 2,
      kind: 'facility-types',
      slug: 'eye-clinic',
      name: 'Eye Clinic',
      keywords: 'optician eye',
      names: { ha: 'Asibitin ido', yo: 'Ilé ìwòsàn ojú' },
      said: [],
    },
    {
      id: 3,
      kind: 'facility-types',
      slug: 'pharmacy',
      name: 'Pharmacy',
      keywords: 'chemist drugstore',
      names: { ha: 'Kantin magani', pcm: 'Chemist' },
      said: [
        { phrase: 'ilé ìtajà oògùn', language: 'yo' },
        { phrase: 'medicine shop', language: 'en' },
      ],
    },
    { id: 4, kind: 'services', slug: 'eye-care', name: 'Eye Care', keywords: '', names: {}, said: [] },
  ],
  states: [],
  lgas: [],
  slugAliases: [],
});

const named = (query: string) => facilityTypeNamed(catalogue, searchWords(query));

describe('the facility type a need names', () => {
  it('is one of its English names, singular or plural', () => {
    expect(named('pharmacy')).toBe(3);
    expect(named('pharmacies')).toBe(3);
    expect(named('clinic')).toBe(1);
  });

  it('is the whole name: "eye clinic" is an eye clinic, not a clinic', () => {
    expect(named('eye clinic')).toBe(2);
  });

  it('is one of its names in the other languages, accents as people type them or not', () => {
    expect(named('kantin magani')).toBe(3);
    expect(named('ile iwosan oju')).toBe(2);
    expect(named('Ilé ìwòsàn ojú')).toBe(2);
    expect(named('chemist')).toBe(3);
  });

  it('is one of the phrases the search lexicon gives it', () => {
    expect(named('ile itaja oogun')).toBe(3);
    expect(named('Medicine shop')).toBe(3);
    expect(named('medicine')).toBeNull();
  });

  it('is none for a listing’s name, a keyword alone, another list’s entry, or a part of a name', () => {
    expect(named('ruwan tabo health clinic')).toBeNull();
    expect(named('optician')).toBeNull();
    expect(named('eye care')).toBeNull();
    expect(named('kantin')).toBeNull();
  });
});
