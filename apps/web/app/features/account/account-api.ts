import type {
  ChangePasswordRequest,
  MyReviewList,
  OwnListingClaim,
  OwnListingClaimList,
  PublicUser,
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

export async function changePassword(passwords: ChangePasswordRequest): Promise<string | undefined> {
  const { data } = await getBrowserApiClient().post<{ message?: string }>('/auth/change-password', passwords);
  return data.message;
}

export async function resendVerificationEmail(): Promise<string | undefined> {
  const { data } = await getBrowserApiClient().post<{ message?: string }>('/auth/resend-verification');
  return data.message;
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
}> {
  try {
    const [{ me }, { data: reviews }, { data: claims }] = await Promise.all([
      loadCurrentUser(),
      getBrowserApiClient().get<MyReviewList>('/me/reviews', { params: { pageSize: MY_REVIEWS_SHOWN } }),
      getBrowserApiClient().get<OwnListingClaimList>('/me/claims'),
    ]);
    return { me, reviews, claims: claims.items };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}
