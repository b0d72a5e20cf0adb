import type { PostedReview, Review, ReviewList } from '@carefinder/contracts';
import { describe, expect, it } from 'vitest';
import { withPostedReview } from './posted-review';

const review = (id: string, overrides: Partial<Review> = {}): Review => ({
  id,
  name: 'Chinedu O.',
  image: null,
  date: '2026-10-08T10:00:00.000Z',
  rating: 2,
  comment: 'Long wait at the laboratory.',
  likes: 0,
  dislikes: 0,
  myVote: null,
  isMine: false,
  reply: null,
  ...overrides,
});

const list = (items: Review[], overrides: Partial<ReviewList> = {}): ReviewList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 3,
  averageRating: 2,
  reviewsCount: items.length,
  ...overrides,
});

const posted: PostedReview = {
  ...review('mine', { rating: 5, isMine: true, comment: 'Kind nurses, short wait.' }),
  averageRating: 3,
  reviewsCount: 3,
};
const { averageRating: _average, reviewsCount: _count, ...postedReview } = posted;

describe('withPostedReview', () => {
  it('puts the review first and takes the average and count from the answer', () => {
    const view = { list: list([review('a'), review('b')]), sort: 'newest' as const };
    expect(withPostedReview(view, posted)).toEqual({
      sort: 'newest',
      list: list([postedReview, review('a'), review('b')], { total: 3, averageRating: 3, reviewsCount: 3 }),
    });
  });

  it('keeps the page to its size', () => {
    const view = {
      list: list([review('a'), review('b'), review('c')], { total: 7 }),
      sort: 'helpful' as const,
    };
    const next = withPostedReview(view, posted);
    expect(next.list.items.map((item) => item.id)).toEqual(['mine', 'a', 'b']);
    expect(next.list.total).toBe(8);
    expect(next.sort).toBe('helpful');
  });

  it('shows a review already on the page once, without counting it again', () => {
    const view = { list: list([review('a'), postedReview]), sort: 'newest' as const };
    const next = withPostedReview(view, posted);
    expect(next.list.items.map((item) => item.id)).toEqual(['mine', 'a']);
    expect(next.list.total).toBe(2);
  });
});
