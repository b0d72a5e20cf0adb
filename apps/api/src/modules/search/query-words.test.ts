import { describe, expect, it } from 'vitest';
import { findPlace, nameKey, searchWords, toTsQuery, withoutNearMe, withoutPlace } from './query-words.ts';

describe('searchWords', () => {
  it('lowercases, drops accents and splits at anything but letters and digits', () => {
    expect(searchWords("  St. Mary's  Clínica, Ife-Ife 24/7 ")).toEqual([
      'st',
      'mary',
      's',
      'clinica',
      'ife',
      'ife',
      '24',
      '7',
    ]);
    expect(searchWords('&&& ---')).toEqual([]);
    expect(nameKey('General  Hospital, IKEJA')).toBe('general hospital ikeja');
  });
});

describe('withoutNearMe', () => {
  it('drops "near me" and "around me" but keeps "near" before a place', () => {
    expect(withoutNearMe(['pharmacy', 'near', 'me'])).toEqual(['pharmacy']);
    expect(withoutNearMe(['clinic', 'around', 'me', 'open'])).toEqual(['clinic', 'open']);
    expect(withoutNearMe(['clinic', 'near', 'yaba'])).toEqual(['clinic', 'near', 'yaba']);
  });
});

const places = [
  { words: ['lagos'], place: 'Lagos State', isState: true },
  { words: ['lagos', 'island'], place: 'Lagos Island LGA', isState: false },
  { words: ['ikeja'], place: 'Ikeja LGA', isState: false },
  { words: ['oyo'], place: 'Oyo LGA', isState: false },
  { words: ['oyo'], place: 'Oyo State', isState: true },
];

describe('findPlace', () => {
  it('finds a trailing place, explicit only after a preposition or alone', () => {
    expect(findPlace(['general', 'hospital', 'ikeja'], places)).toEqual({
      place: 'Ikeja LGA',
      start: 2,
      from: 2,
      end: 3,
      explicit: false,
    });
    expect(findPlace(['clinic', 'in', 'ikeja'], places)).toMatchObject({ from: 1, start: 2, explicit: true });
    expect(findPlace(['ikeja'], places)).toMatchObject({ explicit: true });
    expect(findPlace(['dental', 'clinic'], places)).toBeNull();
  });

  it('prefers the longest name, then the latest, then a state over an LGA of the same name', () => {
    expect(findPlace(['clinic', 'lagos', 'island'], places)).toMatchObject({ place: 'Lagos Island LGA' });
    expect(findPlace(['lagos', 'clinic', 'ikeja'], places)).toMatchObject({ place: 'Ikeja LGA' });
    expect(findPlace(['oyo'], places)).toMatchObject({ place: 'Oyo State' });
  });

  it('takes the place phrase and its preposition out of anything in step with the words', () => {
    const words = ['zobo', 'clinic', 'in', 'ikeja'];
    const match = findPlace(words, places);
    expect(match && withoutPlace(words, match)).toEqual(['zobo', 'clinic']);
  });
});

describe('toTsQuery', () => {
  it('needs every group, any word of a group', () => {
    expect(toTsQuery([['general'], ['hospital', 'hospitals'], ['ikeja']])).toBe(
      'general & (hospital | hospitals) & ikeja',
    );
    expect(toTsQuery([['a'], ['b', 'c']], 'any')).toBe('a | (b | c)');
    expect(toTsQuery([[], ['x']])).toBe('x');
  });
});
