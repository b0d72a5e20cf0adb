import { useState } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { AdminPageHeader } from '~/components/admin/admin-page-header';
import {
  AdminPagination,
  AdminTable,
  EditDeleteActions,
  type AdminColumn,
} from '~/components/admin/admin-table';
import { ChangedMeanwhile, type FieldText } from '~/components/admin/changed-meanwhile';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { SelectField, TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import type { ResourceActionResult } from '~/lib/admin-resource/resource-action';
import { resourceHref, type ResourcePageData, type ResourceView } from '~/lib/admin-resource/resource-api';
import type {
  Choices,
  ResourceFormDefinition,
  ResourceIntent,
} from '~/lib/admin-resource/resource-definition';
import { changesOnTop } from '~/lib/forms/changes-on-top';
import type { FormErrors } from '~/lib/forms/form-errors';
import { ResourceDeleteDialog } from './resource-delete-dialog';
import { optionsOf, ResourceForm } from './resource-form';

const SECTION_CLASS = 'flex flex-col gap-3 rounded-lg border border-gray-300 p-4';

const errorsOf = (result: ResourceActionResult | undefined): FormErrors | undefined =>
  result && !result.ok ? result.errors : undefined;

/** An entry's fields as text, as the "changed meanwhile" box compares two versions of it. */
function asText<Item>(form: ResourceFormDefinition<Item>, item: Item, choices: Choices): FieldText[] {
  const values = form.valuesOf(item);
  return form.fields.map((field) => {
    const value = values[field.name] ?? '';
    const options = optionsOf(field, choices);
    const text = Array.isArray(value)
      ? value.join(', ')
      : (options.find((option) => option.value === value)?.label ?? value);
    return { label: field.group ? `${field.group}: ${field.label}` : field.label, text };
  });
}

/**
 * The back office's page for a resource (the nine lists, the emergency numbers, …): its table, searched,
 * sorted and paged in the URL; the add form at ?new and the edit form at ?edit=<id>; the delete confirmation.
 */
export default function ResourcePage<Item>({ loaderData }: { loaderData: ResourcePageData<Item> }) {
  const { definition, view, items, total, page, pageCount, editing, choices } = loaderData;
  const result = useActionData<ResourceActionResult<Item>>();
  const resultFor = (intent: ResourceIntent) => (result?.intent === intent ? result : undefined);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const searching = useNavigation().state === 'loading';
  const hrefFor = (changes: Partial<ResourceView>) =>
    resourceHref(definition, { ...view, edit: null, adding: false, ...changes });
  const plural = definition.title.toLowerCase();
  const { form, editor } = definition;
  const addLabel = editor?.addLabel ?? `Add ${definition.one.article} ${definition.one.noun}`;

  const columns: AdminColumn<Item>[] = [
    ...definition.columns((sort, direction) => ({
      href: hrefFor({ sort, page: 1 }),
      active: view.sort === sort,
      direction,
    })),
    {
      key: 'actions',
      header: 'Actions',
      cell: (item) => (
        <EditDeleteActions
          name={definition.nameOf(item)}
          editTo={editor?.editHref(item) ?? hrefFor({ edit: definition.idOf(item) })}
          onDelete={definition.delete ? () => setToDelete(item) : undefined}
        />
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={definition.title}>
        <p className="text-gray-800">{definition.description}</p>
      </AdminPageHeader>

      {form && editing ? (
        <EditSection loaderData={loaderData} form={form} editing={editing} result={resultFor('update')} />
      ) : form && view.adding ? (
        <section aria-labelledby="add-heading" className={SECTION_CLASS}>
          <h2 id="add-heading" className="text-xl font-semibold text-gray-900">
            {addLabel}
          </h2>
          <ResourceForm
            intent="create"
            fields={form.fields}
            choices={choices}
            errors={errorsOf(resultFor('create'))}
            submitLabel="Add"
          />
          <p>
            <Link to={hrefFor({})} className={TEXT_LINK_CLASS}>
              Cancel
            </Link>
          </p>
        </section>
      ) : (
        definition.adds !== false && (
          <p>
            <Link
              to={definition.editor?.addHref ?? hrefFor({ adding: true })}
              className="inline-flex min-h-[44px] items-center rounded-md bg-green-800 px-4 font-semibold text-white hover:bg-green-900"
            >
              {addLabel}
            </Link>
          </p>
        )
      )}

      <section aria-labelledby="list-heading" className="flex flex-col gap-3">
        <h2 id="list-heading" className="text-xl font-semibold text-gray-900">
          All {plural}
        </h2>
        {definition.list.searchLabel && (
          <Form
            method="get"
            role="search"
            aria-label={`Search ${plural}`}
            className="flex flex-col gap-3 md:flex-row md:items-end"
          >
            <div className="md:flex-1">
              <TextField
                name="q"
                type="search"
                label={definition.list.searchLabel}
                defaultValue={view.q}
                autoComplete="off"
              />
            </div>
            {definition.list.filters?.map((filter) => (
              <SelectField
                key={filter.name}
                name={filter.name}
                label={filter.label}
                defaultValue={view.filters[filter.name] ?? ''}
                options={[{ value: '', label: 'All' }, ...filter.options]}
              />
            ))}
            {view.sort !== definition.list.sorts?.[0] && (
              <input type="hidden" name="sort" value={view.sort} />
            )}
            <SubmitButton variant="secondary" loading={searching}>
              Search
            </SubmitButton>
          </Form>
        )}
        <p role="status" className="text-gray-800">
          {total === 0
            ? `No ${plural} match.`
            : `${definition.list.count(total)}${pageCount > 1 ? ` Page ${page} of ${pageCount}.` : ''}`}
        </p>
        <AdminTable
          caption={definition.title}
          columns={columns}
          rows={items}
          rowKey={definition.idOf}
          empty={view.q ? 'Try other words.' : definition.list.empty}
        />
        <AdminPagination
          label={`Pages of ${plural}`}
          page={page}
          pageCount={pageCount}
          hrefFor={(page) => hrefFor({ page })}
        />
      </section>

      <ResourceDeleteDialog definition={definition} item={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

function EditSection<Item>({
  loaderData: { definition, view, choices },
  form,
  editing,
  result,
}: {
  loaderData: ResourcePageData<Item>;
  form: ResourceFormDefinition<Item>;
  editing: NonNullable<ResourcePageData<Item>['editing']>;
  result: ResourceActionResult<Item> | undefined;
}) {
  // After a refused stale save: the entry as it is now (its ETag), with the admin's values still in the form.
  const stale = result && 'stale' in result ? result : undefined;
  const current = stale?.stale ?? editing;
  return (
    <section aria-labelledby="edit-heading" className={SECTION_CLASS}>
      <h2 id="edit-heading" className="text-xl font-semibold text-gray-900">
        Change {definition.nameOf(editing.item)}
      </h2>
      {stale && (
        <ChangedMeanwhile
          saved={asText(form, stale.stale.item, choices)}
          opened={asText(form, editing.item, choices)}
        />
      )}
      <ResourceForm
        // A new version to save on top of remounts the form with the admin's own values.
        key={current.etag}
        intent="update"
        fields={form.fields}
        choices={choices}
        errors={errorsOf(result)}
        values={
          stale
            ? changesOnTop(form.valuesOf(editing.item), stale.yours, form.valuesOf(stale.stale.item))
            : form.valuesOf(current.item)
        }
        hidden={{ id: definition.idOf(current.item), etag: current.etag }}
        submitLabel={stale ? 'Save my changes again' : 'Save'}
      />
      <p>
        <Link to={resourceHref(definition, { ...view, edit: null })} className={TEXT_LINK_CLASS}>
          Cancel
        </Link>
      </p>
    </section>
  );
}
