import type {
  ChangePasswordRequest,
  MyReviewList,
  OwnListingClaim,
  OwnListingClaimList,
  PublicUser,
  SavedListing,
  SavedListingList,
  UpdateProfileRequest,
} from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded, rememberUser } from '~/lib/auth/session';

/** GET /api/me for a signed-in page's loader; the user slice keeps the names and facilities it answers. */
export async function loadCurrentUser(): Promise<{ me: PublicUser }> {
  try {
    const { data } = await getBrowserApiClient().get<PublicUser>('/me');
    rememberUser(data);
    return { me: data };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

export async function updateProfile(changes: UpdateProfileRequest): Promise<PublicUser> {
  const { data } = await getBrowserApiClient().patch<PublicUser>('/me', changes);
  rememberUser(data);
  return data;
}

export async function changePassword(passwords: ChangePasswordRequest): Promise<void> {
  await getBrowserApiClient().post('/auth/change-password', passwords);
}

export async function resendVerificationEmail(): Promise<void> {
  await getBrowserApiClient().post('/auth/resend-verification');
}

export async function switchActiveFacility(facilityId: string): Promise<PublicUser> {
  const { data } = await getBrowserApiClient().put<PublicUser>('/me/active-facility', { facilityId });
  rememberUser(data);
  return data;
}

export const MY_REVIEWS_SHOWN = 10;

/**
 * The user dashboard: who is signed in, their newest reviews with any moderator's reason, and their
 * requests to manage a listing.
 */
export async function loadUserDashboard(): Promise<{
  me: PublicUser;
  reviews: MyReviewList;
  claims: OwnListingClaim[];
  saved: SavedListing[];
}> {
  try {
    const [{ me }, { data: reviews }, { data: claims }, { data: saved }] = await Promise.all([
      loadCurrentUser(),
      getBrowserApiClient().get<MyReviewList>('/me/reviews', { params: { pageSize: MY_REVIEWS_SHOWN } }),
      getBrowserApiClient().get<OwnListingClaimList>('/me/claims'),
      getBrowserApiClient().get<SavedListingList>('/me/saved'),
    ]);
    return { me, reviews, claims: claims.items, saved: saved.items };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

export async function forgetSavedListing(kind: SavedListing['kind'], id: string): Promise<void> {
  await getBrowserApiClient().delete(`/me/saved/${kind}/${encodeURIComponent(id)}`);
}

/** GET /api/me/data: everything kept about the account, as the JSON text to save as a file. */
export async function downloadAccountData(): Promise<string> {
  const { data } = await getBrowserApiClient().get<unknown>('/me/data');
  return JSON.stringify(data, null, 2);
}

export async function deleteAccount(password: string): Promise<void> {
  await getBrowserApiClient().delete('/me', { data: { password } });
}
