import type { FacilityDetail } from '@carefinder/contracts';
import type { FieldDescription } from './changeable-fields';
import { text, typedNumber } from './listing-form';

/** Where a listing is, as its editor's place fields hold it (text as typed). A facility adds its ward. */
export interface PlaceFormValues {
  state: string;
  lga: string;
  address: string;
  latitude: string;
  longitude: string;
}

type ListingPlace = Omit<FacilityDetail['place'], 'ward'>;

export function placeValuesOf(place: ListingPlace | undefined): PlaceFormValues {
  return {
    state: place?.state?.alias ?? '',
    lga: place?.lga?.slug ?? '',
    address: place?.address ?? '',
    latitude: place?.latitude?.toString() ?? '',
    longitude: place?.longitude?.toString() ?? '',
  };
}

/** The place fields as posted (their names are the API's paths: `place.state`, `place.lga`…). */
export function placeValuesFrom(form: FormData): PlaceFormValues {
  return {
    state: text(form, 'place.state'),
    lga: text(form, 'place.lga'),
    address: text(form, 'place.address'),
    latitude: text(form, 'place.latitude'),
    longitude: text(form, 'place.longitude'),
  };
}

/** The place of a write: an LGA only with its state; coordinates as numbers (other text as typed). */
export function placeBody(values: PlaceFormValues) {
  return {
    state: values.state ? { alias: values.state } : null,
    lga: values.state && values.lga ? { slug: values.lga } : null,
    address: values.address,
    latitude: typedNumber(values.latitude),
    longitude: typedNumber(values.longitude),
  };
}

/** The place fields, top to bottom, by id: the error summary's order. */
export const placeFieldOrder = ({ withWard }: { withWard: boolean }): string[] =>
  ['state', 'lga', ...(withWard ? ['ward'] : []), 'address', 'latitude', 'longitude'].map(
    (part) => `place.${part}`,
  );

/**
 * The box an API error at `place.<part>` belongs on: `place.lga.slug` → the LGA select; a ward where the
 * form has none, the address; a refusal of the place as a whole, the state.
 */
export function placeField(part: string | undefined, { withWard }: { withWard: boolean }): string {
  const field = `place.${part}`;
  if (placeFieldOrder({ withWard }).includes(field)) return field;
  return part === 'ward' ? 'place.address' : 'place.state';
}

/** The place as text, for comparing two versions (a 412's). */
export function describePlace(values: PlaceFormValues & { ward?: string }): FieldDescription[] {
  return [
    {
      field: 'place',
      label: 'Place',
      text: [values.address, values.ward, values.lga, values.state].filter(Boolean).join(', '),
    },
    {
      field: 'place',
      label: 'Coordinates',
      text: values.latitude || values.longitude ? `${values.latitude}, ${values.longitude}` : '',
    },
  ];
}
