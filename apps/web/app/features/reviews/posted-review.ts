import type { PostedReview } from '@carefinder/contracts';
import type { ReviewsView } from './reviews-loader.server';

/**
 * The reviews on screen once the user's review is posted, from the API's answer alone (no list re-read):
 * the review first, as the newest is on the first page of newest reviews, the page kept to its size, and
 * the target's new average and count.
 */
export function withPostedReview(view: ReviewsView, posted: PostedReview): ReviewsView {
  const { averageRating, reviewsCount, ...review } = posted;
  const { list } = view;
  const others = list.items.filter((item) => item.id !== review.id);
  return {
    ...view,
    list: {
      ...list,
      items: [review, ...others].slice(0, list.pageSize),
      total: list.total + (others.length === list.items.length ? 1 : 0),
      averageRating,
      reviewsCount,
    },
  };
}
