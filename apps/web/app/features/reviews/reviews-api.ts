import type { PostedReview, Review, ReviewList } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { REVIEWS_PAGE_SIZE } from './review-rules';
import type { ReviewSort } from './review-rules';
import { targetPath } from './review-target';
import type { ReviewTarget } from './review-target';

/** A page of reviews as the signed-in user sees it (their votes, their own review marked). */
export async function fetchReviews(
  target: Pick<ReviewTarget, 'kind' | 'id'>,
  page: number,
  sort: ReviewSort,
): Promise<ReviewList> {
  const { data } = await getBrowserApiClient().get<ReviewList>(`${targetPath(target)}/reviews`, {
    params: { page, sort, pageSize: REVIEWS_PAGE_SIZE },
  });
  return data;
}

/** Posts the signed-in user's review; answers it with the target's new average and count. */
export async function postReview(
  target: Pick<ReviewTarget, 'kind' | 'id'>,
  review: { rating: number; comment: string },
): Promise<PostedReview> {
  const { data } = await getBrowserApiClient().post<PostedReview>(`${targetPath(target)}/reviews`, review);
  return data;
}

/** Like, dislike, or take the vote back ('none'); answers the review with its new counts. */
export async function voteOnReview(reviewId: string, vote: 'like' | 'dislike' | 'none'): Promise<Review> {
  const { data } = await getBrowserApiClient().post<Review>(`/reviews/${encodeURIComponent(reviewId)}/vote`, {
    vote,
  });
  return data;
}

/** The author's new rating and comment; answers the review as it now reads. */
export async function updateReview(
  reviewId: string,
  review: { rating: number; comment: string },
): Promise<Review> {
  const { data } = await getBrowserApiClient().patch<Review>(
    `/reviews/${encodeURIComponent(reviewId)}`,
    review,
  );
  return data;
}

/** The author deletes their review (204). */
export async function deleteReview(reviewId: string): Promise<void> {
  await getBrowserApiClient().delete(`/reviews/${encodeURIComponent(reviewId)}`);
}

/** Reports a review to the moderators; a second report by the same user is a 409 (report-exists). */
export async function reportReview(reviewId: string, reason: string): Promise<void> {
  await getBrowserApiClient().post(`/reviews/${encodeURIComponent(reviewId)}/report`, { reason });
}
