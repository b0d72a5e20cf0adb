import { useState } from 'react';
import { Link, useActionData } from 'react-router';
import { AdminPageHeader } from '~/components/admin/admin-page-header';
import { EditDeleteActions, type AdminColumn } from '~/components/admin/admin-table';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import type { ResourceActionResult } from '~/lib/admin-resource/resource-action';
import { resourceHref, type ResourcePageData, type ResourceView } from '~/lib/admin-resource/resource-api';
import type { ResourceIntent } from '~/lib/admin-resource/resource-definition';
import { ResourceDeleteDialog } from './resource-delete-dialog';
import { EditSection, errorsOf, SECTION_CLASS } from './resource-edit-section';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';

/**
 * The back office's page for a resource (the curated lists, the emergency numbers, …): its table, searched,
 * sorted and paged in the URL; the add form at ?new and the edit form at ?edit=<id>; the delete confirmation.
 */
export default function ResourcePage<Item, Entry>({
  loaderData,
}: {
  loaderData: ResourcePageData<Item, Entry>;
}) {
  const { definition, view, editing, choices } = loaderData;
  const result = useActionData<ResourceActionResult<Entry>>();
  const resultFor = (intent: ResourceIntent) => (result?.intent === intent ? result : undefined);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const hrefFor = (changes: Partial<ResourceView>) =>
    resourceHref(definition, { ...view, edit: null, adding: false, ...changes });
  const { form, editor, opened } = definition;
  const addLabel = editor?.addLabel ?? `Add ${definition.one.article} ${definition.one.noun}`;

  const columns: AdminColumn<Item>[] = definition.columns({
    sortBy: (sort, direction) => ({
      href: hrefFor({ sort, page: 1 }),
      active: view.sort === sort,
      direction,
    }),
    open: (id, children) => (
      <Link
        to={hrefFor({ edit: id })}
        className={TEXT_LINK_CLASS}
        aria-current={view.edit === id ? 'true' : undefined}
      >
        {children}
      </Link>
    ),
  });
  if (form || editor || definition.delete)
    columns.push({
      key: 'actions',
      header: 'Actions',
      cell: (item) => (
        <EditDeleteActions
          name={definition.nameOf(item)}
          editTo={editor?.editHref(item) ?? hrefFor({ edit: definition.idOf(item) })}
          deleteLabel={definition.delete?.verb}
          onDelete={
            definition.delete && (definition.delete.applies?.(item) ?? true)
              ? () => setToDelete(item)
              : undefined
          }
        />
      ),
    });

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={definition.title} links={definition.links}>
        <p className="text-gray-800">{definition.description}</p>
        {definition.summary && (
          <p className="text-gray-800">{definition.summary({ items: loaderData.items, choices })}</p>
        )}
      </AdminPageHeader>

      {opened && view.edit ? (
        editing ? (
          <opened.Panel key={`${definition.idOf(editing.item)}-${editing.etag}`} {...editing} />
        ) : (
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-950">
            {opened.notFound}
          </p>
        )
      ) : form && view.edit && !editing ? (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-950">
          No {definition.one.noun} has this id. It may have been mistyped, or deleted.
        </p>
      ) : form && editing ? (
        <EditSection loaderData={loaderData} form={form} editing={editing} result={resultFor('update')} />
      ) : form && view.adding ? (
        <section aria-labelledby="add-heading" className={SECTION_CLASS}>
          <h2 id="add-heading" className="text-xl font-semibold text-gray-900">
            {addLabel}
          </h2>
          <ResourceForm
            intent="create"
            form={form}
            choices={choices}
            errors={errorsOf(resultFor('create'))}
            values={form.newValues?.()}
            submitLabel={`Add the ${definition.one.noun}`}
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

      <ResourceList loaderData={loaderData} columns={columns} hrefFor={hrefFor} />

      <ResourceDeleteDialog definition={definition} item={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
