import { describe, expect, it } from 'vitest';
import { groupByInitial, initialAnchor, initialOf, INDEX_LETTERS, OTHER_INITIAL } from './a-z';

const names = (...list: string[]) => list.map((name) => ({ name }));

describe('initialOf', () => {
  it.each([
    { name: 'Malaria', initial: 'M' },
    { name: 'antenatal care', initial: 'A', why: 'lowercase' },
    { name: 'Ébola Virus Disease', initial: 'E', why: 'accent dropped' },
    { name: '  Typhoid', initial: 'T', why: 'leading space' },
    { name: '24-Hour Emergency Care', initial: OTHER_INITIAL, why: 'digit' },
    { name: '(Ante)natal', initial: OTHER_INITIAL, why: 'symbol' },
    { name: '', initial: OTHER_INITIAL, why: 'empty' },
  ])('$name → $initial', ({ name, initial }) => {
    expect(initialOf(name)).toBe(initial);
  });
});

describe('groupByInitial', () => {
  it('groups by first letter, letters in order, names sorted within a group', () => {
    const groups = groupByInitial(
      names('Paediatrics', 'Anaesthesia', 'Psychiatry', 'cardiology', 'Ophthalmology'),
    );
    expect(groups.map((group) => [group.initial, group.entries.map((entry) => entry.name)])).toEqual([
      ['A', ['Anaesthesia']],
      ['C', ['cardiology']],
      ['O', ['Ophthalmology']],
      ['P', ['Paediatrics', 'Psychiatry']],
    ]);
  });

  it('puts names that start with a digit or symbol in one group before A', () => {
    const groups = groupByInitial(names('Ambulance Service', '24-Hour Emergency Care'));
    expect(groups.map((group) => group.initial)).toEqual([OTHER_INITIAL, 'A']);
  });

  it('sorts ignoring case and accents, and numbers by value', () => {
    const groups = groupByInitial(names('Stage 10 care', 'stage 2 care', 'Ébola', 'Ear care'));
    expect(groups.map((group) => group.entries.map((entry) => entry.name))).toEqual([
      ['Ear care', 'Ébola'],
      ['stage 2 care', 'Stage 10 care'],
    ]);
  });

  it('keeps every entry and its fields', () => {
    const entries = [
      { name: 'Malaria', slug: 'malaria', providerCount: 3 },
      { name: 'Measles', slug: 'measles', providerCount: 0 },
    ];
    expect(groupByInitial(entries)).toEqual([{ initial: 'M', entries }]);
  });

  it('gives no groups for no entries', () => {
    expect(groupByInitial([])).toEqual([]);
  });
});

describe('the index', () => {
  it('has the 26 letters A–Z', () => {
    expect(INDEX_LETTERS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });

  it('gives each group an anchor id', () => {
    expect(initialAnchor('A')).toBe('letter-a');
    expect(initialAnchor(OTHER_INITIAL)).toBe('letter-other');
  });
});
