/**
 * The contract's REVIEW_COMMENT_MIN/MAX, repeated so that a public page does not load zod with the
 * contracts (review-rules.test.ts checks that they agree). The API checks again.
 */
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2_000;

/** Reviews per page, on the server-rendered first page and on every re-fetch. */
export const REVIEWS_PAGE_SIZE = 10;

export type ReviewSort = 'newest' | 'helpful';

/** What the live count under the comment says. */
export function commentCountText(comment: string): string {
  const length = comment.trim().length;
  if (length < REVIEW_COMMENT_MIN) {
    const missing = REVIEW_COMMENT_MIN - length;
    return `${missing} more character${missing === 1 ? '' : 's'} needed`;
  }
  const left = REVIEW_COMMENT_MAX - length;
  if (left < 0) return `${(-left).toLocaleString('en-NG')} character${left === -1 ? '' : 's'} too many`;
  return `${left.toLocaleString('en-NG')} character${left === 1 ? '' : 's'} left`;
}
