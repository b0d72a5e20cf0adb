import { PROBLEM_TYPES } from '@carefinder/contracts';
import type { PostedReview, Review, ReviewList } from '@carefinder/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextStepFor, REPORT_REASON_REQUIRED, reviewAction } from './review-actions';

const api = vi.hoisted(() => ({
  postReview: vi.fn(),
  updateReview: vi.fn(),
  deleteReview: vi.fn(),
  reportReview: vi.fn(),
  fetchReviews: vi.fn(),
}));
vi.mock('./reviews-api', () => api);
const { postReview } = api;

const target = { kind: 'facility' as const, id: 'f1' };

/** A form posted to the facility page's client action (the page's own URL, its query included). */
const submitted = (fields: Record<string, string | undefined>, url = 'http://localhost/facilities/f1') => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value);
  return new Request(url, { method: 'POST', body });
};

/** Shaped like the axios error the API client rejects with. */
const problemError = (status: number, type: string, detail: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data: { type, title: 'Problem', status, detail }, headers: {} },
  });

const posted: PostedReview = {
  id: 'r9',
  name: 'Ngozi A.',
  image: null,
  date: '2026-11-02T10:00:00.000Z',
  rating: 4,
  comment: 'Kind nurses, short wait.',
  likes: 0,
  dislikes: 0,
  myVote: null,
  isMine: true,
  reply: null,
  averageRating: 4,
  reviewsCount: 1,
};

const { averageRating: _average, reviewsCount: _count, ...ownReview } = posted;
const edited: Review = { ...ownReview, rating: 2, comment: 'The wait was long this time.' };
const pageAfter = (items: Review[]): ReviewList => ({
  items,
  total: items.length,
  page: 2,
  pageSize: 10,
  averageRating: 2.5,
  reviewsCount: 12,
});

// A block: vitest runs a function that beforeEach returns (mockReset returns the mock) as a teardown.
beforeEach(() => {
  for (const mock of Object.values(api)) mock.mockReset();
});

describe('reviewAction without an intent: the review form, validated with the contract, then posted', () => {
  it.each([
    {
      why: 'no rating',
      fields: { comment: 'Kind nurses, short wait.' },
      fieldErrors: { rating: 'Choose a rating from 1 to 5 stars.' },
    },
    {
      why: 'a rating out of range',
      fields: { rating: '6', comment: 'Kind nurses, short wait.' },
      fieldErrors: { rating: 'Choose a rating from 1 to 5 stars.' },
    },
    {
      why: 'a comment of 9 characters after trimming',
      fields: { rating: '5', comment: '  Good one  ' },
      fieldErrors: { comment: 'Write at least 10 characters.' },
    },
    {
      why: '2,001 characters',
      fields: { rating: '5', comment: 'a'.repeat(2001) },
      fieldErrors: { comment: 'Write at most 2,000 characters.' },
    },
  ])('refuses $why without calling the API', async ({ fields, fieldErrors }) => {
    expect(await reviewAction(submitted(fields), target)).toEqual({ ok: false, errors: { fieldErrors } });
    expect(postReview).not.toHaveBeenCalled();
  });

  it('posts the trimmed review and answers it with the new aggregate', async () => {
    postReview.mockResolvedValue(posted);
    const result = await reviewAction(
      submitted({ rating: '4', comment: ' Kind nurses, short wait. ' }),
      target,
    );
    expect(postReview).toHaveBeenCalledWith(target, { rating: 4, comment: 'Kind nurses, short wait.' });
    expect(result).toEqual({ ok: true, review: posted });
  });

  it('offers a new verification e-mail when the problem type says the address is not verified', async () => {
    postReview.mockRejectedValue(
      problemError(
        403,
        PROBLEM_TYPES.emailNotVerified,
        'Verify your e-mail address before writing a review.',
      ),
    );
    expect(
      await reviewAction(submitted({ rating: '2', comment: 'Nobody at the front desk.' }), target),
    ).toEqual({
      ok: false,
      errors: { fieldErrors: {}, formError: 'Verify your e-mail address before writing a review.' },
      nextStep: 'verify-email',
    });
  });

  it("says another 403 in the API's words, with no next step", async () => {
    postReview.mockRejectedValue(
      problemError(403, PROBLEM_TYPES.ownListing, 'You manage this facility, so you cannot review it.'),
    );
    expect(await reviewAction(submitted({ rating: '5', comment: 'Best clinic in Awka.' }), target)).toEqual({
      ok: false,
      errors: { fieldErrors: {}, formError: 'You manage this facility, so you cannot review it.' },
    });
  });
});

describe('nextStepFor', () => {
  it.each([
    [PROBLEM_TYPES.emailNotVerified, 'verify-email'],
    [PROBLEM_TYPES.reviewExists, undefined],
    [PROBLEM_TYPES.ownListing, undefined],
    [PROBLEM_TYPES.accountDisabled, undefined],
    ['about:blank', undefined],
    [undefined, undefined],
  ])('%s → %s', (type, step) => {
    expect(nextStepFor(type)).toBe(step);
  });
});

