import type { TaxonomyEntry, TaxonomyKind, TaxonomyList } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';
import type { AdminListConfig } from '~/lib/admin-lists';

export const ADMIN_LIST_PAGE_SIZE = 20;

export type AdminListSort = 'name' | 'uses';

/** The table's state, all in the page's URL (?q=&sort=&page=&edit=), read leniently. */
export interface AdminListSearch {
  q: string;
  sort: AdminListSort;
  page: number;
  /** The entry open in the edit form, if any. */
  edit: number | null;
}

/** An entry as read for editing, with the ETag its change must be sent with (If-Match). */
export interface EditableEntry {
  entry: TaxonomyEntry;
  etag: string;
}

export interface AdminListPageData {
  config: AdminListConfig;
  search: AdminListSearch;
  list: TaxonomyList;
  editing: EditableEntry | null;
}

/** The fields an admin edits, as the form sends them. */
export interface EntryFields {
  name: string;
  slug: string;
  description: string;
  keywords: string;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

export function adminListSearchFrom(params: URLSearchParams): AdminListSearch {
  return {
    q: (params.get('q') ?? '').trim(),
    sort: params.get('sort') === 'uses' ? 'uses' : 'name',
    page: positive(params.get('page')) ?? 1,
    edit: positive(params.get('edit')),
  };
}

/** The page's URL for a table state; `edit` left out closes the form. */
export function adminListHref(path: string, search: Partial<AdminListSearch>): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.sort && search.sort !== 'name') params.set('sort', search.sort);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.edit) params.set('edit', String(search.edit));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export async function readEntry(kind: TaxonomyKind, id: number): Promise<EditableEntry> {
  const response = await getBrowserApiClient().get<TaxonomyEntry>(`/${kind}/${id}`);
  return { entry: response.data, etag: String(response.headers.etag ?? '') };
}

export async function loadAdminList(
  config: AdminListConfig,
  params: URLSearchParams,
): Promise<AdminListPageData> {
  const search = adminListSearchFrom(params);
  try {
    const [{ data: list }, editing] = await Promise.all([
      getBrowserApiClient().get<TaxonomyList>(`/${config.kind}`, {
        params: {
          ...(search.q ? { q: search.q } : {}),
          sort: search.sort,
          page: search.page,
          pageSize: ADMIN_LIST_PAGE_SIZE,
        },
      }),
      search.edit ? readEntry(config.kind, search.edit).catch(() => null) : Promise.resolve(null),
    ]);
    return { config, search, list, editing };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** The whole list by name, for choosing the entry to merge another into. */
export async function loadWholeList(kind: TaxonomyKind): Promise<TaxonomyEntry[]> {
  const { data } = await getBrowserApiClient().get<TaxonomyList>(`/${kind}`);
  return data.items;
}

const body = (fields: EntryFields) => ({
  name: fields.name,
  description: fields.description,
  keywords: fields.keywords,
  // An empty slug means "make one from the name" (new entries) or "keep it" (changes).
  ...(fields.slug.trim() ? { slug: fields.slug.trim() } : {}),
});

export async function createEntry(kind: TaxonomyKind, fields: EntryFields): Promise<TaxonomyEntry> {
  const { data } = await getBrowserApiClient().post<TaxonomyEntry>(`/${kind}`, body(fields));
  return data;
}

export async function changeEntry(
  kind: TaxonomyKind,
  id: number,
  fields: EntryFields,
  etag: string,
): Promise<TaxonomyEntry> {
  const { data } = await getBrowserApiClient().patch<TaxonomyEntry>(`/${kind}/${id}`, body(fields), {
    headers: { 'if-match': etag },
  });
  return data;
}

/**
 * Deletes an entry, or merges it into another first: the version the admin confirmed (`etag`, read when the
 * confirmation opened), so a change made meanwhile is a 412, not lost.
 */
export async function deleteEntry(
  kind: TaxonomyKind,
  id: number,
  etag: string,
  mergeInto?: number,
): Promise<void> {
  await getBrowserApiClient().delete(`/${kind}/${id}`, {
    headers: { 'if-match': etag },
    params: mergeInto ? { mergeInto } : {},
  });
}
