import type {
  AdminFacilityList,
  AdminProviderList,
  FacilityDetail,
  Lga,
  ProviderDetail,
  State,
  TaxonomyKind,
  TaxonomyList,
} from '@carefinder/contracts';
import type { MapSettings } from '~/components/map/leaflet-map';
import { getBrowserApiClient } from '~/lib/api-client';
import { apiErrorStatus } from '~/lib/forms/form-errors';
import { redirectIfSessionEnded } from '~/lib/auth/session';
import { FACILITY_TERM_KINDS } from './facility-form';
import type { TermOptions } from './listing-form';
import { listingSearchFrom, type ListingKind, type ListingSearch } from './listing-search';
import { PROVIDER_TERM_KINDS } from './provider-form';

export type ListingDetail<Kind extends ListingKind> = Kind extends 'facilities'
  ? FacilityDetail
  : ProviderDetail;
type ListingTable<Kind extends ListingKind> = Kind extends 'facilities'
  ? AdminFacilityList
  : AdminProviderList;

/** A listing as read for editing, with the ETag its change must be sent with (If-Match). */
export interface EditableListing<Kind extends ListingKind = ListingKind> {
  listing: ListingDetail<Kind>;
  etag: string;
}

/** What the editor offers: the lists' entries, the states, and the LGAs of the listing's state. */
export interface EditorOptions {
  terms: TermOptions;
  states: readonly State[];
  lgas: readonly Lga[];
}

export interface EditorData<Kind extends ListingKind = ListingKind> {
  /** Null for the add form, and for an id that names no listing (`missing`). */
  editing: EditableListing<Kind> | null;
  missing: boolean;
  options: EditorOptions;
}

export interface AdminListingsPageData<Kind extends ListingKind = ListingKind> {
  kind: Kind;
  search: ListingSearch;
  table: ListingTable<Kind>;
  states: readonly State[];
  editor: EditorData<Kind> | null;
  map: MapSettings;
}

/**
 * Reads an editor works from skip the browser's cache: the listing's public GET may be cached for a minute,
 * and a stale copy would carry a stale ETag (412 on save) or miss an entry just added to a list.
 */
const FRESH = { headers: { 'cache-control': 'no-cache' } };

export async function readListing<Kind extends ListingKind>(
  kind: Kind,
  id: string,
): Promise<EditableListing<Kind>> {
  const response = await getBrowserApiClient().get<ListingDetail<Kind>>(
    `/${kind}/${encodeURIComponent(id)}`,
    FRESH,
  );
  return { listing: response.data, etag: String(response.headers.etag ?? '') };
}

// States and their LGAs are reference data, the same until a release: read once per page load.
let statesRead: Promise<readonly State[]> | undefined;
const lgasRead = new Map<string, Promise<readonly Lga[]>>();

export function loadStates(): Promise<readonly State[]> {
  statesRead ??= getBrowserApiClient()
    .get<{ items: State[] }>('/states')
    .then(({ data }) => data.items)
    .catch((error: unknown) => {
      statesRead = undefined;
      throw error;
    });
  return statesRead;
}

export function loadLgas(stateAlias: string): Promise<readonly Lga[]> {
  let lgas = lgasRead.get(stateAlias);
  if (!lgas) {
    lgas = getBrowserApiClient()
      .get<{ items: Lga[] }>(`/states/${encodeURIComponent(stateAlias)}/lgas`)
      .then(({ data }) => data.items)
      .catch((error: unknown) => {
        lgasRead.delete(stateAlias);
        throw error;
      });
    lgasRead.set(stateAlias, lgas);
  }
  return lgas;
}

async function loadTermOptions(kinds: readonly TaxonomyKind[]): Promise<TermOptions> {
  const lists = await Promise.all(
    kinds.map((kind) =>
      getBrowserApiClient()
        .get<TaxonomyList>(`/${kind}`, FRESH)
        .then(({ data }) => [kind, data.items.map(({ slug, name }) => ({ slug, name }))] as const),
    ),
  );
  return Object.fromEntries(lists);
}

const TERM_KINDS: Record<ListingKind, readonly TaxonomyKind[]> = {
  facilities: FACILITY_TERM_KINDS,
  providers: PROVIDER_TERM_KINDS,
};

async function loadEditor<Kind extends ListingKind>(kind: Kind, editor: string): Promise<EditorData<Kind>> {
  const [editing, terms, states] = await Promise.all([
    editor === 'new'
      ? null
      : readListing(kind, editor).catch((error: unknown) => {
          if (apiErrorStatus(error) === 404) return null;
          throw error;
        }),
    loadTermOptions(TERM_KINDS[kind]),
    loadStates(),
  ]);
  const stateAlias = editing?.listing.place.state?.alias;
  const lgas = stateAlias ? await loadLgas(stateAlias) : [];
  return { editing, missing: editor !== 'new' && editing === null, options: { terms, states, lgas } };
}

export async function loadAdminListings<Kind extends ListingKind>(
  kind: Kind,
  params: URLSearchParams,
  map: MapSettings,
): Promise<AdminListingsPageData<Kind>> {
  const search = listingSearchFrom(params);
  try {
    const [{ data: table }, states, editor] = await Promise.all([
      getBrowserApiClient().get<ListingTable<Kind>>(`/admin/${kind}`, {
        params: {
          ...(search.q ? { q: search.q } : {}),
          status: search.status,
          ...(search.state ? { state: search.state } : {}),
          sort: search.sort,
          page: search.page,
        },
      }),
      loadStates(),
      search.editor ? loadEditor(kind, search.editor) : Promise.resolve(null),
    ]);
    return { kind, search, table, states, editor, map };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** Active facilities whose name or NHFR code holds `q`, for linking a provider to them. */
export async function findFacilities(q: string): Promise<AdminFacilityList['items']> {
  const { data } = await getBrowserApiClient().get<AdminFacilityList>('/admin/facilities', {
    params: { q, status: 'active', pageSize: 10 },
  });
  return data.items;
}

export async function createListing<Kind extends ListingKind>(
  kind: Kind,
  body: Record<string, unknown>,
): Promise<ListingDetail<Kind>> {
  const { data } = await getBrowserApiClient().post<ListingDetail<Kind>>(`/${kind}`, body);
  return data;
}

export async function changeListing<Kind extends ListingKind>(
  kind: Kind,
  id: string,
  body: Record<string, unknown>,
  etag: string,
): Promise<ListingDetail<Kind>> {
  const { data } = await getBrowserApiClient().patch<ListingDetail<Kind>>(
    `/${kind}/${encodeURIComponent(id)}`,
    body,
    { headers: { 'if-match': etag } },
  );
  return data;
}

/**
 * Closes a listing for good (DELETE; its page stays, saying so; a change of status reopens it). The admin
 * confirmed it by name, so it applies to the listing as it is now (If-Match: *).
 */
export async function closeListing(kind: ListingKind, id: string): Promise<void> {
  await getBrowserApiClient().delete(`/${kind}/${encodeURIComponent(id)}`, { headers: { 'if-match': '*' } });
}
