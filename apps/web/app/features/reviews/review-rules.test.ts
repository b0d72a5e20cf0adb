import {
  REVIEW_COMMENT_MAX as CONTRACT_MAX,
  REVIEW_COMMENT_MIN as CONTRACT_MIN,
  reviewReportSchema,
} from '@carefinder/contracts';
import { describe, expect, it } from 'vitest';
import {
  commentCountText,
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
  REPORT_REASONS,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
} from './review-rules';

const reportAccepts = (reason: string) => reviewReportSchema.safeParse({ reason }).success;

describe('the review rules', () => {
  it('agree with the contract', () => {
    expect([REVIEW_COMMENT_MIN, REVIEW_COMMENT_MAX]).toEqual([CONTRACT_MIN, CONTRACT_MAX]);
  });

  it("agree with the contract's report reason length", () => {
    expect(reportAccepts('a'.repeat(REPORT_REASON_MIN - 1))).toBe(false);
    expect(reportAccepts('a'.repeat(REPORT_REASON_MIN))).toBe(true);
    expect(reportAccepts('a'.repeat(REPORT_REASON_MAX))).toBe(true);
    expect(reportAccepts('a'.repeat(REPORT_REASON_MAX + 1))).toBe(false);
  });

  it('offer report reasons the API accepts as they are', () => {
    for (const { label } of REPORT_REASONS) expect(reportAccepts(label)).toBe(true);
  });
});

describe('commentCountText', () => {
  it.each([
    { comment: '', text: '10 more characters needed' },
    { comment: 'Good plac', text: '1 more character needed' },
    { comment: 'Good place', text: '1,990 characters left' },
    { comment: 'a'.repeat(1999), text: '1 character left' },
    { comment: 'a'.repeat(2000), text: '0 characters left' },
    { comment: 'a'.repeat(2001), text: '1 character too many' },
    { comment: 'a'.repeat(2100), text: '100 characters too many' },
  ])('$text', ({ comment, text }) => {
    expect(commentCountText(comment)).toBe(text);
  });
});
