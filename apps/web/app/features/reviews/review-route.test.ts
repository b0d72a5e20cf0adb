import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepPageAfterReviewPost } from './review-route';

const page = new URL('http://localhost/facilities/f1?page=2');
const args = (overrides: Partial<ShouldRevalidateFunctionArgs>): ShouldRevalidateFunctionArgs => ({
  currentUrl: page,
  currentParams: { id: 'f1' },
  nextUrl: page,
  nextParams: { id: 'f1' },
  defaultShouldRevalidate: true,
  ...overrides,
});

describe('keepPageAfterReviewPost', () => {
  it('keeps the data after a review posted to the page (the answer carries the new aggregate)', () => {
    expect(keepPageAfterReviewPost(args({ formMethod: 'POST', formAction: '/facilities/f1?page=2' }))).toBe(
      false,
    );
  });

  it('leaves every other revalidation to the default', () => {
    expect(keepPageAfterReviewPost(args({}))).toBe(true);
    expect(keepPageAfterReviewPost(args({ formMethod: 'POST', formAction: '/user/profile' }))).toBe(true);
    expect(keepPageAfterReviewPost(args({ defaultShouldRevalidate: false }))).toBe(false);
  });
});
