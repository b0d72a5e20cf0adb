// @vitest-environment jsdom
import type { PostedReview, ReviewList } from '@carefinder/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnPageWithAction } from './page-action-stub';
import type { ReviewActionResult } from './review-actions';
import type { ReviewsView } from './reviews-loader.server';
import { ReviewComposer } from './signed-in-reviews';

// The signed-in re-read of the page stays pending: these tests are about the form.
const fetchReviews = vi.hoisted(() => vi.fn(() => new Promise<never>(() => {})));
vi.mock('./reviews-api', () => ({ fetchReviews, voteOnReview: vi.fn() }));

afterEach(cleanup);

const target = { kind: 'facility' as const, id: 'f1', name: 'Awka Clinic' };
const emptyList: ReviewList = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 10,
  averageRating: null,
  reviewsCount: 0,
};
const initial: ReviewsView = { list: emptyList, sort: 'newest' };

const posted: PostedReview = {
  id: 'r1',
  name: 'Ngozi A.',
  image: null,
  date: '2026-11-02T10:00:00.000Z',
  rating: 4,
  comment: 'The nurses were kind and the wait was short.',
  likes: 0,
  dislikes: 0,
  myVote: null,
  isMine: true,
  reply: null,
  averageRating: 4,
  reviewsCount: 1,
};

/** The composer on a page whose client action answers `result`. */
function renderComposer(result: ReviewActionResult) {
  const onView = vi.fn();
  const onPosted = vi.fn();
  const { posts } = renderOnPageWithAction(
    () => (
      <ReviewComposer target={target} initial={initial} view={initial} onView={onView} onPosted={onPosted} />
    ),
    result,
  );
  fireEvent.click(screen.getByRole('radio', { name: '4 stars (very good)' }));
  fireEvent.change(screen.getByLabelText('Your review'), { target: { value: posted.comment } });
  fireEvent.click(screen.getByRole('button', { name: 'Post your review' }));
  return { posts, onView, onPosted };
}

describe('ReviewComposer: the form posts to the page’s client action', () => {
  it('shows the posted review and the new average from the answer, reading nothing again', async () => {
    const { posts, onView, onPosted } = renderComposer({ ok: true, review: posted });
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith('r1'));
    expect(posts).toEqual([{ rating: '4', comment: posted.comment }]);
    const { averageRating: _average, reviewsCount: _count, ...review } = posted;
    expect(onView).toHaveBeenCalledWith({
      sort: 'newest',
      list: { ...emptyList, items: [review], total: 1, averageRating: 4, reviewsCount: 1 },
    });
    expect(fetchReviews).toHaveBeenCalledTimes(1);
  });

  it('offers a new verification e-mail when the action says so', async () => {
    renderComposer({
      ok: false,
      errors: { fieldErrors: {}, formError: 'Verify your e-mail address before writing a review.' },
      nextStep: 'verify-email',
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Verify your e-mail address'),
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/user/dashboard',
    );
  });

  it('shows another refusal without the verification link', async () => {
    renderComposer({
      ok: false,
      errors: { fieldErrors: {}, formError: 'You have already reviewed this facility.' },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have already reviewed this facility.',
    );
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
  });
});
