import { describe, expect, it } from 'vitest';
import { findPlace, nameKey, readIntents, searchWords, toTsQuery, withoutPlace } from './query-words.ts';

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

describe('searchWords, in the languages people write', () => {
  it("folds Hausa's hooked letters to the letters people type", () => {
    expect(searchWords('Ƙwararre ɗan Ɓauchi ƴa')).toEqual(['kwararre', 'dan', 'bauchi', 'ya']);
  });

  it('drops Yoruba and Igbo tones and dots under letters', () => {
    expect(searchWords('Ògbómọ̀ṣọ́, Ọnịcha, Èkó')).toEqual(['ogbomoso', 'onicha', 'eko']);
  });
});

describe('readIntents', () => {
  it('takes "near me" out, in each language, and says it was asked', () => {
    expect(readIntents(['pharmacy', 'near', 'me'])).toEqual({
      words: ['pharmacy'],
      nearMe: true,
      openNow: false,
    });
    expect(readIntents(['kantin', 'magani', 'kusa', 'da', 'ni']).words).toEqual(['kantin', 'magani']);
    expect(readIntents(['ile', 'iwosan', 'nitosi', 'mi']).nearMe).toBe(true);
    expect(readIntents(['clinic', 'wey', 'dey', 'near', 'me']).words).toEqual(['clinic']);
    expect(readIntents(['clinic', 'near', 'yaba'])).toEqual({
      words: ['clinic', 'near', 'yaba'],
      nearMe: false,
      openNow: false,
    });
  });

  it('reads "open now" as the filter, not as words to correct', () => {
    expect(readIntents(['pharmacy', 'open', 'now'])).toEqual({
      words: ['pharmacy'],
      nearMe: false,
      openNow: true,
    });
    expect(readIntents(['asibiti', 'a', 'bude', 'yanzu', 'kano'])).toEqual({
      words: ['asibiti', 'kano'],
      nearMe: false,
      openNow: true,
    });
    expect(readIntents(['chemist', 'wey', 'dey', 'open', 'near', 'me'])).toEqual({
      words: ['chemist'],
      nearMe: true,
      openNow: true,
    });
    expect(readIntents(['ope', 'pharmacy']).openNow).toBe(false);
  });

  it('takes out how people ask, which is not a need', () => {
    expect(readIntents('where i fit see doctor for yaba'.split(' ')).words).toEqual([
      'doctor',
      'for',
      'yaba',
    ]);
    expect(readIntents('where can i find a dentist'.split(' ')).words).toEqual(['dentist']);
    expect(readIntents(['i', 'see', 'fit']).words).toEqual(['i', 'see', 'fit']);
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
