import { listingPath } from '~/components/listing/listing-path';
import type {
  ListingClaimInput,
  ListingClaimKind,
  NewProfileClaimInput,
  OwnListingClaim,
  OwnListingClaimList,
  PublicUser,
  State,
} from '@carefinder/contracts';
import type { PickerTerm } from '~/components/forms/term-picker';
import { loadStates, loadTermOptions } from '~/components/listing-editor/editor-reads';
import type { MapSettings } from '~/components/map/leaflet-map';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';

/** The listing a claim form is about, as its page names it. */
export interface ClaimTarget {
  kind: ListingClaimKind;
  id: string;
  name: string;
  path: string;
  closed: boolean;
  /** Whether the listing has its owner already (a facility's team, a provider's account). */
  managed: boolean;
  /** The user's pending request for this listing, if they made one. */
  pending: OwnListingClaim | null;
}

/** The claim form's data: the listing (404 when unknown) and the user's pending request for it. */
export async function loadClaimTarget(kind: ListingClaimKind, id: string): Promise<ClaimTarget> {
  const client = getBrowserApiClient();
  try {
    const [{ data: listing }, { data: mine }] = await Promise.all([
      client.get<{ id: string; name: string; status: string; managed: boolean }>(listingPath(kind, id)),
      client.get<OwnListingClaimList>('/me/claims'),
    ]);
    return {
      kind,
      id: listing.id,
      name: listing.name,
      path: listingPath(kind, listing.id),
      closed: listing.status === 'permanently_closed',
      managed: listing.managed,
      pending:
        mine.items.find(
          (claim) =>
            claim.status === 'pending' && claim.listing.kind === kind && claim.listing.id === listing.id,
        ) ?? null,
    };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

export async function submitClaim(kind: ListingClaimKind, id: string, input: ListingClaimInput) {
  const { data } = await getBrowserApiClient().post<OwnListingClaim>(
    `${listingPath(kind, id)}/claims`,
    input,
  );
  return data;
}

/** What "List yourself as a doctor" needs: who asks, whether they wait or have a profile, and the lists. */
export interface NewProfileForm {
  me: Pick<PublicUser, 'firstName' | 'lastName' | 'providerProfile'>;
  pending: OwnListingClaim | null;
  specialties: readonly PickerTerm[];
  states: readonly State[];
  map: MapSettings;
}

export async function loadNewProfileForm(map: MapSettings): Promise<NewProfileForm> {
  const client = getBrowserApiClient();
  try {
    const [{ data: me }, { data: mine }, terms, states] = await Promise.all([
      client.get<PublicUser>('/me'),
      client.get<OwnListingClaimList>('/me/claims'),
      loadTermOptions(['specialties']),
      loadStates(),
    ]);
    return {
      me,
      pending: mine.items.find((claim) => claim.status === 'pending' && claim.proposedProfile) ?? null,
      specialties: terms.specialties ?? [],
      states,
      map,
    };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

export async function submitProfileClaim(input: NewProfileClaimInput) {
  const { data } = await getBrowserApiClient().post<OwnListingClaim>('/providers/claims', input);
  return data;
}
