import { reviewListQuerySchema } from '@carefinder/contracts';
import type { ReviewSort } from './review-rules';

/**
 * The page of reviews a listing page's URL asks for (?page=2&sort=helpful); the first, newest first, when
 * it asks for none or for one that cannot be. The server reads it to render, the client action to read the
 * same page again after a change (its form posts to the page's own URL).
 */
export function reviewsPageOf(url: URL): { page: number; sort: ReviewSort } {
  const query = reviewListQuerySchema.safeParse({
    page: url.searchParams.get('page') ?? undefined,
    sort: url.searchParams.get('sort') ?? undefined,
  });
  return query.success ? query.data : { page: 1, sort: 'newest' };
}
