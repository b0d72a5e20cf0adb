import { describe, expect, it } from 'vitest';
import { pageSections, type ContactView, type StateChoice } from './view';

const states: StateChoice[] = [
  { alias: 'lagos', name: 'Lagos' },
  { alias: 'kano', name: 'Kano' },
  { alias: 'abuja', name: 'Federal Capital Territory' },
  { alias: 'rivers', name: 'Rivers' },
];

const contact = (name: string, phones: string[], state: StateChoice | null = null): ContactView => ({
  name,
  phones: phones.map((phone) => ({ display: phone, href: `tel:${phone}` })),
  state: state && { alias: state.alias, name: state.name },
  category: 'ambulance',
  hours: '',
  note: '',
  source: { name: 'A source', url: 'https://example.org' },
  lastVerifiedAt: '2026-11-25',
});

const [lagos, kano, , rivers] = states as [StateChoice, StateChoice, StateChoice, StateChoice];
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
