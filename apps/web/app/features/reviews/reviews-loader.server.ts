import { reviewListSchema } from '@carefinder/contracts';
import type { ReviewList } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import { REVIEWS_PAGE_SIZE } from './review-rules';
import type { ReviewSort } from './review-rules';
import { targetPath } from './review-target';
import type { ReviewTarget } from './review-target';
import { reviewsPageOf } from './reviews-query';

export interface ReviewsView {
  list: ReviewList;
  sort: ReviewSort;
}

/**
 * The page of reviews the URL asks for (?page=2&sort=helpful), read anonymously: the server HTML is the
 * same for everyone, and the browser re-reads it with the signed-in user's votes.
 */
export async function loadReviews(target: Pick<ReviewTarget, 'kind' | 'id'>, url: URL): Promise<ReviewsView> {
  const { page, sort } = reviewsPageOf(url);
  const list = await fetchForPage(`${targetPath(target)}/reviews`, reviewListSchema, {
    page,
    sort,
    pageSize: REVIEWS_PAGE_SIZE,
  });
  return { list, sort };
}
