import type { ListingClaimDecision, ListingCorrection, ListingCorrectionList } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';

type ListingKind = 'facilities' | 'providers';
const path = (kind: ListingKind, id: string) => `/${kind}/${encodeURIComponent(id)}/corrections`;

/** Visitors' corrections of the listing: those waiting first, oldest first, then the latest decided. */
export async function loadListingCorrections(kind: ListingKind, id: string): Promise<ListingCorrection[]> {
  const { data } = await getBrowserApiClient().get<ListingCorrectionList>(path(kind, id));
  return data.items;
}

/** Accepts (applies it to the listing as the team's change) or rejects a correction, on the one read. */
export async function decideListingCorrection(
  listing: { kind: ListingKind; id: string },
  correction: { id: string; etag: string },
  decision: ListingClaimDecision,
): Promise<ListingCorrection> {
  const { data } = await getBrowserApiClient().patch<ListingCorrection>(
    `${path(listing.kind, listing.id)}/${encodeURIComponent(correction.id)}`,
    decision,
    { headers: { 'if-match': correction.etag } },
  );
  return data;
}
