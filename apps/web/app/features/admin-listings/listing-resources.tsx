import type { AdminFacilityRow, AdminProviderRow, ListingStatus, State } from '@carefinder/contracts';
import type { ComponentType } from 'react';
import { loadLgas, loadStates, loadTermOptions } from '~/components/listing-editor/editor-reads';
import type { ListingDetail, ListingKind } from '~/components/listing-editor/listing-api';
import { errorsOnFields } from '~/components/listing-editor/listing-form';
import type { MapSettings } from '~/components/map/leaflet-map';
import type { ResourceDefinition, ResourceValues } from '~/lib/admin-resource/resource-definition';
import { formatDateInNigeria } from '~/lib/format/date';
import { formatRating } from '~/lib/format/rating';
import type { EditorFieldsProps, EditorOptions } from '~/components/listing-editor/editor-fields';
import { FacilityFields } from '~/components/listing-editor/facility-fields';
import { FACILITY_TERM_KINDS, STATUS_LABELS } from '~/components/listing-editor/facility-form';
import { LISTING_KINDS, type ListingKindSpec } from './listing-kinds';
import { ProviderFields } from '~/components/listing-editor/provider-fields';
import { PROVIDER_TERM_KINDS } from '~/components/listing-editor/provider-form';

type Row = AdminFacilityRow | AdminProviderRow;
type Detail = ListingDetail<ListingKind>;

const STATUS_BADGE: Record<ListingStatus, string> = {
  active: 'bg-green-100 text-green-900',
  temporarily_closed: 'bg-amber-100 text-amber-950',
  permanently_closed: 'bg-gray-200 text-gray-900',
};

/** What the listing pages read for their filters and editor; `map` comes from the route's server loader. */
export interface ListingChoices {
  states: { value: string; label: string }[];
  editor?: EditorOptions;
  map?: MapSettings;
}

const FIELDS: Record<ListingKind, ComponentType<EditorFieldsProps<never>>> = {
  facilities: FacilityFields,
  providers: ProviderFields,
};

const TERM_KINDS = { facilities: FACILITY_TERM_KINDS, providers: PROVIDER_TERM_KINDS };

/** "Dr Ngozi Okafor" in the table; a listing read alone is named as its form names it. */
const nameOf = (listing: Row | Detail): string =>
  'firstName' in listing
    ? `${listing.firstName} ${listing.lastName}`.trim()
    : 'title' in listing && listing.title
      ? `${listing.title} ${listing.name}`
      : listing.name;

/** What the row is, under its name: a facility's type, a doctor's specialties. */
const summaryOf = (row: Row) =>
  'facilityType' in row
    ? (row.facilityType?.name ?? 'Type not known')
    : row.specialties.map((term) => term.name).join(', ') || 'No specialty listed';

/**
 * The facilities and doctors of the admin area (/admin/facilities, /admin/providers) as resources: the table
 * (search, status and state filters, sorts, pages), the editor for a new or an existing listing with its map,
 * hours and pickers, and closing (a listing's page stays, saying so).
 */
