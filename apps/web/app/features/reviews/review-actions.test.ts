import { PROBLEM_TYPES } from '@carefinder/contracts';
import type { PostedReview } from '@carefinder/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextStepFor, postReviewAction } from './review-actions';

const postReview = vi.hoisted(() => vi.fn());
vi.mock('./reviews-api', () => ({ postReview }));

const target = { kind: 'facility' as const, id: 'f1' };

const submitted = (fields: { rating?: string; comment: string }) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value);
  return new Request('http://localhost/facilities/f1', { method: 'POST', body });
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

// A block: vitest runs a function that beforeEach returns (mockReset returns the mock) as a teardown.
beforeEach(() => {
  postReview.mockReset();
});

describe('postReviewAction: the review form, validated with the contract, then posted', () => {
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
    expect(await postReviewAction(submitted(fields), target)).toEqual({ ok: false, errors: { fieldErrors } });
    expect(postReview).not.toHaveBeenCalled();
  });

  it('posts the trimmed review and answers it with the new aggregate', async () => {
    postReview.mockResolvedValue(posted);
    const result = await postReviewAction(
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
      await postReviewAction(submitted({ rating: '2', comment: 'Nobody at the front desk.' }), target),
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
    expect(
      await postReviewAction(submitted({ rating: '5', comment: 'Best clinic in Awka.' }), target),
    ).toEqual({
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
