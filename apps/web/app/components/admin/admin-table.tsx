import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';

export interface AdminColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  /** The URL that sorts the table by this column, and whether it is sorted so now. */
  sort?: { href: string; active: boolean; direction: 'ascending' | 'descending' };
}

/**
 * The admin area's table: a real <table> with a caption, sortable column headers as links (aria-sort), and
 * a scrollable region on narrow screens that keyboard users can scroll too.
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: ReadonlyArray<AdminColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: string;
}) {
  if (!rows.length) return <p className="text-gray-800">{empty}</p>;
  return (
    <div
      role="region"
      aria-label={caption}
      // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1; axe's rule).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // relative: the screen-reader-only text in the cells is positioned, and it must scroll (and be clipped)
      // with the table, not widen the page on a phone.
      className="relative overflow-x-auto rounded-lg border border-gray-300"
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-100">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort?.active ? column.sort.direction : undefined}
                className={`px-3 py-2 font-semibold text-gray-900 ${column.numeric ? 'text-right' : ''}`}
              >
                {column.sort && !column.sort.active ? (
                  <Link to={column.sort.href} className={TEXT_LINK_CLASS}>
                    {column.header}
                    <span className="sr-only">, sort by this</span>
                  </Link>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-gray-300 align-top">
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`px-3 py-2 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A row's Edit link and, where entries are deleted, its Delete button (which opens the page's confirmation),
 * named for screen readers.
 */
export function EditDeleteActions({
  name,
  editTo,
  onDelete,
  deleteLabel = 'Delete',
}: {
  name: string;
  editTo: string;
  onDelete?: () => void;
  /** The delete's word where it is not Delete (Close). */
  deleteLabel?: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={editTo} className={TEXT_LINK_CLASS}>
        Edit<span className="sr-only"> {name}</span>
      </Link>
      {onDelete && (
        <button type="button" onClick={onDelete} className={`${TEXT_LINK_CLASS} text-red-800`}>
          {deleteLabel}
          <span className="sr-only"> {name}</span>
        </button>
      )}
    </div>
  );
}

/** Previous and next page links under a table, with where the reader is. */
export function AdminPagination({
  label,
  page,
  pageCount,
  hrefFor,
}: {
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={TEXT_LINK_CLASS}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-gray-800">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={TEXT_LINK_CLASS}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
