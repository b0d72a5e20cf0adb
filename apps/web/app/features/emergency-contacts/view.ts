import type { EmergencyCategory } from '@carefinder/contracts';

/** A phone as the page shows it: formatted on the server (spec §5), a `tel:` link when it can be dialled. */
export interface ContactPhone {
  display: string;
  href: string | null;
}

/** One emergency contact as the page shows it (the loader's answer; no phone library reaches the browser). */
export interface ContactView {
  name: string;
  phones: ContactPhone[];
  state: { alias: string; name: string } | null;
  /** Named by the page in its language (`EMERGENCY_CATEGORY_NAMES`), from the messages it has anyway. */
  category: EmergencyCategory;
  hours: string;
  note: string;
  source: { name: string; url: string };
  lastVerifiedAt: string;
}

/** A state for the picker. */
export interface StateChoice {
  alias: string;
  name: string;
}

export interface StateGroup {
  state: { alias: string; name: string };
  contacts: ContactView[];
}

/** The page's order: 112 first, the other national lines, then the states (the chosen one first). */
export interface EmergencyPageSections {
  /** The national 112 entry, if the list has it. */
  emergency: ContactView | undefined;
  national: ContactView[];
  /** The chosen state, with its numbers (maybe none). */
  chosen: StateGroup | undefined;
  /** Every other state that has numbers, by name. */
  otherStates: StateGroup[];
}

export const EMERGENCY_NUMBER = '112';

/** Orders the contacts (national first, then by state name, as the API answers them) for the page. */
export function pageSections(
  contacts: readonly ContactView[],
  states: readonly StateChoice[],
  chosenAlias: string | undefined,
): EmergencyPageSections {
  const national = contacts.filter((contact) => contact.state === null);
  const emergency = national.find((contact) =>
    contact.phones.some((phone) => phone.display === EMERGENCY_NUMBER),
  );
  const groups = new Map<string, StateGroup>();
  for (const contact of contacts) {
    if (!contact.state) continue;
    const group = groups.get(contact.state.alias) ?? { state: contact.state, contacts: [] };
    group.contacts.push(contact);
    groups.set(contact.state.alias, group);
  }
  const chosenState = states.find((state) => state.alias === chosenAlias);
  const chosen = chosenState
    ? (groups.get(chosenState.alias) ?? {
        state: { alias: chosenState.alias, name: chosenState.name },
        contacts: [],
      })
    : undefined;
  return {
    emergency,
    national: national.filter((contact) => contact !== emergency),
    chosen,
    otherStates: [...groups.values()]
      .filter((group) => group.state.alias !== chosen?.state.alias)
      .sort((a, b) => a.state.name.localeCompare(b.state.name, 'en')),
  };
}