function listingResource<Kind extends ListingKind>(kind: Kind): ResourceDefinition<Row, Detail> {
  const spec = LISTING_KINDS[kind] as unknown as ListingKindSpec<ListingKind>;
  const Fields: ComponentType<EditorFieldsProps<never>> = FIELDS[kind];
  return {
    path: spec.path,
    api: `/admin/${kind}`,
    itemApi: `/${kind}`,
    title: spec.title,
    description: spec.description,
    links: [
      { to: '/admin/claims', label: 'Requests to manage a listing' },
      ...(kind === 'facilities' ? [{ to: '/admin/moves', label: 'Facility moves' }] : []),
      { to: '/admin/corrections', label: 'Corrections from visitors' },
    ],
    one: { noun: spec.singular, article: 'a' },
    many: spec.plural,
    idOf: (listing) => listing.id,
    nameOf,
    form: {
      fields: [],
      Inputs: ({ values, choices, errors }) => {
        const { editor, map } = choices as Partial<ListingChoices>;
        return editor && map ? (
          <Fields defaults={values as never} options={editor} errors={errors} map={map} />
        ) : null;
      },
      valuesOf: (listing) => spec.valuesOf(listing) as unknown as ResourceValues,
      newValues: () => spec.valuesOf(null) as unknown as ResourceValues,
      valuesFrom: (form) => spec.valuesFrom(form) as unknown as ResourceValues,
      bodyOf: (values) => spec.body(values as never).body,
      describe: (values, choices) =>
        spec.describe(values as never, (choices as Partial<ListingChoices>).editor?.terms ?? {}),
      placeErrors: (errors, values) =>
        errorsOnFields(errors, spec.body(values as never).fieldOf, spec.fieldOrder),
    },
    loadChoices: async ({ form, editing }) => {
      const alias = editing?.place.state?.alias;
      const [states, terms, lgas] = await Promise.all([
        loadStates(),
        form ? loadTermOptions(TERM_KINDS[kind]) : undefined,
        form && alias ? loadLgas(alias) : [],
      ]);
      const choices: ListingChoices = {
        states: states.map((state: State) => ({ value: state.alias, label: state.name })),
        ...(terms ? { editor: { terms, states, lgas } } : {}),
      };
      return { ...choices };
    },
    columns: ({ sortBy }) => [
      {
        key: 'name',
        header: 'Name',
        sort: sortBy('name', 'ascending'),
        cell: (row) => (
          <>
            <span className="font-semibold text-gray-900">{nameOf(row)}</span>
            <span className="block text-sm text-gray-700">
              {summaryOf(row)}
              {'nhfrCode' in row && row.nhfrCode ? ` · NHFR ${row.nhfrCode}` : ''}
              {row.isDemo ? ' · demo' : ''}
            </span>
          </>
        ),
      },
      {
        key: 'place',
        header: 'Place',
        cell: (row) =>
          [row.lga?.name, row.state?.name].filter(Boolean).join(', ') || (
            <span className="text-gray-700">Not known</span>
          ),
      },
      {
        key: 'status',
        header: 'Status',
        cell: (row) => (
          <span
            className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${STATUS_BADGE[row.status]}`}
          >
            {STATUS_LABELS[row.status]}
          </span>
        ),
      },
      {
        key: 'rating',
        header: 'Rating',
        numeric: true,
        sort: sortBy('rating', 'descending'),
        cell: (row) => (
          <>
            {formatRating(row.averageRating)}
            <span className="block text-sm text-gray-700">
              {row.reviewsCount} review{row.reviewsCount === 1 ? '' : 's'}
            </span>
          </>
        ),
      },
      {
        key: 'updated',
        header: 'Updated',
        sort: sortBy('updated', 'descending'),
        cell: (row) => <time dateTime={row.updatedAt}>{formatDateInNigeria(row.updatedAt)}</time>,
      },
    ],
    list: {
      pageSize: 20,
      searchLabel: kind === 'facilities' ? 'Name or NHFR code' : 'Name',
      sorts: ['name', 'updated', 'rating'],
      filters: [
        {
          name: 'status',
          label: 'Status',
          options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
        },
        { name: 'state', label: 'State', options: 'states' },
      ],
      count: (total) => `${total} ${total === 1 ? spec.singular : spec.plural}.`,
      empty: `No ${spec.plural} yet.`,
    },
    delete: {
      verb: 'Close',
      applies: (row) => row.status !== 'permanently_closed',
      done: (name) =>
        `${name} is closed: it has left search, and its page says so. Change its status to reopen it.`,
      warning: () =>
        'It leaves search at once. Its page stays, saying it has closed for good, and its reviews are kept. ' +
        'To reopen it, edit it and set its status to Active.',
    },
  };
}

export const facilityResource = listingResource('facilities');
export const providerResource = listingResource('providers');
