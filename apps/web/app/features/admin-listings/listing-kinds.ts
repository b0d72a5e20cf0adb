import type { FieldText } from '~/components/admin/changed-meanwhile';
import type { ListingDetail, ListingKind } from '~/components/listing-editor/listing-api';
import { facilityForm, type FacilityValues } from '~/components/listing-editor/facility-form';
import type { ListingBody, TermOptions } from '~/components/listing-editor/listing-form';
import { providerForm, type ProviderValues } from '~/components/listing-editor/provider-form';

export type ListingValues<Kind extends ListingKind> = Kind extends 'facilities'
  ? FacilityValues
  : ProviderValues;

/** One listing table of the admin area, described once: the generic page and action do the rest. */
export interface ListingKindSpec<Kind extends ListingKind> {
  kind: Kind;
  /** The page's path, spec §2. */
  path: string;
  title: string;
  /** One listing, in a sentence: "Add a facility", "Close this facility?". */
  singular: string;
  /** Listings, in a sentence: "All facilities". */
  plural: string;
  description: string;
  valuesOf: (listing: ListingDetail<Kind> | null) => ListingValues<Kind>;
  valuesFrom: (form: FormData) => ListingValues<Kind>;
  body: (values: ListingValues<Kind>) => ListingBody;
  fieldOrder: readonly string[];
  describe: (values: ListingValues<Kind>, options: TermOptions) => FieldText[];
  /** The listing's name in headings and messages. */
  nameOf: (values: ListingValues<Kind>) => string;
}

export const LISTING_KINDS: { [Kind in ListingKind]: ListingKindSpec<Kind> } = {
  facilities: {
    kind: 'facilities',
    path: '/admin/facilities',
    title: 'Facilities',
    singular: 'facility',
    plural: 'facilities',
    description:
      'Hospitals, clinics, pharmacies and laboratories: their place, contacts, hours and what they offer.',
    ...facilityForm('every'),
    nameOf: (values) => values.name,
  },
  providers: {
    kind: 'providers',
    path: '/admin/providers',
    title: 'Doctors',
    singular: 'doctor',
    plural: 'doctors',
    description: 'Doctors and other health workers: what they do, where they work, how to reach them.',
    ...providerForm('every'),
    nameOf: (values) => `${values.firstName} ${values.lastName}`.trim(),
  },
};
