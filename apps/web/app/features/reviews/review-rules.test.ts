import {
  REVIEW_COMMENT_MAX as CONTRACT_MAX,
  REVIEW_COMMENT_MIN as CONTRACT_MIN,
} from '@carefinder/contracts';
import { describe, expect, it } from 'vitest';
import { commentCountText, REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, reviewDraftErrors } from './review-rules';

describe('the review rules', () => {
  it('agree with the contract', () => {
    expect([REVIEW_COMMENT_MIN, REVIEW_COMMENT_MAX]).toEqual([CONTRACT_MIN, CONTRACT_MAX]);
  });
});

describe('reviewDraftErrors', () => {
  it.each([
    { why: 'a good review', draft: { rating: 4, comment: 'Kind nurses, short wait.' }, errors: {} },
    {
      why: 'no rating',
      draft: { rating: null, comment: 'Kind nurses, short wait.' },
      errors: { rating: 'Choose a rating from 1 to 5 stars.' },
    },
    {
      why: 'a rating out of range',
      draft: { rating: 6, comment: 'Kind nurses, short wait.' },
      errors: { rating: 'Choose a rating from 1 to 5 stars.' },
    },
    {
      why: 'a comment of 9 characters after trimming',
      draft: { rating: 5, comment: '  Good one  ' },
      errors: { comment: 'Write at least 10 characters.' },
    },
    { why: 'exactly 10 characters', draft: { rating: 5, comment: 'Good place' }, errors: {} },
    { why: 'exactly 2,000 characters', draft: { rating: 5, comment: 'a'.repeat(2000) }, errors: {} },
    {
      why: '2,001 characters',
      draft: { rating: 5, comment: 'a'.repeat(2001) },
      errors: { comment: 'Write at most 2,000 characters.' },
    },
  ])('$why', ({ draft, errors }) => {
    expect(reviewDraftErrors(draft)).toEqual(errors);
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
