import type {
  AffiliationRequest,
  FacilityDetail,
  FacilityFigures,
  FacilityInvitation,
  FacilityMove,
  FacilityPhoto,
  FacilityTeam,
  FacilityTeamMember,
  ListingCorrection,
  PublicUser,
  ReviewList,
} from '@carefinder/contracts';
import type { EditorOptions } from '~/components/listing-editor/editor-fields';
import { loadLgas, loadStates, loadTermOptions } from '~/components/listing-editor/editor-reads';
import type { MapSettings } from '~/components/map/leaflet-map';
import { changeListing, readListing } from '~/components/listing-editor/listing-api';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';
import { loadCurrentUser } from './account-api';
import { loadPendingAffiliationRequests } from './affiliation-api';
import { loadListingCorrections } from './correction-api';
import { TEAM_TERM_KINDS } from './owner-forms';
import { loadReviewsToAnswer } from './review-replies-api';

/** How long the team is shown CareFinder's decision on its move. */
const DECIDED_MOVE_SHOWN_DAYS = 30;

/** The active facility as its team edits it: the listing as it is now and the ETag to save it with. */
export interface EditableFacility {
  facility: FacilityDetail;
  etag: string;
}

export interface FacilityDashboardData {
  me: PublicUser;
  /** The active facility's listing; null when there is none (no membership yet). */
  listing: EditableFacility | null;
  options: EditorOptions;
  /** The map of the place's "Pick on the map". */
  map: MapSettings;
  /**
   * The team's move waiting for CareFinder (more than MOVE_REVIEW_DISTANCE_KM, another state, a pin taken
   * away), then the latest one decided in the last DECIDED_MOVE_SHOWN_DAYS.
   */
  moves: FacilityMove[];
  /** The people who manage the active facility, by name. */
  team: FacilityTeamMember[];
  /** Colleagues invited by e-mail who have not joined yet. */
  invitations: FacilityInvitation[];
  /** Its newest reviews, to answer; null without an active facility. */
  reviews: ReviewList | null;
  /** Visits to its page and taps on its links, last 30 days; null without an active facility. */
  figures: FacilityFigures | null;
  /** Doctors waiting to be listed there, oldest first. */
  affiliationRequests: AffiliationRequest[];
  /** Visitors' corrections of the listing: those waiting, oldest first, then the latest decided. */
  corrections: ListingCorrection[];
}

export async function readFacilityListing(id: string): Promise<EditableFacility> {
  const { listing, etag } = await readListing('facilities', id);
  return { facility: listing, etag };
}

/** /facility/dashboard: who is signed in, their active facility's listing and the lists its editor offers. */
export async function loadFacilityDashboard(map: MapSettings): Promise<FacilityDashboardData> {
  const { me } = await loadCurrentUser();
  const activeId = me.activeFacility?.id;
  if (!activeId)
    return {
      me,
      listing: null,
      options: { terms: {}, states: [], lgas: [] },
      map,
      moves: [],
      team: [],
      invitations: [],
      reviews: null,
      figures: null,
      affiliationRequests: [],
      corrections: [],
    };
  const api = getBrowserApiClient();
  const facilityPath = `/facilities/${encodeURIComponent(activeId)}`;
  try {
    const [
      listing,
      terms,
      states,
      { data: moves },
      { data: team },
      reviews,
      { data: figures },
      affiliationRequests,
      corrections,
    ] = await Promise.all([
      readFacilityListing(activeId),
      loadTermOptions(TEAM_TERM_KINDS),
      loadStates(),
      api.get<{ items: FacilityMove[] }>(`${facilityPath}/moves`),
      api.get<FacilityTeam>(`${facilityPath}/members`),
      loadReviewsToAnswer('facilities', activeId),
      api.get<FacilityFigures>(`${facilityPath}/figures`),
      loadPendingAffiliationRequests(activeId),
      loadListingCorrections('facilities', activeId),
    ]);
    const stateAlias = listing.facility.place.state?.alias;
    const lgas = stateAlias ? await loadLgas(stateAlias) : [];
    return {
      me,
      listing,
      options: { terms, states, lgas },
      map,
      moves: moves.items.filter(
        (move) =>
          move.decidedAt === null ||
          Date.now() - Date.parse(move.decidedAt) < DECIDED_MOVE_SHOWN_DAYS * 86_400_000,
      ),
      team: team.items,
      invitations: team.invitations,
      reviews,
      figures,
      affiliationRequests,
      corrections,
    };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** PATCH the team's fields of the facility, on the version read (If-Match). */
export const saveFacilityListing = (id: string, body: Record<string, unknown>, etag: string) =>
  changeListing('facilities', id, body, etag);

/** Adds a colleague's account (201, the member) or, without one, invites the address (202). */
export async function addTeamMember(
  facilityId: string,
  email: string,
): Promise<{ member: FacilityTeamMember } | { invitation: FacilityInvitation }> {
  const { status, data } = await getBrowserApiClient().post<FacilityTeamMember | FacilityInvitation>(
    `/facilities/${encodeURIComponent(facilityId)}/members`,
    { email },
  );
  return status === 202 ? { invitation: data as FacilityInvitation } : { member: data as FacilityTeamMember };
}

export async function withdrawInvitation(facilityId: string, invitationId: string): Promise<void> {
  await getBrowserApiClient().delete(
    `/facilities/${encodeURIComponent(facilityId)}/invitations/${encodeURIComponent(invitationId)}`,
  );
}

export async function removeTeamMember(facilityId: string, userId: string): Promise<void> {
  await getBrowserApiClient().delete(
    `/facilities/${encodeURIComponent(facilityId)}/members/${encodeURIComponent(userId)}`,
  );
}

/** The image's own bytes as the body (the API reads its format from them); `alt` says what it shows. */
export async function addFacilityPhoto(facilityId: string, image: File, alt: string): Promise<FacilityPhoto> {
  const { data } = await getBrowserApiClient().post<FacilityPhoto>(
    `/facilities/${encodeURIComponent(facilityId)}/photos`,
    image,
    { params: { alt }, headers: { 'content-type': image.type || 'application/octet-stream' } },
  );
  return data;
}

export async function removeFacilityPhoto(facilityId: string, photoId: string): Promise<void> {
  await getBrowserApiClient().delete(
    `/facilities/${encodeURIComponent(facilityId)}/photos/${encodeURIComponent(photoId)}`,
  );
}
