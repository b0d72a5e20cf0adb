import type { PostedReview, Review, ReviewList } from '@carefinder/contracts';
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

/**
 * The reviews on screen once the author has changed theirs: the page as the client action read it again
 * (the new average and count), else the API's answer in place of the old review.
 */
export function withChangedReview(view: ReviewsView, review: Review, list?: ReviewList): ReviewsView {
  if (list) return { ...view, list };
  const items = view.list.items.map((item) => (item.id === review.id ? review : item));
  return { ...view, list: { ...view.list, items } };
}

/**
 * The reviews on screen once the author has deleted theirs: the page as the client action read it again
 * (the new average and count, and the review that moved up onto the page), else the page without it and
 * one review fewer (the average as it was until the next read).
 */
export function withoutReview(view: ReviewsView, reviewId: string, list?: ReviewList): ReviewsView {
  if (list) return { ...view, list };
  const items = view.list.items.filter((item) => item.id !== reviewId);
  if (items.length === view.list.items.length) return view;
  const reviewsCount = Math.max(0, view.list.reviewsCount - 1);
  // The average without it is the API's to say; with none left there is none.
  const averageRating = reviewsCount === 0 ? null : view.list.averageRating;
  return { ...view, list: { ...view.list, items, total: view.list.total - 1, reviewsCount, averageRating } };
}
