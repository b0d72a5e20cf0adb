import type { AuditEntryView, AuditLogFacets } from '@carefinder/contracts';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { getBrowserApiClient } from '~/lib/api-client';
import { formatDateTimeInNigeria } from '~/lib/format/date';
import {
  changedFields,
  entityNoun,
  entryWords,
  fieldWords,
  valueWords,
} from '~/components/admin/audit-words';

/** The public page of the entities that have one. */
const PUBLIC_PAGES: Record<string, (id: string) => string> = {
  facility: (id) => `/facilities/${id}`,
  provider: (id) => `/providers/${id}`,
};

/** What the write did, field by field: before and after (a creation has only after, a deletion only before). */
function BeforeAfter({ entry }: { entry: AuditEntryView }) {
  const fields = changedFields(entry);
  if (!fields.length) return null;
  return (
    <details className="mt-1">
      <summary className={`${TEXT_LINK_CLASS} cursor-pointer text-sm`}>
        Before and after<span className="sr-only">: {entryWords(entry)}</span>
      </summary>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="pr-3 font-semibold">
              Field
            </th>
            <th scope="col" className="pr-3 font-semibold">
              Before
            </th>
            <th scope="col" className="font-semibold">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map(({ field, before, after }) => (
            <tr key={field} className="border-t border-gray-200 align-top">
              <th scope="row" className="pr-3 font-normal text-gray-800">
                {fieldWords(field)}
              </th>
              <td className="break-all pr-3 text-gray-900">{valueWords(before)}</td>
              <td className="break-all text-gray-900">{valueWords(after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** /admin/audit: every write, newest first, in words, by who, what and when, each with its before and after. */
const auditLog: ResourceDefinition<AuditEntryView> = {
  path: '/admin/audit',
  api: '/admin/audit-log',
  title: 'Audit log',
  description:
    'Every change made in the back office and by the listings’ owners: who, when, and each field before and ' +
    'after. Nothing here can be changed.',
  one: { noun: 'entry', article: 'an' },
  many: 'entries',
  adds: false,
  idOf: (entry) => String(entry.id),
  nameOf: entryWords,
  loadChoices: async () => {
    const { data } = await getBrowserApiClient().get<AuditLogFacets>('/admin/audit-log/facets');
    return {
      entities: data.entities.map((entity) => ({ value: entity, label: entityNoun(entity) })),
      actions: data.actions.map((action) => ({ value: action, label: action })),
    };
  },
  columns: () => [
    {
      key: 'when',
      header: 'When',
      cell: (entry) => <time dateTime={entry.at}>{formatDateTimeInNigeria(entry.at)}</time>,
    },
    {
      key: 'what',
      header: 'What',
      cell: (entry) => {
        const page = PUBLIC_PAGES[entry.entity];
        return (
          <>
            <span className="text-gray-900">{entryWords(entry)}</span>
            {page && entry.action.split('.').at(-1) !== 'delete' && (
              <Link to={page(entry.entityId)} className={`${TEXT_LINK_CLASS} ml-1 text-sm`}>
                Open its page<span className="sr-only">: {entry.entityName ?? entry.entityId}</span>
              </Link>
            )}
            <BeforeAfter entry={entry} />
          </>
        );
      },
    },
    {
      key: 'who',
      header: 'Who',
      cell: (entry) =>
        entry.actor ? (
          <span className="break-all text-sm text-gray-800">{entry.actor.email}</span>
        ) : (
          <span className="text-sm text-gray-700">A deleted account</span>
        ),
    },
  ],
  list: {
    pageSize: 20,
    searchLabel: 'Who (name or e-mail)',
    filters: [
      { name: 'entity', label: 'What', options: 'entities' },
      { name: 'action', label: 'Action', options: 'actions' },
      { name: 'from', label: 'From', input: 'date' },
      { name: 'to', label: 'To', input: 'date' },
    ],
    count: (total) => `${total.toLocaleString('en-NG')} ${total === 1 ? 'entry' : 'entries'}, newest first.`,
    empty: 'No entry matches.',
  },
};

export default auditLog;
