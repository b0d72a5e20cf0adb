import type { AdminFacilityRow, AdminProviderRow, ListingStatus } from '@carefinder/contracts';
import { useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { Form, Link, useActionData, useFetcher, useNavigation } from 'react-router';
import { AdminPagination, AdminTable, type AdminColumn } from '~/components/admin/admin-table';
import { ChangedMeanwhile } from '~/components/admin/changed-meanwhile';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { SelectField, TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDateInNigeria } from '~/lib/format/date';
import { formatRating } from '~/lib/format/rating';
import type { FormErrors } from '~/lib/forms/form-errors';
import type { ListingActionResult } from './admin-listings-actions';
import { readListing, type ListingKind } from '~/components/listing-editor/listing-api';
import type { AdminListingsPageData, EditorData } from './admin-listings-api';
import type { EditorFieldsProps } from './editor-fields';
import { changesOnTop } from '~/lib/forms/changes-on-top';
import { useCurrentVersion } from '~/lib/forms/use-current-version';
import { FacilityFields } from './facility-fields';
import { STATUS_LABELS } from './facility-form';
import { LISTING_KINDS, type ListingKindSpec } from './listing-kinds';
import { listingHref, type ListingSearch } from './listing-search';
import { ProviderFields } from './provider-fields';
import { AdminPageHeader } from '~/components/admin/admin-page-header';

type Row = AdminFacilityRow | AdminProviderRow;

const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'Every status' },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

const STATUS_BADGE: Record<ListingStatus, string> = {
  active: 'bg-green-100 text-green-900',
  temporarily_closed: 'bg-amber-100 text-amber-950',
  permanently_closed: 'bg-gray-200 text-gray-900',
};

// Each kind's fields, typed loosely here: the page hands each the values its own spec made.
const FIELDS: Record<ListingKind, ComponentType<EditorFieldsProps<never>>> = {
  facilities: FacilityFields,
  providers: ProviderFields,
};

/** "Dr Ngozi Okafor"; a facility's name as it is. */
const displayName = (row: Row) => ('title' in row && row.title ? `${row.title} ${row.name}` : row.name);

/** What the row is, under its name: a facility's type, a provider's specialties. */
const summaryOf = (row: Row) =>
  'facilityType' in row
    ? (row.facilityType?.name ?? 'Type not known')
    : row.specialties.map((term) => term.name).join(', ') || 'No specialty listed';

/**
 * The facilities and providers pages of the admin area (/admin/facilities, /admin/providers): the table
 * (search, status and state filters, sorting, pages, from the URL), the editor for a new or an existing
 * listing (?new, ?edit=<id>), and closing with a confirmation. One page for both, driven by its spec.
 */
export default function AdminListingsPage({ loaderData }: { loaderData: AdminListingsPageData }) {
  const { kind, search, table, states, editor } = loaderData;
  const spec = LISTING_KINDS[kind] as ListingKindSpec<ListingKind>;
  const [toClose, setToClose] = useState<Row | null>(null);
  const pageCount = Math.max(1, Math.ceil(table.total / table.pageSize));
  const hrefFor = (changes: Partial<ListingSearch>) =>
    listingHref(spec.path, { ...search, editor: null, ...changes });
  const sortBy = (sort: ListingSearch['sort'], direction: 'ascending' | 'descending') => ({
    href: hrefFor({ sort, page: 1 }),
    active: search.sort === sort,
    direction,
  });
  const plural = spec.title.toLowerCase();

  const columns: AdminColumn<Row>[] = [
    {
      key: 'name',
      header: 'Name',
      sort: sortBy('name', 'ascending'),
      cell: (row) => (
        <>
          <span className="font-semibold text-gray-900">{displayName(row)}</span>
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
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className="flex flex-wrap gap-3">
          <Link to={listingHref(spec.path, { ...search, editor: row.id })} className={TEXT_LINK_CLASS}>
            Edit<span className="sr-only"> {displayName(row)}</span>
          </Link>
          {row.status !== 'permanently_closed' && (
            <button
              type="button"
              onClick={() => setToClose(row)}
              className={`${TEXT_LINK_CLASS} text-red-800`}
            >
              Close<span className="sr-only"> {displayName(row)}</span>
            </button>
          )}
        </div>
      ),
    },
  ];

  const filtered = Boolean(search.q || search.state || search.status !== 'all');
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={spec.title}
        links={[{ to: '/admin/claims', label: 'Requests to manage a listing' }]}
      >
        <p className="text-gray-800">{spec.description}</p>
        {search.editor !== 'new' && (
          <p className="mt-2">
            <Link
              to={listingHref(spec.path, { ...search, editor: 'new' })}
              className="inline-flex min-h-[40px] items-center rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
            >
              Add a {spec.singular}
            </Link>
          </p>
        )}
      </AdminPageHeader>

      {search.editor && editor && (
        <EditorSection
          spec={spec}
          editor={editor}
          map={loaderData.map}
          isNew={search.editor === 'new'}
          closeHref={hrefFor({})}
        />
      )}

      <section aria-labelledby="list-heading" className="flex flex-col gap-3">
        <h2 id="list-heading" className="text-xl font-semibold text-gray-900">
          All {plural}
        </h2>
        <Form
          method="get"
          role="search"
          aria-label={`Search ${plural}`}
          className="flex flex-col gap-3 md:flex-row md:items-end"
        >
          <div className="md:flex-[2]">
            <TextField
              id="filter-q"
              name="q"
              type="search"
              label={kind === 'facilities' ? 'Name or NHFR code' : 'Name'}
              defaultValue={search.q}
              autoComplete="off"
            />
          </div>
          <div className="md:flex-1">
            <SelectField
              id="filter-status"
              name="status"
              label="Status"
              defaultValue={search.status}
              options={STATUS_FILTER_OPTIONS}
            />
          </div>
          <div className="md:flex-1">
            <SelectField
              id="filter-state"
              name="state"
              label="State"
              defaultValue={search.state}
              options={[
                { value: '', label: 'Every state' },
                ...states.map(({ alias, name }) => ({ value: alias, label: name })),
              ]}
            />
          </div>
          {search.sort !== 'name' && <input type="hidden" name="sort" value={search.sort} />}
          <SubmitButton variant="secondary" loading={useNavigation().state === 'loading'}>
            Search
          </SubmitButton>
        </Form>
        <p role="status" className="text-gray-800">
          {table.total === 0
            ? `No ${plural} match.`
            : `${table.total} ${table.total === 1 ? spec.singular : plural}${pageCount > 1 ? `, page ${table.page} of ${pageCount}` : ''}.`}
        </p>
        <AdminTable
          caption={spec.title}
          columns={columns}
          rows={table.items as Row[]}
          rowKey={(row) => row.id}
          empty={filtered ? 'Try other words or filters.' : `Add the first ${spec.singular} above.`}
        />
        <AdminPagination
          label={`Pages of ${plural}`}
          page={table.page}
          pageCount={pageCount}
          hrefFor={(page) => hrefFor({ page })}
        />
      </section>

      <CloseDialog spec={spec} row={toClose} onClose={() => setToClose(null)} />
    </div>
  );
}

