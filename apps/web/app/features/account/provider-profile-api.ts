import type {
  AffiliationRequest,
  Lga,
  ListingCorrection,
  ProviderDetail,
  PublicUser,
  ReviewList,
  State,
} from '@carefinder/contracts';
import { loadLgas, loadStates, loadTermOptions } from '~/components/listing-editor/editor-reads';
import { changeListing, readListing } from '~/components/listing-editor/listing-api';
import type { TermOptions } from '~/components/listing-editor/listing-form';
import type { MapSettings } from '~/components/map/leaflet-map';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';
import { loadCurrentUser } from './account-api';
import { loadOwnAffiliationRequests } from './affiliation-api';
import { loadListingCorrections } from './correction-api';
import { OWN_TERM_KINDS } from './owner-forms';
import { loadReviewsToAnswer } from './review-replies-api';

/** The provider's own profile as they edit it: as it is now, and the ETag to save it with. */
export interface EditableProfile {
  provider: ProviderDetail;
  etag: string;
}

export interface ProviderDashboardData {
  me: PublicUser;
  /** The profile linked to the account; null when none is (no approved provider claim yet). */
  profile: EditableProfile | null;
  options: { terms: TermOptions; states: readonly State[]; lgas: readonly Lga[] };
  map: MapSettings;
  /** The profile's newest reviews, to answer; null without a profile. */
  reviews: ReviewList | null;
  /** Its requests to be listed at facilities, newest first. */
  affiliationRequests: AffiliationRequest[];
  /** Visitors' corrections of the profile: those waiting, oldest first, then the latest decided. */
  corrections: ListingCorrection[];
}

export async function readProviderProfile(id: string): Promise<EditableProfile> {
  const { listing, etag } = await readListing('providers', id);
  return { provider: listing, etag };
}

/** /provider/dashboard: who is signed in, their profile and what its editor offers. */
export async function loadProviderDashboard(map: MapSettings): Promise<ProviderDashboardData> {
  const { me } = await loadCurrentUser();
  const profileId = me.providerProfile?.id;
  if (!profileId)
    return {
      me,
      profile: null,
      options: { terms: {}, states: [], lgas: [] },
      map,
      reviews: null,
      affiliationRequests: [],
      corrections: [],
    };
  try {
    const [profile, terms, states, reviews, affiliationRequests, corrections] = await Promise.all([
      readProviderProfile(profileId),
      loadTermOptions(OWN_TERM_KINDS),
      loadStates(),
      loadReviewsToAnswer('providers', profileId),
      loadOwnAffiliationRequests(profileId),
      loadListingCorrections('providers', profileId),
    ]);
    const stateAlias = profile.provider.place.state?.alias;
    const lgas = stateAlias ? await loadLgas(stateAlias) : [];
    return {
      me,
      profile,
      options: { terms, states, lgas },
      map,
      reviews,
      affiliationRequests,
      corrections,
    };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** PATCH the provider's own fields, on the version read (If-Match). */
export const saveProviderProfile = (id: string, body: Record<string, unknown>, etag: string) =>
  changeListing('providers', id, body, etag);

/** The image's own bytes as the body (the API reads its format from them); `alt` says what it shows. */
export async function putProviderPhoto(providerId: string, image: File, alt: string): Promise<void> {
  await getBrowserApiClient().put(`/providers/${encodeURIComponent(providerId)}/photo`, image, {
    params: { alt },
    headers: { 'content-type': image.type || 'application/octet-stream' },
  });
}

export async function removeProviderPhoto(providerId: string): Promise<void> {
  await getBrowserApiClient().delete(`/providers/${encodeURIComponent(providerId)}/photo`);
}
