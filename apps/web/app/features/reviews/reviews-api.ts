import type { PublicUser, Review, ReviewList } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { REVIEWS_PAGE_SIZE } from './review-rules';
import type { ReviewSort } from './review-rules';
import { targetPath } from './review-target';
import type { ReviewTarget } from './review-target';

/** A page of reviews as the signed-in user sees it (their votes, their own review marked). */
export async function fetchReviews(
  target: ReviewTarget,
  page: number,
  sort: ReviewSort,
): Promise<ReviewList> {
  const { data } = await getBrowserApiClient().get<ReviewList>(`${targetPath(target)}/reviews`, {
    params: { page, sort, pageSize: REVIEWS_PAGE_SIZE },
  });
  return data;
}

export async function postReview(
  target: ReviewTarget,
  review: { rating: number; comment: string },
): Promise<Review> {
  const { data } = await getBrowserApiClient().post<Review>(`${targetPath(target)}/reviews`, review);
  return data;
}

/** Like, dislike, or take the vote back ('none'); answers the review with its new counts. */
export async function voteOnReview(reviewId: string, vote: 'like' | 'dislike' | 'none'): Promise<Review> {
  const { data } = await getBrowserApiClient().post<Review>(`/reviews/${encodeURIComponent(reviewId)}/vote`, {
    vote,
  });
  return data;
}

/** Whether the signed-in user's e-mail address is verified (a 403 may also mean their own listing). */
export async function isEmailVerified(): Promise<boolean> {
  const { data } = await getBrowserApiClient().get<PublicUser>('/me');
  return data.emailVerified;
}
