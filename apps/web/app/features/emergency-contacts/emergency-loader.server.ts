import {
  emergencyContactListSchema,
  SHORT_CODE,
  stateListSchema,
  type EmergencyContact,
} from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import { toPhoneLink } from '~/lib/format/phone';
import { loadEmergencyCare, type EmergencyCareView } from './emergency-care.server';
import type { ContactPhone, ContactView, StateChoice } from './view';

/** A short code (112) is dialled as it is; any other number is formatted per spec §5. */
export function toContactPhone(phone: string): ContactPhone {
  return SHORT_CODE.test(phone) ? { display: phone, href: `tel:${phone}` } : toPhoneLink(phone);
}

/** A contact as the page shows it. */
const toView = ({ isDemo: _isDemo, id: _id, phones, ...contact }: EmergencyContact): ContactView => ({
  ...contact,
  phones: phones.map(toContactPhone),
});

export interface EmergencyPageData {
  contacts: ContactView[];
  /** For the state picker. */
  states: StateChoice[];
  /** The state asked for (`?state=`), when it is one. */
  chosenAlias: string | undefined;
  /** `?state=` named no state. */
  unknownState: boolean;
  /** The chosen state's facilities with confirmed 24-hour emergency care; none without a state. */
  emergencyCare: EmergencyCareView | null;
}

/**
 * /emergency-contacts: every real contact (demo rows are never shown as real numbers), the states for the
 * picker, the state asked for and, for it, the nearest facilities with confirmed 24-hour emergency care.
 */
export async function loadEmergencyPage(url: URL): Promise<EmergencyPageData> {
  const [list, stateList] = await Promise.all([
    fetchForPage('/emergency-contacts', emergencyContactListSchema),
    fetchForPage('/states', stateListSchema),
  ]);
  // Names and aliases only: the capitals' positions are read by the page's script when it needs them.
  const states = stateList.items.map(({ alias, name }) => ({ alias, name }));
  const asked = url.searchParams.get('state')?.trim() || undefined;
  const chosen = asked ? stateList.items.find((state) => state.alias === asked) : undefined;
  const lga = url.searchParams.get('lga')?.trim() || undefined;
  return {
    contacts: list.items.filter((contact) => !contact.isDemo).map(toView),
    states,
    chosenAlias: chosen?.alias,
    unknownState: asked !== undefined && !chosen,
    emergencyCare: chosen ? await loadEmergencyCare(chosen, lga) : null,
  };
}