describe('reviewAction, intent edit: the author changes their review', () => {
  const editing = (fields: Record<string, string>) =>
    submitted(
      { intent: 'edit', reviewId: 'r9', ...fields },
      'http://localhost/facilities/f1?page=2&sort=helpful',
    );

  it('refuses what the review form refuses, without calling the API', async () => {
    expect(await reviewAction(editing({ rating: '2', comment: 'Too short' }), target)).toEqual({
      ok: false,
      errors: { fieldErrors: { comment: 'Write at least 10 characters.' } },
    });
    expect(api.updateReview).not.toHaveBeenCalled();
  });

  it('saves the trimmed review, then reads the page on screen again for the new average and count', async () => {
    api.updateReview.mockResolvedValue(edited);
    api.fetchReviews.mockResolvedValue(pageAfter([edited]));
    const result = await reviewAction(
      editing({ rating: '2', comment: ' The wait was long this time. ' }),
      target,
    );
    expect(api.updateReview).toHaveBeenCalledWith('r9', {
      rating: 2,
      comment: 'The wait was long this time.',
    });
    // The page of the URL the form posted to: ?page=2&sort=helpful.
    expect(api.fetchReviews).toHaveBeenCalledWith(target, 2, 'helpful');
    expect(result).toEqual({ ok: true, review: edited, list: pageAfter([edited]) });
  });

  it('answers the saved review alone when reading the page again fails: the change is made', async () => {
    api.updateReview.mockResolvedValue(edited);
    api.fetchReviews.mockRejectedValue(new Error('Network Error'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await reviewAction(editing({ rating: '2', comment: edited.comment }), target)).toEqual({
      ok: true,
      review: edited,
    });
  });

  it("says a refusal in the API's words", async () => {
    api.updateReview.mockRejectedValue(
      problemError(403, PROBLEM_TYPES.notTheAuthor, 'You can only edit your own review.'),
    );
    expect(await reviewAction(editing({ rating: '2', comment: edited.comment }), target)).toEqual({
      ok: false,
      errors: { fieldErrors: {}, formError: 'You can only edit your own review.' },
    });
    expect(api.fetchReviews).not.toHaveBeenCalled();
  });
});

describe('reviewAction, intent delete: the author deletes their review', () => {
  it('deletes it, then reads the first page again when the URL asks for none', async () => {
    api.deleteReview.mockResolvedValue(undefined);
    api.fetchReviews.mockResolvedValue(pageAfter([]));
    expect(await reviewAction(submitted({ intent: 'delete', reviewId: 'r9' }), target)).toEqual({
      ok: true,
      reviewId: 'r9',
      list: pageAfter([]),
    });
    expect(api.deleteReview).toHaveBeenCalledWith('r9');
    expect(api.fetchReviews).toHaveBeenCalledWith(target, 1, 'newest');
  });

  it('answers the API refusal, and reads nothing again', async () => {
    api.deleteReview.mockRejectedValue(
      problemError(403, PROBLEM_TYPES.notTheAuthor, 'You can only delete your own review.'),
    );
    expect(await reviewAction(submitted({ intent: 'delete', reviewId: 'r1' }), target)).toEqual({
      ok: false,
      errors: { fieldErrors: {}, formError: 'You can only delete your own review.' },
    });
    expect(api.fetchReviews).not.toHaveBeenCalled();
  });
});

describe('reviewAction, intent report: someone reports a review', () => {
  const reporting = (fields: Record<string, string | undefined>) =>
    submitted({ intent: 'report', reviewId: 'r3', ...fields });

  it.each([
    ['spam', 'Spam or advertising'],
    ['abuse', 'Offensive or abusive'],
    ['off-topic', 'Not about this place or doctor'],
    ['private', 'Shares private information'],
  ])('sends the reason %s as the words moderators read: %s', async (reason, words) => {
    api.reportReview.mockResolvedValue(undefined);
    expect(await reviewAction(reporting({ reason }), target)).toEqual({ ok: true, outcome: 'reported' });
    expect(api.reportReview).toHaveBeenCalledWith('r3', words);
  });

  it("sends the reporter's own words, trimmed, for something else", async () => {
    api.reportReview.mockResolvedValue(undefined);
    await reviewAction(reporting({ reason: 'other', details: '  Copied from another clinic.  ' }), target);
    expect(api.reportReview).toHaveBeenCalledWith('r3', 'Copied from another clinic.');
  });

  it.each([
    {
      why: 'no reason',
      fields: {},
      fieldErrors: { reason: REPORT_REASON_REQUIRED },
    },
    {
      why: 'a reason not on the list',
      fields: { reason: 'boring' },
      fieldErrors: { reason: REPORT_REASON_REQUIRED },
    },
    {
      why: 'something else in under 5 characters (the contract’s rule, on the words field)',
      fields: { reason: 'other', details: ' bad ' },
      fieldErrors: { details: 'Say briefly what is wrong with this review.' },
    },
  ])('refuses $why without calling the API', async ({ fields, fieldErrors }) => {
    expect(await reviewAction(reporting(fields), target)).toEqual({ ok: false, errors: { fieldErrors } });
    expect(api.reportReview).not.toHaveBeenCalled();
  });

  it('answers "already reported" to a second report by the same user (409 report-exists)', async () => {
    api.reportReview.mockRejectedValue(
      problemError(409, PROBLEM_TYPES.reportExists, 'You have already reported this review.'),
    );
    expect(await reviewAction(reporting({ reason: 'spam' }), target)).toEqual({
      ok: true,
      outcome: 'already-reported',
    });
  });

  it("says another refusal in the API's words", async () => {
    api.reportReview.mockRejectedValue(problemError(404, 'about:blank', 'No such review.'));
    expect(await reviewAction(reporting({ reason: 'spam' }), target)).toEqual({
      ok: false,
      errors: { fieldErrors: {}, formError: 'No such review.' },
    });
  });
});
