import type { FacilityDetail, ProviderDetail } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { FRESH } from './editor-reads';

/** The two kinds of listing, by their API path. */
export type ListingKind = 'facilities' | 'providers';

export type ListingDetail<Kind extends ListingKind> = Kind extends 'facilities'
  ? FacilityDetail
  : ProviderDetail;

/** A listing as read for editing, with the ETag its change must be sent with (If-Match). */
export interface EditableListing<Kind extends ListingKind = ListingKind> {
  listing: ListingDetail<Kind>;
  etag: string;
}

/** A listing as it is now (never a cached copy), for every editor: the admin's and the owners'. */
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

/** PATCH the fields of a listing, on the version read (If-Match: a change made meanwhile is a 412). */
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
