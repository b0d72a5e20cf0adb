/**
 * The contract's REVIEW_COMMENT_MIN/MAX, repeated so that a public page does not load zod with the
 * contracts (review-rules.test.ts checks that they agree). The API checks again.
 */
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2_000;

/**
 * Reviews per page, on the server-rendered first page and on every re-fetch: five, as the best listing pages
 * show before "More reviews". Ten put a large hospital's page over the first round trip of a 2G visit.
 */
export const REVIEWS_PAGE_SIZE = 5;

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

/**
 * The contract's report reason length (reviewReportSchema: 5 to 500 characters after trimming), repeated for
 * the same reason as the comment's (review-rules.test.ts checks them against the schema).
 */
export const REPORT_REASON_MIN = 5;
export const REPORT_REASON_MAX = 500;

/**
 * Why a review is reported: a short list, each sent to the API as its label (the words moderators read),
 * and "Something else" with the reporter's own words instead.
 */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'abuse', label: 'Offensive or abusive' },
  { value: 'off-topic', label: 'Not about this place or doctor' },
  { value: 'private', label: 'Shares private information' },
  { value: 'other', label: 'Something else' },
] as const;

export type ReportReasonValue = (typeof REPORT_REASONS)[number]['value'];
