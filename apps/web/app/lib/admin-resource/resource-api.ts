import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';
import type {
  Choices,
  ResourceDefinition,
  ResourceFormDefinition,
  ResourceValues,
} from './resource-definition';

/** The page's state, all in its URL (?q=&sort=&page= and ?new or ?edit=<id>), read leniently. */
export interface ResourceView {
  q: string;
  sort: string;
  page: number;
  /** The list's filters that are set, by name. */
  filters: Record<string, string>;
  /** The tab shown, where the list has tabs. */
  tab: string;
  /** The entry open in the edit form. */
  edit: string | null;
  /** The add form is open. */
  adding: boolean;
}

/** An entry as read for editing, with the ETag its change must be sent with (If-Match). */
export interface EditableItem<Item> {
  item: Item;
  etag: string;
}

export interface ResourcePageData<Item, Entry = Item> {
  definition: ResourceDefinition<Item, Entry>;
  view: ResourceView;
  items: Item[];
  total: number;
  page: number;
  pageCount: number;
  editing: EditableItem<Entry> | null;
  choices: Choices;
  /** How many entries the first tab holds (requests waiting, messages open), whichever tab is shown. */
  firstTabCount: number;
}

/** A paged list's answer; a whole list answers its items only. */
interface ListAnswer<Item> {
  items: Item[];
  total?: number;
  page?: number;
  pageSize?: number;
}

export function resourceViewFrom<Item, Entry>(
  definition: ResourceDefinition<Item, Entry>,
  params: URLSearchParams,
): ResourceView {
  const { sorts = [], tabs } = definition.list;
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const tab = tabs && params.get(tabs.name);
  return {
    q: (params.get('q') ?? '').trim(),
    sort: sorts.includes(sort) ? sort : (sorts[0] ?? ''),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filters: Object.fromEntries(
      (definition.list.filters ?? []).flatMap((filter) => {
        const value = params.get(filter.name) ?? '';
        // Loaded options (the states, the audit log's actions) are known later: a value of their shape is
        // read, the API judges it.
        const known =
          filter.input === 'date'
            ? /^\d{4}-\d{2}-\d{2}$/.test(value)
            : typeof filter.options === 'string'
              ? /^[a-z0-9_.-]+$/.test(value)
              : filter.options.some((option) => option.value === value);
        return value && known ? [[filter.name, value]] : [];
      }),
    ),
    // A tabbed list is always one of its tabs: the first unless the URL names another.
    tab: tabs ? (tabs.options.find((option) => option.value === tab) ?? tabs.options[0]!).value : '',
    edit: params.get(openedParam(definition)) || null,
    adding: params.has('new'),
  };
}

/** The page's URL for a view; the default sort and the first page are left out. */
export function resourceHref<Item, Entry>(
  definition: ResourceDefinition<Item, Entry>,
  view: Partial<ResourceView>,
): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  for (const [name, value] of Object.entries(view.filters ?? {})) params.set(name, value);
  const { tabs } = definition.list;
  if (tabs && view.tab && view.tab !== tabs.options[0]?.value) params.set(tabs.name, view.tab);
  if (view.sort && view.sort !== definition.list.sorts?.[0]) params.set('sort', view.sort);
  if (view.page && view.page > 1) params.set('page', String(view.page));
  if (view.edit) params.set(openedParam(definition), view.edit);
  const query = [params.toString(), view.adding ? 'new' : ''].filter(Boolean).join('&');
  return query ? `${definition.path}?${query}` : definition.path;
}

/** The URL's name for the entry opened: ?edit=<id>, or the opened entry's own (?message=<id>). */
const openedParam = <Item, Entry>(definition: ResourceDefinition<Item, Entry>) =>
  definition.opened?.param ?? 'edit';

const itemUrl = <Item, Entry>(definition: ResourceDefinition<Item, Entry>, id: string) =>
  `${definition.itemApi ?? definition.api}/${encodeURIComponent(id)}`;

export async function readItem<Item, Entry>(
  definition: ResourceDefinition<Item, Entry>,
  id: string,
): Promise<EditableItem<Entry>> {
  const response = await getBrowserApiClient().get<Entry>(itemUrl(definition, id), {
    // The ETag must be the current one: never a copy the browser kept.
    headers: { 'cache-control': 'no-cache' },
  });
  return { item: response.data, etag: String(response.headers.etag ?? '') };
}

export async function loadResourcePage<Item, Entry>(
  definition: ResourceDefinition<Item, Entry>,
  params: URLSearchParams,
): Promise<ResourcePageData<Item, Entry>> {
  const view = resourceViewFrom(definition, params);
  const { pageSize, searchLabel, tabs } = definition.list;
  const listOf = (params: Record<string, unknown>) =>
    getBrowserApiClient().get<ListAnswer<Item>>(definition.api, {
      headers: { 'cache-control': 'no-cache' },
      params,
    });
  const firstTab = tabs?.options[0]?.value;
  try {
    const reading = view.edit ? readItem(definition, view.edit).catch(() => null) : Promise.resolve(null);
    const [{ data: list }, editing, choices, firstTabList] = await Promise.all([
      listOf(
        pageSize
          ? {
              ...(searchLabel && view.q ? { q: view.q } : {}),
              ...view.filters,
              ...(tabs ? { [tabs.name]: view.tab } : {}),
              ...(view.sort ? { sort: view.sort } : {}),
              page: view.page,
              pageSize,
            }
          : {},
      ),
      reading,
      reading.then(
        (editing): Promise<Choices> =>
          definition.loadChoices?.({
            form: view.adding || view.edit !== null,
            editing: editing?.item ?? null,
          }) ?? Promise.resolve({}),
      ),
      tabs && view.tab !== firstTab ? listOf({ [tabs.name]: firstTab, pageSize: 1 }) : undefined,
    ]);
    const total = list.total ?? list.items.length;
    return {
      firstTabCount: firstTabList?.data.total ?? total,
      definition,
      view,
      items: list.items,
      total,
      page: list.page ?? 1,
      pageCount: Math.max(1, Math.ceil(total / (list.pageSize ?? Math.max(total, 1)))),
      editing,
      choices,
    };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** The form's values as sent: a repeated field's boxes, every other field's text, or as the resource reads them. */
export function valuesFromForm<Entry>(
  form: ResourceFormDefinition<Entry>,
  formData: FormData,
): ResourceValues {
  if (form.valuesFrom) return form.valuesFrom(formData);
  const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(
    form.fields.map((field) => [
      field.name,
      field.input === 'repeated' ? formData.getAll(field.name).map(text) : text(formData.get(field.name)),
    ]),
  );
}

export async function createItem<Item, Entry>(
  definition: ResourceDefinition<Item, Entry>,
  body: unknown,
): Promise<Entry> {
  const { data } = await getBrowserApiClient().post<Entry>(definition.itemApi ?? definition.api, body);
  return data;
}

export async function changeItem<Item, Entry>(
  definition: ResourceDefinition<Item, Entry>,
  id: string,
  body: unknown,
  etag: string,
): Promise<Entry> {
  const { data } = await getBrowserApiClient().patch<Entry>(itemUrl(definition, id), body, {
    headers: { 'if-match': etag },
  });
  return data;
}

/**
 * Deletes the version the admin confirmed (`etag`, read when the confirmation opened), so a change made
 * meanwhile is a 412, not lost.
 */
export async function deleteItem<Item, Entry>(
  definition: ResourceDefinition<Item, Entry>,
  id: string,
  etag: string,
  params: Record<string, string>,
): Promise<void> {
  await getBrowserApiClient().delete(itemUrl(definition, id), { headers: { 'if-match': etag }, params });
}
