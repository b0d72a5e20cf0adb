import type { z } from 'zod';
import type { placeSchema } from '@carefinder/contracts';

export type Place = z.infer<typeof placeSchema>;

export interface PlaceRow {
  stateAlias: string | null;
  stateName: string | null;
  lgaSlug: string | null;
  lgaName: string | null;
  ward?: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Where a facility or provider is, as the pages show it: state, LGA, ward, address and coordinates. */
export function presentPlace(row: PlaceRow): Place {
  return {
    state:
      row.stateAlias !== null && row.stateName !== null
        ? { alias: row.stateAlias, name: row.stateName }
        : null,
    lga: row.lgaSlug !== null && row.lgaName !== null ? { slug: row.lgaSlug, name: row.lgaName } : null,
    ward: row.ward ?? null,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** "Lagos State"; the Federal Capital Territory (alias abuja) keeps its name. */
export const stateLabel = (state: { alias: string; name: string }) =>
  state.alias === 'abuja' ? state.name : `${state.name} State`;

/** "Ikeja, Lagos State"; empty when the place is not known. */
export const placeLabel = ({ lga, state }: Pick<Place, 'lga' | 'state'>) =>
  [lga?.name, state && stateLabel(state)].filter(Boolean).join(', ');

/** The names of states (by alias) and of their LGAs (by `alias/slug`): states/service.ts `stateAndLgaNames`. */
export interface PlaceNames {
  states: Map<string, string>;
  lgas: Map<string, string>;
}

/** A place kept by state alias and LGA slug, as the pages show places (names from `findPlaceNames`). */
export function presentKeptPlace(
  place: {
    state: string | null;
    lga: string | null;
    ward?: string | null;
    address?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  },
  names: PlaceNames,
): Place {
  const { state, lga } = place;
  return presentPlace({
    stateAlias: state,
    stateName: state && (names.states.get(state) ?? null),
    lgaSlug: lga,
    lgaName: lga && (names.lgas.get(`${state}/${lga}`) ?? null),
    ward: place.ward ?? null,
    address: place.address ?? null,
    latitude: place.latitude ?? null,
    longitude: place.longitude ?? null,
  });
}
