import { lgaListSchema, MAX_RADIUS_KM, searchResultSchema, type State } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import { toPhoneLink } from '~/lib/format/phone';
import { searchQuery, searchResultHref, type SearchParams } from '~/lib/search-url';
import type { ContactPhone } from './view';

/** How many facilities the page lists: the nearest, within its 10 KB. */
const LISTED = 8;
const EMERGENCY_CARE = 'emergency-24h';

/** A facility with confirmed 24-hour emergency care, as the emergency page lists it. */
export interface EmergencyFacilityView {
  id: string;
  name: string;
  phone: ContactPhone | null;
  lga: string | null;
  distanceKm: number | null;
}

export type EmergencyCareView =
  | {
      ok: true;
      /** Where the list is nearest to: the LGA asked for, or the state's capital. */
      near: string;
      /** The LGA the list is narrowed to, if one was asked for. */
      lga: string | null;
      items: EmergencyFacilityView[];
      /** Every one of them, on the results page. */
      allHref: string;
    }
  /** The search did not answer: the page still shows every number. */
  | { ok: false };

/**
 * The facilities of the state (of the LGA, when `?lga=` names one of its LGAs) whose 24-hour emergency care
 * was confirmed in the last 90 days, nearest first to the LGA's centre or the state capital.
 */
export async function loadEmergencyCare(
  state: State,
  lgaSlug: string | undefined,
): Promise<EmergencyCareView> {
  try {
    const lga = lgaSlug
      ? (await fetchForPage(`/states/${encodeURIComponent(state.alias)}/lgas`, lgaListSchema)).items.find(
          (candidate) => candidate.slug === lgaSlug,
        )
      : undefined;
    const centre = lga?.centre ?? { latitude: state.capitalLatitude, longitude: state.capitalLongitude };
    const filters: SearchParams = {
      kind: 'facility',
      state: state.alias,
      ...(lga ? { lga: lga.slug } : {}),
      capability: [EMERGENCY_CARE],
    };
    const near = {
      lat: String(centre.latitude),
      lon: String(centre.longitude),
      radiusKm: String(MAX_RADIUS_KM),
      sort: 'distance',
      pageSize: String(LISTED),
    };
    const result = await fetchForPage(
      '/search',
      searchResultSchema,
      Object.fromEntries(searchQuery({ ...filters, ...near })),
    );
    return {
      ok: true,
      near: lga?.name ?? state.capital,
      lga: lga?.name ?? null,
      items: result.items.map((item) => ({
        id: item.id,
        name: item.name,
        phone: item.phone ? toPhoneLink(item.phone) : null,
        lga: item.place.lga?.name ?? null,
        distanceKm: item.distanceKm,
      })),
      allHref: searchResultHref(filters),
    };
  } catch {
    // The numbers matter more than the list: the page answers without it, and says so.
    return { ok: false };
  }
}
