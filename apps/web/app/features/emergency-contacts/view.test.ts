import { describe, expect, it } from 'vitest';
import {
  nearestState,
  packStates,
  pageSections,
  unpackStates,
  type ContactView,
  type StateCapital,
} from './view';

const states: StateCapital[] = [
  { alias: 'lagos', name: 'Lagos', latitude: 6.6018, longitude: 3.3515 },
  { alias: 'kano', name: 'Kano', latitude: 12.0022, longitude: 8.592 },
  { alias: 'abuja', name: 'Federal Capital Territory', latitude: 9.0765, longitude: 7.3986 },
  { alias: 'rivers', name: 'Rivers', latitude: 4.8156, longitude: 7.0498 },
];

const contact = (name: string, phones: string[], state: StateCapital | null = null): ContactView => ({
  name,
  phones: phones.map((phone) => ({ display: phone, href: `tel:${phone}` })),
  state: state && { alias: state.alias, name: state.name },
  category: 'ambulance',
  hours: '',
  note: '',
  source: { name: 'A source', url: 'https://example.org' },
  lastVerifiedAt: '2026-11-25',
});

const [lagos, kano, , rivers] = states as [StateCapital, StateCapital, StateCapital, StateCapital];
const contacts = [
  contact('ncdc', ['6232']),
  contact('112', ['112']),
  contact('kano-1', ['+234 803 123 4567'], kano),
  contact('lagos-1', ['767'], lagos),
  contact('rivers-1', ['+234 803 765 4321'], rivers),
];

describe('pageSections', () => {
  it('puts 112 apart, then the other national lines, then every state with numbers by name', () => {
    const sections = pageSections(contacts, states, undefined);
    expect(sections.emergency?.name).toBe('112');
    expect(sections.national.map((item) => item.name)).toEqual(['ncdc']);
    expect(sections.chosen).toBeUndefined();
    expect(sections.otherStates.map((group) => group.state.name)).toEqual(['Kano', 'Lagos', 'Rivers']);
  });

  it('puts the chosen state first and leaves it out of the others', () => {
    const sections = pageSections(contacts, states, 'lagos');
    expect(sections.chosen).toEqual({ state: { alias: 'lagos', name: 'Lagos' }, contacts: [contacts[3]] });
    expect(sections.otherStates.map((group) => group.state.alias)).toEqual(['kano', 'rivers']);
  });

  it('shows a chosen state without numbers as empty, and ignores an alias that is no state', () => {
    expect(pageSections(contacts, states, 'abuja').chosen).toEqual({
      state: { alias: 'abuja', name: 'Federal Capital Territory' },
      contacts: [],
    });
    expect(pageSections(contacts, states, 'atlantis').chosen).toBeUndefined();
  });

  it('has no 112 entry when the list has none (the page still shows its call box)', () => {
    const sections = pageSections(contacts.slice(2), states, undefined);
    expect(sections.emergency).toBeUndefined();
    expect(sections.national).toEqual([]);
  });

  it('never takes a state line with 112 for the national one', () => {
    const sections = pageSections([contact('lagos-112', ['112'], lagos)], states, undefined);
    expect(sections.emergency).toBeUndefined();
    expect(sections.otherStates[0]?.contacts.map((item) => item.name)).toEqual(['lagos-112']);
  });
});

describe('nearestState', () => {
  it('is the state whose capital is nearest', () => {
    expect(nearestState(states, { latitude: 6.45, longitude: 3.4 })?.alias).toBe('lagos'); // Lagos Island
    expect(nearestState(states, { latitude: 11.8, longitude: 8.3 })?.alias).toBe('kano');
    expect(nearestState(states, { latitude: 9.05, longitude: 7.49 })?.alias).toBe('abuja'); // Abuja
    expect(nearestState(states, { latitude: 4.9, longitude: 6.9 })?.alias).toBe('rivers');
  });

  it('is undefined without states', () => {
    expect(nearestState([], { latitude: 6.45, longitude: 3.4 })).toBeUndefined();
  });
});

describe('packStates and unpackStates', () => {
  it('carry the picker’s states, names with spaces included, there and back', () => {
    const choices = [
      { alias: 'akwa_ibom', name: 'Akwa Ibom' },
      { alias: 'abuja', name: 'Federal Capital Territory' },
    ];
    expect(packStates(choices)).toBe('akwa_ibom:Akwa Ibom|abuja:Federal Capital Territory');
    expect(unpackStates(packStates(choices))).toEqual(choices);
    expect(unpackStates('')).toEqual([]);
  });
});
