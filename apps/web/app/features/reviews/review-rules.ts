/**
 * The contract's REVIEW_COMMENT_MIN/MAX, repeated so that a public page does not load zod with the
 * contracts (review-rules.test.ts checks that they agree). The API checks again.
 */
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2_000;

/** Reviews per page, on the server-rendered first page and on every re-fetch. */
export const REVIEWS_PAGE_SIZE = 10;

export type ReviewSort = 'newest' | 'helpful';

export interface ReviewDraft {
  rating: number | null;
  comment: string;
}

/** The form's messages, by field; empty when the review may be sent. */
export function reviewDraftErrors({ rating, comment }: ReviewDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5)
    errors.rating = 'Choose a rating from 1 to 5 stars.';
  const length = comment.trim().length;
  if (length < REVIEW_COMMENT_MIN) errors.comment = `Write at least ${REVIEW_COMMENT_MIN} characters.`;
  else if (length > REVIEW_COMMENT_MAX)
    errors.comment = `Write at most ${REVIEW_COMMENT_MAX.toLocaleString('en-NG')} characters.`;
  return errors;
}

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
