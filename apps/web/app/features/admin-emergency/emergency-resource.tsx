import {
  EMERGENCY_CATEGORIES,
  EMERGENCY_CATEGORY_LABELS,
  type EmergencyContact,
  type State,
} from '@carefinder/contracts';
import { Link } from 'react-router';
import { optionsOf } from '~/components/admin/resource/resource-form';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { getBrowserApiClient } from '~/lib/api-client';
import { formatLongDate } from '~/lib/format/date';

/** /admin/emergency: the emergency numbers the public page shows, each with its source. */
const emergencyContacts: ResourceDefinition<EmergencyContact> = {
  path: '/admin/emergency',
  api: '/emergency-contacts',
  title: 'Emergency numbers',
  description: (
    <>
      The numbers at{' '}
      <Link to="/emergency-contacts" className={TEXT_LINK_CLASS}>
        /emergency-contacts
      </Link>
      . Add a number only with a public source you have checked: a wrong emergency number can cost a life.
    </>
  ),
  summary: ({ items, choices }) => {
    const covered = new Set(items.flatMap((contact) => (contact.state ? [contact.state.alias] : [])));
    const without = optionsOf('states', choices).filter((state) => state.value && !covered.has(state.value));
    if (without.length === 0) return 'Every state and the FCT has at least one number.';
    return (
      <>
        <strong className="font-semibold">
          {without.length} {without.length === 1 ? 'state has' : 'states have'} no number yet
        </strong>{' '}
        (the FCT counted as one): {without.map((state) => state.label).join(', ')}.
      </>
    );
  },
  one: { noun: 'emergency number', article: 'an' },
  many: 'emergency numbers',
  idOf: (contact) => contact.id,
  nameOf: (contact) => contact.name,
  form: {
    fields: [
      { name: 'name', label: 'Name', hint: 'Who answers, e.g. Lagos State Ambulance Service.' },
      {
        name: 'phones',
        label: 'Phone numbers',
        input: 'repeated',
        hint: 'A short code as dialled (112), or a number such as 0803 123 4567.',
        repeated: {
          itemLabel: (position) => `Phone number ${position}`,
          addLabel: 'Add another number',
          max: 10,
          type: 'tel',
        },
      },
      {
        name: 'state',
        id: 'state.alias',
        label: 'Where',
        input: 'select',
        options: 'states',
        pairedWithNext: true,
      },
      {
        name: 'category',
        label: 'For',
        input: 'select',
        defaultValue: 'ambulance',
        options: EMERGENCY_CATEGORIES.map((category) => ({
          value: category,
          label: EMERGENCY_CATEGORY_LABELS[category],
        })),
      },
      { name: 'hours', label: 'Hours', optional: true, hint: 'Only what the source says, e.g. 24 hours.' },
      {
        name: 'note',
        label: 'What callers should know',
        input: 'textarea',
        optional: true,
        hint: 'Only what the source says, e.g. that the call is free.',
      },
      {
        name: 'source.name',
        label: 'Who publishes the number',
        group: 'Source',
        errorsAlsoFrom: ['source'],
        hint: 'e.g. Nigerian Communications Commission',
      },
      { name: 'source.url', label: 'Web address where it says so', group: 'Source', input: 'url' },
      {
        name: 'lastVerifiedAt',
        label: 'Last verified',
        input: 'date',
        hint: 'The day you checked the number against its source.',
      },
    ],
    valuesOf: (contact) => ({
      name: contact.name,
      phones: contact.phones,
      state: contact.state?.alias ?? '',
      category: contact.category,
      hours: contact.hours,
      note: contact.note,
      'source.name': contact.source.name,
      'source.url': contact.source.url,
      lastVerifiedAt: contact.lastVerifiedAt,
    }),
    /** The read answer's shape. */
    bodyOf: (values) => ({
      name: values.name,
      phones: values.phones,
      state: values.state ? { alias: values.state } : null,
      category: values.category,
      hours: values.hours,
      note: values.note,
      source: { name: values['source.name'], url: values['source.url'] },
      lastVerifiedAt: values.lastVerifiedAt,
    }),
  },
  loadChoices: async () => {
    const { data } = await getBrowserApiClient().get<{ items: State[] }>('/states');
    return {
      states: [
        { value: '', label: 'National (all of Nigeria)' },
        ...data.items.map((state) => ({ value: state.alias, label: state.name })),
      ],
    };
  },
  columns: () => [
    {
      key: 'name',
      header: 'Name',
      cell: (contact) => (
        <>
          <span className="font-semibold text-gray-900">{contact.name}</span>
          <span className="block text-sm text-gray-700">{EMERGENCY_CATEGORY_LABELS[contact.category]}</span>
          {contact.isDemo && (
            <span className="block text-sm font-semibold text-amber-900">Demo, not shown</span>
          )}
        </>
      ),
    },
    { key: 'phones', header: 'Phones', cell: (contact) => contact.phones.join(', ') },
    { key: 'where', header: 'Where', cell: (contact) => contact.state?.name ?? 'National' },
    {
      key: 'verified',
      header: 'Last verified',
      cell: (contact) => (
        <>
          <time dateTime={contact.lastVerifiedAt}>{formatLongDate(contact.lastVerifiedAt)}</time>
          <a
            href={contact.source.url}
            className={`${TEXT_LINK_CLASS} block text-sm`}
            rel="noopener noreferrer"
          >
            {contact.source.name}
          </a>
        </>
      ),
    },
  ],
  list: {
    count: (total) => `${total} ${total === 1 ? 'number' : 'numbers'}, national ones first.`,
    empty: 'No emergency numbers yet. Add the first one above.',
  },
  delete: {
    warning: () => 'It will no longer show on the emergency numbers page. This cannot be undone.',
  },
};

export default emergencyContacts;
