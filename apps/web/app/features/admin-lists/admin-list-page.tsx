import type { TaxonomyEntry } from '@carefinder/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Form, Link, useActionData, useFetcher, useNavigation } from 'react-router';
import {
  AdminPagination,
  AdminTable,
  EditDeleteActions,
  type AdminColumn,
} from '~/components/admin/admin-table';
import { ChangedMeanwhile } from '~/components/admin/changed-meanwhile';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { changesOnTop } from '~/lib/forms/changes-on-top';
import { useCurrentVersion } from '~/lib/forms/use-current-version';
import { SelectField, TextAreaField, TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import type { FormErrors } from '~/lib/forms/form-errors';
import type { AdminListActionResult, AdminListIntent } from './admin-list-actions';
import {
  adminListHref,
  loadWholeList,
  readEntry,
  type AdminListPageData,
  type EditableEntry,
  type EntryFields,
} from './admin-list-api';
import type { AdminListConfig } from '~/lib/admin-lists';
import { AdminPageHeader } from '~/components/admin/admin-page-header';

const uses = (entry: TaxonomyEntry) => entry.facilityCount + entry.providerCount;

/** One generic page for each of the nine lists (/admin/services, /admin/awards, …), driven by its config. */
export default function AdminListPage({ loaderData }: { loaderData: AdminListPageData }) {
  const { config, search, list, editing } = loaderData;
  const result = useActionData<AdminListActionResult>();
  const resultFor = (intent: AdminListIntent) => (result?.intent === intent ? result : undefined);
  const [toDelete, setToDelete] = useState<TaxonomyEntry | null>(null);
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const hrefFor = (changes: Partial<typeof search>) =>
    adminListHref(config.path, { ...search, edit: null, ...changes });

  const columns: AdminColumn<TaxonomyEntry>[] = [
    {
      key: 'name',
      header: 'Name',
      sort: {
        href: hrefFor({ sort: 'name', page: 1 }),
        active: search.sort === 'name',
        direction: 'ascending',
      },
      cell: (entry) => (
        <>
          <span className="font-semibold text-gray-900">{entry.name}</span>
          <span className="block text-sm text-gray-700">{entry.slug}</span>
        </>
      ),
    },
    ...config.carriedBy.map((listing): AdminColumn<TaxonomyEntry> => ({
      key: listing,
      header: listing === 'facilities' ? 'Facilities' : 'Providers',
      numeric: true,
      cell: (entry) => (listing === 'facilities' ? entry.facilityCount : entry.providerCount),
      ...(listing === config.carriedBy[0]
        ? {
            sort: {
              href: hrefFor({ sort: 'uses', page: 1 }),
              active: search.sort === 'uses',
              direction: 'descending' as const,
            },
          }
        : {}),
    })),
    {
      key: 'actions',
      header: 'Actions',
      cell: (entry) => (
        <EditDeleteActions
          name={entry.name}
          editTo={adminListHref(config.path, { ...search, edit: entry.id })}
          onDelete={() => setToDelete(entry)}
        />
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={config.title}>
        <p className="text-gray-800">{config.description}</p>
      </AdminPageHeader>

      {editing && (
        <EditSection config={config} editing={editing} result={resultFor('update')} closeHref={hrefFor({})} />
      )}

      <section aria-labelledby="add-heading" className="flex flex-col gap-3">
        <h2 id="add-heading" className="text-xl font-semibold text-gray-900">
          Add a {config.singular}
        </h2>
        <EntryForm intent="create" config={config} errors={errorsOf(resultFor('create'))} submitLabel="Add" />
      </section>

      <section aria-labelledby="list-heading" className="flex flex-col gap-3">
        <h2 id="list-heading" className="text-xl font-semibold text-gray-900">
          All {config.title.toLowerCase()}
        </h2>
        <Form
          method="get"
          role="search"
          aria-label={`Search ${config.title.toLowerCase()}`}
          className="flex flex-col gap-3 md:flex-row md:items-end"
        >
          <div className="md:flex-1">
            <TextField
              name="q"
              type="search"
              label="Name, slug or keyword"
              defaultValue={search.q}
              autoComplete="off"
            />
          </div>
          {search.sort !== 'name' && <input type="hidden" name="sort" value={search.sort} />}
          <SubmitButton variant="secondary" loading={useNavigation().state === 'loading'}>
            Search
          </SubmitButton>
        </Form>
        <p role="status" className="text-gray-800">
          {list.total === 0
            ? `No ${config.title.toLowerCase()} match.`
            : `${list.total} ${list.total === 1 ? 'entry' : 'entries'}${pageCount > 1 ? `, page ${list.page} of ${pageCount}` : ''}.`}
        </p>
        <AdminTable
          caption={config.title}
          columns={columns}
          rows={list.items}
          rowKey={(entry) => entry.id}
          empty={search.q ? 'Try other words.' : `Add the first ${config.singular} above.`}
        />
        <AdminPagination
          label={`Pages of ${config.title.toLowerCase()}`}
          page={list.page}
          pageCount={pageCount}
          hrefFor={(page) => hrefFor({ page })}
        />
      </section>

      <DeleteDialog config={config} entry={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

const errorsOf = (result: AdminListActionResult | undefined): FormErrors | undefined =>
  result && !result.ok ? result.errors : undefined;

function EditSection({
  config,
  editing,
  result,
  closeHref,
}: {
  config: AdminListConfig;
  editing: EditableEntry;
  result: AdminListActionResult | undefined;
  closeHref: string;
}) {
  // After a refused stale save: the entry as it is now (its ETag), with the admin's values still in the form.
  const stale = result && 'stale' in result ? result : undefined;
  const current = stale?.stale ?? editing;
  return (
    <section
      aria-labelledby="edit-heading"
      className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4"
    >
      <h2 id="edit-heading" className="text-xl font-semibold text-gray-900">
        Change {editing.entry.name}
      </h2>
      {stale && <ChangedMeanwhile saved={asText(stale.stale.entry)} opened={asText(editing.entry)} />}
      <EntryForm
        // A new version to save on top of remounts the form with the admin's own values.
        key={current.etag}
        intent="update"
        config={config}
        errors={errorsOf(result)}
        defaults={
          stale
            ? changesOnTop(fieldsOf(editing.entry), stale.yours, fieldsOf(stale.stale.entry))
            : current.entry
        }
        hidden={{ id: String(current.entry.id), etag: current.etag }}
        submitLabel={stale ? 'Save my changes again' : 'Save'}
        slugHint="Changing it keeps the old slug working in links and bookmarks."
      />
      <p>
        <Link to={closeHref} className={TEXT_LINK_CLASS}>
          Cancel
        </Link>
      </p>
    </section>
  );
}

/** How many submissions of this intent have succeeded on this page so far. */
function useSuccessCount(intent: AdminListIntent): number {
  const result = useActionData<AdminListActionResult>();
  const [counted, setCounted] = useState({ result, count: 0 });
  // Adjusted while rendering (not in an effect): each new result is counted once.
  if (counted.result !== result)
    setCounted({ result, count: counted.count + (result?.ok && result.intent === intent ? 1 : 0) });
  return counted.count;
}

const fieldsOf = (entry: TaxonomyEntry): EntryFields => ({
  name: entry.name,
  slug: entry.slug,
  description: entry.description ?? '',
  keywords: entry.keywords ?? '',
});

/** An entry's editable fields as the 'changed meanwhile' box compares them. */
const asText = (entry: TaxonomyEntry) => {
  const fields = fieldsOf(entry);
  return (Object.keys(FIELD_LABELS) as (keyof EntryFields)[]).map((field) => ({
    label: FIELD_LABELS[field],
    text: fields[field],
  }));
};

const FIELD_LABELS: Record<keyof EntryFields, string> = {
  name: 'Name',
  slug: 'Slug',
  description: 'Description',
  keywords: 'Keywords',
};

function EntryForm({
  intent,
  config,
  errors,
  defaults,
  hidden = {},
  submitLabel,
  slugHint = 'Made from the name when left empty. Lowercase letters, digits and hyphens.',
}: {
  intent: 'create' | 'update';
  config: AdminListConfig;
  errors: FormErrors | undefined;
  defaults?: Partial<EntryFields>;
  hidden?: Record<string, string>;
  submitLabel: string;
  slugHint?: string;
}) {
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const submitting = useNavigation().formData?.get('intent') === intent;
  // Each successful add starts the add form empty; a refused one keeps what was typed.
  const added = useSuccessCount(intent);
  const field = (name: keyof EntryFields) => `${intent}-${name}`;
  const fieldErrors = Object.fromEntries(
    Object.entries(errors?.fieldErrors ?? {}).map(([name, message]) => [
      field(name as keyof EntryFields),
      message,
    ]),
  );
  const summary = errors ? { ...errors, fieldErrors } : undefined;
  return (
    <>
      <ErrorSummary errors={summary} ref={summaryRef} />
      <Form key={added} method="post" noValidate ref={formRef} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            id={field('name')}
            name="name"
            label="Name"
            defaultValue={defaults?.name}
            error={fieldErrors[field('name')]}
            autoComplete="off"
          />
          <TextField
            id={field('slug')}
            name="slug"
            label="Slug"
            optional={intent === 'create'}
            hint={slugHint}
            defaultValue={defaults?.slug}
            error={fieldErrors[field('slug')]}
            autoComplete="off"
          />
        </div>
        <TextAreaField
          id={field('description')}
          name="description"
          label="Description"
          optional
          defaultValue={defaults?.description}
          error={fieldErrors[field('description')]}
        />
        <TextField
          id={field('keywords')}
          name="keywords"
          label="Keywords"
          optional
          hint={`Other words people search with for this ${config.singular}, such as abbreviations.`}
          defaultValue={defaults?.keywords}
          error={fieldErrors[field('keywords')]}
          autoComplete="off"
        />
        <div>
          <SubmitButton loading={submitting}>{submitLabel}</SubmitButton>
        </div>
      </Form>
    </>
  );
}

/** Confirms a delete; an entry listings use can only go by merging it into another entry of the list. */
function DeleteDialog({
  config,
  entry,
  onClose,
}: {
  config: AdminListConfig;
  entry: TaxonomyEntry | null;
  onClose: () => void;
}) {
  const remover = useFetcher<AdminListActionResult>();
  const current = useCurrentVersion(
    useMemo(() => (entry ? () => readEntry(config.kind, entry.id) : null), [config.kind, entry]),
  );
  const inUse = entry !== null && uses(entry) > 0;
  const [others, setOthers] = useState<TaxonomyEntry[]>([]);
  const [mergeInto, setMergeInto] = useState('');

  useEffect(() => {
    if (!entry || !inUse) return;
    let current = true;
    void loadWholeList(config.kind).then((items) => {
      if (!current) return;
      const candidates = items.filter((item) => item.id !== entry.id);
      setOthers(candidates);
      setMergeInto(String(candidates[0]?.id ?? ''));
    });
    return () => {
      current = false;
    };
  }, [config.kind, entry, inUse]);

  const target = others.find((item) => String(item.id) === mergeInto);
  return (
    <ConfirmDialog
      open={entry !== null}
      title={entry ? `${inUse ? 'Merge and delete' : 'Delete'} ${current?.entry.name ?? entry.name}?` : ''}
      confirmLabel={inUse ? 'Merge and delete' : 'Delete'}
      confirmDisabled={current === null}
      onCancel={onClose}
      onConfirm={() => {
        if (entry && (!inUse || target)) {
          void remover.submit(
            {
              intent: 'delete',
              id: String(entry.id),
              name: current?.entry.name ?? entry.name,
              etag: current?.etag ?? '',
              ...(inUse && target ? { mergeInto: String(target.id), mergeIntoName: target.name } : {}),
            },
            { method: 'post' },
          );
        }
        onClose();
      }}
    >
      {inUse && entry ? (
        <div className="flex flex-col gap-3">
          <p>
            {entry.facilityCount} facilities and {entry.providerCount} providers carry it. Choose the{' '}
            {config.singular} they carry instead; its old slug will lead there.
          </p>
          <SelectField
            name="mergeInto"
            label="Merge into"
            value={mergeInto}
            onChange={(event) => setMergeInto(event.target.value)}
            options={others.map((item) => ({ value: String(item.id), label: item.name }))}
          />
        </div>
      ) : (
        <p>No listing carries it. This cannot be undone.</p>
      )}
    </ConfirmDialog>
  );
}
