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
