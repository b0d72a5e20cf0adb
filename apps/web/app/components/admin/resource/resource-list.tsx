import { Form, Link, useNavigation } from 'react-router';
import { AdminPagination, AdminTable, type AdminColumn } from '~/components/admin/admin-table';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { SelectField, TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import type { ResourcePageData, ResourceView } from '~/lib/admin-resource/resource-api';
import { optionsOf } from './resource-form';

/**
 * A resource's table with what narrows it: its tabs, its search box and filters, the count, the pages; all
 * in the URL, so every view can be linked to and works with the back button.
 */
export function ResourceList<Item, Entry>({
  loaderData: { definition, view, items, total, page, pageCount, firstTabCount, choices },
  columns,
  hrefFor,
}: {
  loaderData: ResourcePageData<Item, Entry>;
  columns: AdminColumn<Item>[];
  hrefFor: (changes: Partial<ResourceView>) => string;
}) {
  const searching = useNavigation().state === 'loading';
  const { list } = definition;
  const tab = list.tabs?.options.find((option) => option.value === view.tab);
  const heading = tab?.heading ?? `All ${definition.many}`;
  const count = tab?.count ?? list.count ?? String;
  return (
    // Not a landmark of its own: the table's scrollable region is one, named like the heading.
    <div className="flex flex-col gap-3">
      {list.tabs && (
        <nav aria-label={list.tabs.label}>
          <ul className="flex flex-wrap gap-4">
            {list.tabs.options.map((option, index) => (
              <li key={option.value}>
                <Link
                  to={hrefFor({ tab: option.value, page: 1 })}
                  className={`${TEXT_LINK_CLASS} inline-flex min-h-[40px] items-center`}
                  aria-current={option.value === view.tab ? 'page' : undefined}
                >
                  {option.label}
                  {index === 0 ? ` (${firstTabCount})` : ''}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h2 className="text-xl font-semibold text-gray-900">{heading}</h2>
      {list.searchLabel && (
        <Form
          method="get"
          role="search"
          aria-label={`Search ${definition.many}`}
          className="flex flex-col gap-3 md:flex-row md:items-end"
        >
          <div className="md:flex-1">
            <TextField
              // The ids of the filters are their own: an open form below may have a state or a status.
              id="filter-q"
              name="q"
              type="search"
              label={list.searchLabel}
              defaultValue={view.q}
              autoComplete="off"
            />
          </div>
          {list.filters?.map((filter) =>
            filter.input === 'date' ? (
              <TextField
                key={filter.name}
                id={`filter-${filter.name}`}
                name={filter.name}
                type="date"
                label={filter.label}
                optional
                defaultValue={view.filters[filter.name] ?? ''}
              />
            ) : (
              <SelectField
                key={filter.name}
                id={`filter-${filter.name}`}
                name={filter.name}
                label={filter.label}
                defaultValue={view.filters[filter.name] ?? ''}
                options={[{ value: '', label: 'All' }, ...optionsOf(filter.options, choices)]}
              />
            ),
          )}
          {view.sort !== list.sorts?.[0] && <input type="hidden" name="sort" value={view.sort} />}
          <SubmitButton variant="secondary" loading={searching}>
            Search
          </SubmitButton>
        </Form>
      )}
      <p role="status" className="text-gray-800">
        {total === 0 && !tab
          ? `No ${definition.many} match.`
          : `${count(total)}${pageCount > 1 ? ` Page ${page} of ${pageCount}.` : ''}`}
      </p>
      <AdminTable
        caption={tab?.heading ?? definition.title}
        columns={columns}
        rows={items}
        rowKey={definition.idOf}
        empty={view.q ? 'Try other words.' : list.empty}
      />
      <AdminPagination
        label={`Pages of ${definition.many}`}
        page={page}
        pageCount={pageCount}
        hrefFor={(page) => hrefFor({ page })}
      />
    </div>
  );
}
