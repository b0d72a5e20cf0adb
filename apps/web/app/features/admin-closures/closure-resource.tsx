import {
  FACILITY_OWNERSHIPS,
  type FacilityClosure,
  type State,
  type TaxonomyList,
} from '@carefinder/contracts';
import { OWNERSHIP_LABELS } from '~/components/listing/facility-classification';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { getBrowserApiClient } from '~/lib/api-client';
import { formatLongDate } from '~/lib/format/date';

const FIXED = 'Fixed once made: to change it, delete this closure and make another.';

/** "Lagos · public · general hospitals", as the table says whose facilities closed. */
const whose = (closure: FacilityClosure) =>
  [
    closure.lga ? `${closure.lga.name}, ${closure.state.name}` : closure.state.name,
    closure.ownership && (OWNERSHIP_LABELS[closure.ownership] ?? closure.ownership).toLowerCase(),
    closure.facilityType?.name,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * /admin/closures: close many facilities for a range of days at once (a state-wide strike): each closes on
 * its page and leaves open-now search on those days; deleting the closure reopens them.
 */
const closureResource: ResourceDefinition<FacilityClosure> = {
  path: '/admin/closures',
  api: '/admin/closures',
  title: 'Closures',
  description:
    'Close every facility of a state (of an ownership or type) for some days at once, such as during a strike. ' +
    'Their pages say so and search stops calling them open on those days. Facilities with their own dated ' +
    'hours on any of the days keep theirs.',
  one: { noun: 'closure', article: 'a' },
  many: 'closures',
  idOf: (closure) => String(closure.id),
  nameOf: (closure) => `${closure.reason} (${whose(closure)})`,
  form: {
    fields: [
      {
        name: 'state',
        id: 'state.alias',
        label: 'State',
        input: 'select',
        options: 'states',
        editHint: FIXED,
      },
      {
        name: 'ownership',
        label: 'Ownership',
        input: 'select',
        options: [
          { value: '', label: 'All facilities' },
          ...FACILITY_OWNERSHIPS.filter((value) => value !== 'unknown').map((value) => ({
            value,
            label: OWNERSHIP_LABELS[value] ?? value,
          })),
        ],
        hint: 'A strike of public health workers closes public facilities.',
        editHint: FIXED,
        pairedWithNext: true,
      },
      {
        name: 'facilityType',
        id: 'facilityType.slug',
        label: 'Facility type',
        input: 'select',
        options: 'facilityTypes',
        editHint: FIXED,
      },
      { name: 'from', label: 'First day', input: 'date', editHint: FIXED, pairedWithNext: true },
      { name: 'to', label: 'Last day', input: 'date', editHint: FIXED },
      { name: 'reason', label: 'Why', hint: 'Shown on each facility’s page, e.g. Doctors’ strike.' },
    ],
    valuesOf: (closure) => ({
      state: closure.state.alias,
      ownership: closure.ownership ?? '',
      facilityType: closure.facilityType?.slug ?? '',
      from: closure.from,
      to: closure.to,
      reason: closure.reason,
    }),
    bodyOf: (values, intent) =>
      intent === 'update'
        ? { reason: values.reason }
        : {
            state: { alias: values.state },
            ownership: values.ownership || null,
            facilityType: values.facilityType ? { slug: values.facilityType } : null,
            from: values.from,
            to: values.to,
            reason: values.reason,
          },
  },
  loadChoices: async () => {
    const api = getBrowserApiClient();
    const [states, types] = await Promise.all([
      api.get<{ items: State[] }>('/states'),
      api.get<TaxonomyList>('/facility-types'),
    ]);
    return {
      states: [
        { value: '', label: 'Choose a state' },
        ...states.data.items.map((state) => ({ value: state.alias, label: state.name })),
      ],
      facilityTypes: [
        { value: '', label: 'Every type' },
        ...types.data.items.map((type) => ({ value: type.slug, label: type.name })),
      ],
    };
  },
  columns: () => [
    {
      key: 'reason',
      header: 'Why',
      cell: (closure) => <span className="font-semibold text-gray-900">{closure.reason}</span>,
    },
    { key: 'whose', header: 'Whose facilities', cell: whose },
    {
      key: 'days',
      header: 'Days',
      cell: (closure) =>
        closure.from === closure.to
          ? formatLongDate(closure.from)
          : `${formatLongDate(closure.from)} to ${formatLongDate(closure.to)}`,
    },
    { key: 'count', header: 'Facilities closed', cell: (closure) => String(closure.facilityCount) },
  ],
  list: {
    count: (total) => `${total} ${total === 1 ? 'closure' : 'closures'}, the latest first.`,
    empty: 'No closures yet.',
  },
  delete: {
    verb: 'Reopen',
    done: (name) => `${name}: its facilities are open again on those days.`,
    warning: () =>
      'Its facilities open again on those days, but those whose team has changed the days since. The closure is deleted.',
  },
};

export default closureResource;
