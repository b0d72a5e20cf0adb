import { searchQuerySchema, type SearchItem } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { HttpProblem } from '../../lib/problem.ts';
import { listContacts } from '../emergency-contacts/service.ts';
import {
  placeCentre,
  readPlaceName,
  search,
  type CatalogueAndReadings,
  type MatchFinder,
  type SearchPlace,
} from '../search/service.ts';
import type { Need } from './menu-words.ts';
import type { MenuDirectory, MenuListing, MenuPlace } from './ussd-menu.ts';

/** What each need of the menu searches for: the list entries the site's own filters name. */
const NEED_SEARCHES: Record<Need, Record<string, string>> = {
  hospital: { q: 'hospital' },
  clinic: { facilityType: 'clinic' },
  pharmacy: { facilityType: 'pharmacy' },
  maternity: { facilityType: 'maternity-home' },
  dentist: { facilityType: 'dental-clinic' },
  emergency: { capability: 'emergency-24h' },
  'health-centre': { facilityType: 'primary-health-centre' },
};

/**
 * How far from a place's centre care is looked for: a rural LGA's nearest pharmacy may be a town away, and
 * each listing names its LGA.
 */
const SEARCH_RADIUS_KM = '50';
/** Listings a USSD screen may page through, nearest first. */
const NEAREST_LISTED = 9;
/** Listings read to find those that open soonest when none is open. */
const CLOSED_READ = 30;

/** +2348031234567 → 08031234567: how Nigerians dial a Nigerian number, without spaces: room on a screen. */
export function dialledInNigeria(phone: string | null): string | null {
  const digits = phone?.replace(/[\s().-]/g, '') ?? null;
  return digits?.startsWith('+234') ? `0${digits.slice(4)}` : digits;
}

const menuPlace = (place: SearchPlace): MenuPlace => ({
  name: place.town ?? place.lga?.name ?? place.state.name,
  stateId: place.state.id,
  lgaIds: place.lgas.map((lga) => lga.id),
});

/** Where a listing is, as a line names it: its LGA, else its state. */
export const listingArea = (item: SearchItem): string | null =>
  item.place.lga?.name ?? item.place.state?.name ?? null;

function menuListing(item: SearchItem, open: boolean): MenuListing {
  const status = item.openingStatus;
  return {
    name: item.name,
    phone: dialledInNigeria(item.phone),
    area: listingArea(item),
    opens: open ? null : { time: status?.opensLaterToday ? status.openingTime : null },
  };
}

/** Those that open later today first, soonest first; then the rest, nearest first (the search's order). */
const openingNext = (items: readonly SearchItem[]) =>
  items
    .filter((item) => !item.openingStatus?.isOpen)
    .map((item, order) => ({
      item,
      order,
      time: item.openingStatus?.opensLaterToday ? item.openingStatus.openingTime : null,
    }))
    .sort((a, b) => (a.time ?? '99').localeCompare(b.time ?? '99') || a.order - b.order)
    .map(({ item }) => item);

export interface ChannelSources {
  db: Database;
  caches: CatalogueAndReadings;
  index: MatchFinder;
  now: () => Date;
}

/**
 * The menu's directory over search (places read as search reads them, listings found as its filters find
 * them) and the emergency contacts, for one request: what it reads it keeps, as a session's replay asks
 * for the same screens again.
 */
export function channelDirectory({ db, caches, index, now }: ChannelSources): MenuDirectory {
  const kept = new Map<string, Promise<unknown>>();
  const once = <Value>(key: string, read: () => Promise<Value>): Promise<Value> => {
    if (!kept.has(key)) kept.set(key, read());
    return kept.get(key) as Promise<Value>;
  };
  const catalogue = () => once('catalogue', () => caches.catalogue());
  /** The need's listings nearest the centre, nearest first; none when its list entry no longer exists. */
  const searchNear = async (
    need: Need,
    centre: { latitude: number; longitude: number },
    more: Record<string, string>,
  ): Promise<SearchItem[]> => {
    const query = searchQuerySchema.parse({
      ...NEED_SEARCHES[need],
      ...more,
      kind: 'facility',
      lat: String(centre.latitude),
      lon: String(centre.longitude),
      sort: 'distance',
      radiusKm: SEARCH_RADIUS_KM,
    });
    try {
      return (await search(db, caches, index, query, now())).items;
    } catch (error) {
      // The entry the need names was deleted in the back office: nothing of it is listed.
      if (error instanceof HttpProblem && error.status === 400) return [];
      throw error;
    }
  };

  return {
    states: () =>
      once('states', async () =>
        (await catalogue()).states
          .map((state) => ({ name: state.name, stateId: state.id, lgaIds: [] }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    areasOf: (stateId) =>
      once(`areas ${stateId}`, async () =>
        (await catalogue()).lgas
          .filter((lga) => lga.stateId === stateId)
          .map((lga) => ({ name: lga.name, stateId, lgaIds: [lga.id] }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    readPlace: (text, withinStateId) =>
      once(`place ${withinStateId ?? ''} ${text}`, async () => {
        const place = await readPlaceName(caches, text, withinStateId);
        return place && menuPlace(place);
      }),
    careNear: (need, place) =>
      once(`care ${need} ${place.stateId} ${place.lgaIds.join(',')}`, async () => {
        const centre = await placeCentre(db, place);
        const open = await searchNear(need, centre, { openNow: 'true', pageSize: String(NEAREST_LISTED) });
        if (open.length) return { openNow: true, listings: open.map((item) => menuListing(item, true)) };
        const all = await searchNear(need, centre, { pageSize: String(CLOSED_READ) });
        return {
          openNow: false,
          listings: openingNext(all)
            .slice(0, NEAREST_LISTED)
            .map((item) => menuListing(item, false)),
        };
      }),
    emergencyLines: (stateId) =>
      once(`emergency ${stateId}`, async () => {
        const alias = (await catalogue()).stateById.get(stateId)?.alias;
        return (await listContacts(db)).items
          .filter((contact) => contact.state?.alias === alias)
          .map((contact) => ({
            name: contact.name,
            phones: contact.phones.map((phone) => dialledInNigeria(phone)!),
          }));
      }),
  };
}
