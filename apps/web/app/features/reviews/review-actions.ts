import { PROBLEM_TYPES, reviewInputSchema, reviewReportSchema } from '@carefinder/contracts';
import type { PostedReview, Review, ReviewList } from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { formFields } from '~/lib/forms/form-action';
import { apiProblemType, formErrorsFromApiError, renameFields, validateWith } from '~/lib/forms/form-errors';
import type { FormErrors } from '~/lib/forms/form-errors';
import { REPORT_REASONS } from './review-rules';
import type { ReviewTarget } from './review-target';
import { deleteReview, fetchReviews, postReview, reportReview, updateReview } from './reviews-api';
import { reviewsPageOf } from './reviews-query';

/*
 * The client action of a facility's or provider's page: the review form, the author's edit and delete, and
 * reports post here (a lazy chunk, with zod and the contracts, loaded while the visitor writes). The
 * `intent` field says which; the review form sends none.
 */

type Target = Pick<ReviewTarget, 'kind' | 'id'>;
type Fields = Record<string, string>;

/** What the form offers beside the API's words when a review is refused. */
export type ReviewNextStep = 'verify-email';

export type ReviewActionResult =
  { ok: true; review: PostedReview } | { ok: false; errors: FormErrors; nextStep?: ReviewNextStep };

/**
 * A changed or deleted review, with the page of reviews read again (the new average and count, and for a
 * deletion the review that moves up onto the page). `list` is absent when that read failed: the change is
 * made all the same, and the page shows it from what it has.
 */
export type EditReviewResult =
  { ok: true; review: Review; list?: ReviewList } | { ok: false; errors: FormErrors };
export type DeleteReviewResult =
  { ok: true; reviewId: string; list?: ReviewList } | { ok: false; errors: FormErrors };

/** A report is received, or this user had already reported the review: either way it is with the moderators. */
export type ReportReviewResult =
  { ok: true; outcome: 'reported' | 'already-reported' } | { ok: false; errors: FormErrors };

export const REPORT_REASON_REQUIRED = 'Choose why you are reporting this review.';

/**
 * The next step a refusal's problem type calls for: only an unverified e-mail has one the form can offer.
 * Others (already reviewed, the user's own listing, a disabled account) are said by the API's detail;
 * an ended session is the API client's (refresh, else sign-out).
 */
export function nextStepFor(problemType: string | undefined): ReviewNextStep | undefined {
  return problemType === PROBLEM_TYPES.emailNotVerified ? 'verify-email' : undefined;
}

/** The route's client action: each intent's answer is read by the form that posted it (its own fetcher). */
export async function reviewAction(
  request: Request,
  target: Target,
): Promise<ReviewActionResult | EditReviewResult | DeleteReviewResult | ReportReviewResult> {
  const fields = formFields(await request.formData());
  const onScreen = { target, url: new URL(request.url) };
  switch (fields.intent) {
    case 'edit':
      return editReview(fields, onScreen);
    case 'delete':
      return removeReview(fields, onScreen);
    case 'report':
      return report(fields);
    default:
      return postNewReview(fields, target);
  }
}

const ratingAndComment = ({ rating, comment = '' }: Fields) =>
  validateWith(reviewInputSchema, { rating: rating ? Number(rating) : undefined, comment });

async function postNewReview(fields: Fields, target: Target): Promise<ReviewActionResult> {
  const input = ratingAndComment(fields);
  if (!input.ok) return input;
  try {
    const review = await postReview(target, input.data);
    announceToast({ type: 'success', message: 'Thank you. Your review is published.' });
    return { ok: true, review };
  } catch (error) {
    const errors = formErrorsFromApiError(error);
    const nextStep = nextStepFor(apiProblemType(error));
    return nextStep ? { ok: false, errors, nextStep } : { ok: false, errors };
  }
}

/** The page that posted: its target, and its URL (which page of reviews, in which order). */
interface OnScreen {
  target: Target;
  url: URL;
}

/**
 * The page of reviews on screen, read again after a change, as the page's URL asks for it (the form posts to
 * the page's own URL, ?page= and &sort= included); undefined if that read fails.
 */
async function pageAfterChange({ target, url }: OnScreen): Promise<ReviewList | undefined> {
  const { page, sort } = reviewsPageOf(url);
  try {
    return await fetchReviews(target, page, sort);
  } catch (error) {
    console.warn('Could not read the reviews again after a change', error);
    return undefined;
  }
}

async function editReview(fields: Fields, onScreen: OnScreen): Promise<EditReviewResult> {
  const input = ratingAndComment(fields);
  if (!input.ok) return input;
  let review: Review;
  try {
    review = await updateReview(fields.reviewId ?? '', input.data);
  } catch (error) {
    return { ok: false, errors: formErrorsFromApiError(error) };
  }
  announceToast({ type: 'success', message: 'Your review is updated.' });
  const list = await pageAfterChange(onScreen);
  return list ? { ok: true, review, list } : { ok: true, review };
}

async function removeReview(fields: Fields, onScreen: OnScreen): Promise<DeleteReviewResult> {
  const reviewId = fields.reviewId ?? '';
  try {
    await deleteReview(reviewId);
  } catch (error) {
    return { ok: false, errors: formErrorsFromApiError(error) };
  }
  announceToast({ type: 'success', message: 'Your review is deleted.' });
  const list = await pageAfterChange(onScreen);
  return list ? { ok: true, reviewId, list } : { ok: true, reviewId };
}

/**
 * A report with a reason from the list, sent as its label, or "Something else" with the reporter's words
 * (the `details` field, which the contract's `reason` rules apply to). A report never hides the review by
 * itself: it goes to the moderators' queue.
 */
async function report(fields: Fields): Promise<ReportReviewResult> {
  const choice = REPORT_REASONS.find(({ value }) => value === fields.reason);
  if (!choice) return { ok: false, errors: { fieldErrors: { reason: REPORT_REASON_REQUIRED } } };
  const ownWords = choice.value === 'other';
  // The reporter's own words are the details field; the API's and the contract's name for them is reason.
  const placed = (errors: FormErrors) =>
    ownWords ? renameFields(errors, (field) => (field === 'reason' ? 'details' : field)) : errors;
  const input = validateWith(reviewReportSchema, {
    reason: ownWords ? (fields.details ?? '') : choice.label,
  });
  if (!input.ok) return { ok: false, errors: placed(input.errors) };
  try {
    await reportReview(fields.reviewId ?? '', input.data.reason);
    return { ok: true, outcome: 'reported' };
  } catch (error) {
    if (apiProblemType(error) === PROBLEM_TYPES.reportExists)
      return { ok: true, outcome: 'already-reported' };
    return { ok: false, errors: placed(formErrorsFromApiError(error)) };
  }
}
