import {
  REVIEW_COMMENT_MAX as CONTRACT_MAX,
  REVIEW_COMMENT_MIN as CONTRACT_MIN,
} from '@carefinder/contracts';
import { describe, expect, it } from 'vitest';
import { commentCountText, REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from './review-rules';

describe('the review rules', () => {
  it('agree with the contract', () => {
    expect([REVIEW_COMMENT_MIN, REVIEW_COMMENT_MAX]).toEqual([CONTRACT_MIN, CONTRACT_MAX]);
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
