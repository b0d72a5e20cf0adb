import type { PostedReview, Review, ReviewList } from '@carefinder/contracts';
import { describe, expect, it } from 'vitest';
import { withChangedReview, withoutReview, withPostedReview } from './posted-review';

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

describe('withChangedReview', () => {
  const mine = review('mine', { isMine: true, rating: 5 });
  const view = { list: list([review('a'), mine, review('b')]), sort: 'newest' as const };
  const changed = { ...mine, rating: 1, comment: 'Worse on my second visit.' };

  it('shows the page as read again: the review changed in place, the new average and count', () => {
    const reread = list([review('a'), changed, review('b')], { averageRating: 1.7 });
    expect(withChangedReview(view, changed, reread)).toEqual({ sort: 'newest', list: reread });
  });

  it('without it, puts the answer in place of the old review and keeps the rest', () => {
    expect(withChangedReview(view, changed)).toEqual({
      sort: 'newest',
      list: list([review('a'), changed, review('b')]),
    });
  });
});

describe('withoutReview', () => {
  const mine = review('mine', { isMine: true });

  it('shows the page as read again: the review gone, the next one moved up, the new average', () => {
    const view = { list: list([mine, review('a'), review('b')], { total: 4 }), sort: 'newest' as const };
    const reread = list([review('a'), review('b'), review('c')], { averageRating: 2.5 });
    expect(withoutReview(view, 'mine', reread)).toEqual({ sort: 'newest', list: reread });
  });

  it('without it, drops the review and counts one fewer', () => {
    const view = { list: list([mine, review('a')], { total: 5, reviewsCount: 5 }), sort: 'newest' as const };
    expect(withoutReview(view, 'mine').list).toEqual(list([review('a')], { total: 4, reviewsCount: 4 }));
  });

  it('without it, has no average once no review is left', () => {
    const view = { list: list([mine]), sort: 'newest' as const };
    expect(withoutReview(view, 'mine').list).toMatchObject({
      items: [],
      total: 0,
      reviewsCount: 0,
      averageRating: null,
    });
  });

  it('changes nothing for a review not on the page', () => {
    const view = { list: list([review('a')]), sort: 'newest' as const };
    expect(withoutReview(view, 'mine')).toBe(view);
  });
});