const errorsOf = (result: ListingActionResult | undefined): FormErrors | undefined =>
  result && !result.ok ? result.errors : undefined;

/** The add form (?new) or the edit form (?edit=<id>), with the "changed meanwhile" flow of a refused save. */
function EditorSection({
  spec,
  editor,
  map,
  isNew,
  closeHref,
}: {
  spec: ListingKindSpec<ListingKind>;
  editor: EditorData;
  map: AdminListingsPageData['map'];
  isNew: boolean;
  closeHref: string;
}) {
  // The action's answer as it made it (plain data: no Date or class to revive).
  const result = useActionData() as ListingActionResult | undefined;
  const intent = isNew ? 'create' : 'update';
  const mine = result && result.intent === intent ? result : undefined;
  // After a refused stale save: the listing as it is now (its ETag), and in the form the admin's changes on
  // top of it (a field the admin did not change takes the other save's value).
  const stale = mine && 'yours' in mine ? mine : undefined;
  const current = stale?.stale ?? editor.editing;
  const opened = editor.editing ? spec.valuesOf(editor.editing.listing as never) : null;
  const saved = current ? spec.valuesOf(current.listing as never) : null;
  const defaults =
    stale && saved
      ? opened
        ? changesOnTop(opened, stale.yours, saved)
        : stale.yours
      : (saved ?? spec.valuesOf(null));
  const errors = errorsOf(mine);
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const Fields = FIELDS[spec.kind];
  const title = isNew
    ? `Add a ${spec.singular}`
    : `Change ${opened ? spec.nameOf(opened as never) : `this ${spec.singular}`}`;

  return (
    <section
      aria-labelledby="editor-heading"
      className="flex flex-col gap-4 rounded-lg border border-gray-300 p-4"
    >
      <h2 id="editor-heading" className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {editor.missing ? (
        <p className="text-gray-800">No {spec.singular} has this id. It may have been mistyped.</p>
      ) : (
        <>
          {stale && saved && opened && (
            <ChangedMeanwhile
              saved={spec.describe(saved as never, editor.options.terms)}
              opened={spec.describe(opened as never, editor.options.terms)}
            />
          )}
          <ErrorSummary errors={errors} ref={summaryRef} />
          <Form
            // A new version to save on top of remounts the form with the admin's own values; a refused save
            // keeps the form as it is, with what the admin typed.
            key={current?.etag ?? 'new'}
            method="post"
            noValidate
            ref={formRef}
            className="flex flex-col gap-6"
          >
            <input type="hidden" name="intent" value={intent} />
            {current && (
              <>
                <input type="hidden" name="id" value={current.listing.id} />
                <input type="hidden" name="etag" value={current.etag} />
              </>
            )}
            <Fields
              defaults={defaults as never}
              options={editor.options}
              errors={errors?.fieldErrors ?? {}}
              map={map}
            />
            <div className="flex flex-wrap items-center gap-4">
              <SubmitButton loading={submitting}>
                {isNew ? `Add the ${spec.singular}` : stale ? 'Save my changes again' : 'Save'}
              </SubmitButton>
              <Link to={closeHref} className={TEXT_LINK_CLASS}>
                Cancel
              </Link>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

/** Confirms closing a listing: it leaves search, its page stays and says so, and its status can reopen it. */
function CloseDialog({
  spec,
  row,
  onClose,
}: {
  spec: ListingKindSpec<ListingKind>;
  row: Row | null;
  onClose: () => void;
}) {
  const closer = useFetcher<ListingActionResult>();
  const current = useCurrentVersion(
    useMemo(() => (row ? () => readListing(spec.kind, row.id) : null), [spec.kind, row]),
  );
  const name = row ? displayName(row) : '';
  return (
    <ConfirmDialog
      open={row !== null}
      title={row ? `Close ${name}?` : ''}
      confirmLabel={`Close the ${spec.singular}`}
      confirmDisabled={current === null}
      onCancel={onClose}
      onConfirm={() => {
        if (row) {
          void closer.submit(
            { intent: 'close', id: row.id, name, etag: current?.etag ?? '' },
            { method: 'post' },
          );
        }
        onClose();
      }}
    >
      <p>
        It leaves search at once. Its page stays, saying it has closed for good, and its reviews are kept. To
        reopen it, edit it and set its status to Active.
      </p>
    </ConfirmDialog>
  );
}
