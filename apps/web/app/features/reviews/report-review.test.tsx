// @vitest-environment jsdom
import type { Review } from '@carefinder/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOnPageWithAction } from './page-action-stub';
import { ALREADY_REPORTED, REPORT_THANKS, ReportReview } from './report-review';
import type { ReportReviewResult } from './review-actions';

afterEach(cleanup);

const review: Review = {
  id: 'r3',
  name: 'Chinedu O.',
  image: null,
  date: '2026-10-08T10:00:00.000Z',
  rating: 1,
  comment: 'Call 0803 000 0000 for cheap drugs!',
  likes: 0,
  dislikes: 4,
  myVote: null,
  isMine: false,
  reply: null,
};

/** Report under a review, on a page whose client action answers `result`. */
function renderReport(result: ReportReviewResult) {
  return renderOnPageWithAction(() => <ReportReview review={review} />, result);
}

const reportButton = () => screen.getByRole('button', { name: 'Report the review by Chinedu O.' });

describe('ReportReview', () => {
  it('is a disclosure: the form opens with focus on the first reason, and closes back to the button', async () => {
    renderReport({ ok: true, outcome: 'reported' });
    expect(reportButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(reportButton());
    expect(reportButton().getAttribute('aria-expanded')).toBe('true');
    const reasons = screen.getByRole('group', { name: 'Why are you reporting this review?' });
    expect(reportButton().getAttribute('aria-controls')).toBe('report-r3');
    expect(Array.from(reasons.querySelectorAll('label')).map((label) => label.textContent)).toEqual([
      'Spam or advertising',
      'Offensive or abusive',
      'Not about this place or doctor',
      'Shares private information',
      'Something else',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Spam or advertising' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(reportButton()));
  });

  it('sends the chosen reason and thanks the reporter in place, focus on the thanks', async () => {
    const { posts } = renderReport({ ok: true, outcome: 'reported' });
    fireEvent.click(reportButton());
    fireEvent.click(screen.getByRole('radio', { name: 'Offensive or abusive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const thanks = await screen.findByText(REPORT_THANKS);
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(posts).toEqual([{ intent: 'report', reviewId: 'r3', reason: 'abuse' }]);
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it('asks for the words only for "Something else", and sends them', async () => {
    const { posts } = renderReport({ ok: true, outcome: 'reported' });
    fireEvent.click(reportButton());
    expect(screen.queryByLabelText('What is wrong with this review?')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    fireEvent.change(screen.getByLabelText('What is wrong with this review?'), {
      target: { value: 'Copied from another clinic.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText(REPORT_THANKS);
    expect(posts).toEqual([
      { intent: 'report', reviewId: 'r3', reason: 'other', details: 'Copied from another clinic.' },
    ]);
  });

  it('says "already reported" when this user had reported it before', async () => {
    renderReport({ ok: true, outcome: 'already-reported' });
    fireEvent.click(reportButton());
    fireEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(ALREADY_REPORTED)).toBeTruthy();
  });

  it('shows what to fix, linked to the field, and focuses it', async () => {
    renderReport({
      ok: false,
      errors: { fieldErrors: { reason: 'Choose why you are reporting this review.' } },
    });
    fireEvent.click(reportButton());
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const link = await screen.findByRole('link', { name: 'Choose why you are reporting this review.' });
    expect(link.getAttribute('href')).toBe('#report-r3-reason');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Spam or advertising' }));
  });
});
