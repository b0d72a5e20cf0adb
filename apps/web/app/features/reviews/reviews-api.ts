import type { PostedReview, Review, ReviewList } from '@carefinder/contracts';
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
