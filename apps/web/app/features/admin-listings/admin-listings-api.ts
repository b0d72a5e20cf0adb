import type { AdminFacilityList, AdminProviderList, Lga, State, TaxonomyKind } from '@carefinder/contracts';
import type { MapSettings } from '~/components/map/leaflet-map';
import { loadLgas, loadStates, loadTermOptions } from '~/components/listing-editor/editor-reads';
import { getBrowserApiClient } from '~/lib/api-client';
import { apiErrorStatus } from '~/lib/forms/form-errors';
import { redirectIfSessionEnded } from '~/lib/auth/session';
import { FACILITY_TERM_KINDS } from './facility-form';
import type { TermOptions } from '~/components/listing-editor/listing-form';
import {
  readListing,
  type EditableListing,
  type ListingDetail,
  type ListingKind,
} from '~/components/listing-editor/listing-api';
import { listingSearchFrom, type ListingSearch } from './listing-search';
import { PROVIDER_TERM_KINDS } from './provider-form';

type ListingTable<Kind extends ListingKind> = Kind extends 'facilities'
  ? AdminFacilityList
  : AdminProviderList;

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

/**
 * Closes a listing for good (DELETE; its page stays, saying so; a change of status reopens it): the version
 * the admin confirmed (`etag`, read when the confirmation opened), so a change made meanwhile is a 412.
 */
export async function closeListing(kind: ListingKind, id: string, etag: string): Promise<void> {
  await getBrowserApiClient().delete(`/${kind}/${encodeURIComponent(id)}`, { headers: { 'if-match': etag } });
}
