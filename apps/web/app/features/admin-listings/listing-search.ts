import type { AdminListingSort, AdminListingStatusFilter } from '@carefinder/contracts';

const SORTS: readonly AdminListingSort[] = ['name', 'updated', 'rating'];
const STATUSES: readonly AdminListingStatusFilter[] = [
  'all',
  'active',
  'temporarily_closed',
  'permanently_closed',
];

/** The table's state and the open editor, all in the page's URL (?q=&status=&state=&sort=&page=&edit= | new). */
export interface ListingSearch {
  q: string;
  status: AdminListingStatusFilter;
  /** A state alias, or '' for every state. */
  state: string;
  sort: AdminListingSort;
  page: number;
  /** The editor: 'new' (?new) for the add form, a listing's id (?edit=<id>), or null when closed. */
  editor: string | null;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

const oneOf = <Value extends string>(values: readonly Value[], value: string | null, fallback: Value) =>
  values.find((item) => item === value) ?? fallback;

/** Read leniently: an unknown value is the default, never an error page. */
export function listingSearchFrom(params: URLSearchParams): ListingSearch {
  const edit = params.get('edit')?.trim();
  return {
    q: (params.get('q') ?? '').trim(),
    status: oneOf(STATUSES, params.get('status'), 'all'),
    state: /^[a-z_]+$/.test(params.get('state') ?? '') ? (params.get('state') ?? '') : '',
    sort: oneOf(SORTS, params.get('sort'), 'name'),
    page: positive(params.get('page')) ?? 1,
    editor: params.has('new') ? 'new' : edit || null,
  };
}

/** The page's URL for a table state; `editor` left out closes the editor. */
export function listingHref(path: string, search: Partial<ListingSearch>): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.status && search.status !== 'all') params.set('status', search.status);
  if (search.state) params.set('state', search.state);
  if (search.sort && search.sort !== 'name') params.set('sort', search.sort);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.editor && search.editor !== 'new') params.set('edit', search.editor);
  const query = [params.toString(), search.editor === 'new' ? 'new' : ''].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}
