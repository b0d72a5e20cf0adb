// @vitest-environment jsdom
import type { Review, ReviewList } from '@carefinder/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '~/components/ui/toast';
import { OwnReviewActions } from './own-review-actions';
import { renderOnPageWithAction } from './page-action-stub';
import type { DeleteReviewResult, EditReviewResult } from './review-actions';
import type { ReviewsView } from './reviews-loader.server';
import { InEnglish } from '~/lib/i18n/in-english';

// jsdom has <dialog> without its modal methods; these do what the tests need of them.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(cleanup);

const mine: Review = {
  id: 'r9',
  name: 'Ngozi A.',
  image: null,
  date: '2026-11-02T10:00:00.000Z',
  rating: 4,
  comment: 'Kind nurses, short wait.',
  likes: 2,
  dislikes: 0,
  myVote: null,
  isMine: true,
  reply: null,
};
const list = (items: Review[], overrides: Partial<ReviewList> = {}): ReviewList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
  averageRating: 4,
  reviewsCount: items.length,
  ...overrides,
});
const view: ReviewsView = { list: list([mine]), sort: 'newest' };

/** The author's controls on a page whose client action answers `result`. */
function renderOwnActions(result: EditReviewResult | DeleteReviewResult) {
  const onChange = vi.fn();
  const { posts } = renderOnPageWithAction(
    () => (
      <InEnglish>
        <ToastProvider>
          <article id="review-r9" tabIndex={-1}>
            <OwnReviewActions review={mine} kind="facility" view={view} onChange={onChange} />
          </article>
        </ToastProvider>
      </InEnglish>
    ),
    result,
  );
  return { posts, onChange };
}

describe('OwnReviewActions: Edit', () => {
  it('opens the review in a form, focus on its rating, and Cancel gives focus back to Edit', async () => {
    renderOwnActions({ ok: true, review: mine });
    fireEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4 stars (very good)' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your review').value).toBe(mine.comment);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit your review' })),
    );
  });

  it('shows the comment’s count once when the form opens, and says it to screen readers once it changes', async () => {
    vi.useFakeTimers();
    try {
      renderOwnActions({ ok: true, review: mine });
      fireEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
      await act(() => vi.advanceTimersByTimeAsync(1500));
      const left = `${(2000 - mine.comment.length).toLocaleString('en-NG')} characters left`;
      expect(screen.getAllByText(left)).toHaveLength(1);
      fireEvent.change(screen.getByLabelText('Your review'), { target: { value: `${mine.comment}!` } });
      await act(() => vi.advanceTimersByTimeAsync(1500));
      const spoken = screen.getAllByText(
        `${(1999 - mine.comment.length).toLocaleString('en-NG')} characters left`,
      );
      expect(spoken.map((element) => element.getAttribute('aria-live'))).toEqual([null, 'polite']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('posts the change, then shows the page as read again and focuses the review', async () => {
    const edited = { ...mine, rating: 2, comment: 'The wait was long this time.' };
    const reread = list([edited], { averageRating: 2 });
    const { posts, onChange } = renderOwnActions({ ok: true, review: edited, list: reread });
    fireEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    fireEvent.click(screen.getByRole('radio', { name: '2 stars (fair)' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: edited.comment } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ sort: 'newest', list: reread }, 'review-r9'));
    expect(posts).toEqual([{ intent: 'edit', reviewId: 'r9', rating: '2', comment: edited.comment }]);
    expect(screen.queryByRole('heading', { name: 'Edit your review' })).toBeNull();
  });

  it('shows a refusal in the error summary, its link leading to the field', async () => {
    renderOwnActions({ ok: false, errors: { fieldErrors: { comment: 'Write at least 10 characters.' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const link = await screen.findByRole('link', { name: 'Write at least 10 characters.' });
    expect(link.getAttribute('href')).toBe('#edit-r9-comment');
    expect(document.activeElement).toBe(screen.getByLabelText('Your review'));
  });
});

describe('OwnReviewActions: Delete', () => {
  it('asks first, and Cancel deletes nothing', () => {
    const { posts } = renderOwnActions({ ok: true, reviewId: 'r9' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete your review' }));
    expect(screen.getByRole('dialog', { name: 'Delete your review?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);
  });

  it('once confirmed, deletes it and shows the page without it, focus on the reviews heading', async () => {
    const reread = list([], { averageRating: null });
    const { posts, onChange } = renderOwnActions({ ok: true, reviewId: 'r9', list: reread });
    fireEvent.click(screen.getByRole('button', { name: 'Delete your review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ sort: 'newest', list: reread }, 'reviews-heading'),
    );
    expect(posts).toEqual([{ intent: 'delete', reviewId: 'r9' }]);
  });

  it('says a refusal in a toast and keeps the review', async () => {
    const { onChange } = renderOwnActions({
      ok: false,
      errors: { fieldErrors: {}, formError: 'This review was moderated and can no longer be deleted.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete your review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByText('This review was moderated and can no longer be deleted.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
