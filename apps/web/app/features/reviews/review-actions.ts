import { PROBLEM_TYPES, reviewInputSchema } from '@carefinder/contracts';
import type { PostedReview } from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { formFields } from '~/lib/forms/form-action';
import { apiProblemType, formErrorsFromApiError, validateWith } from '~/lib/forms/form-errors';
import type { FormErrors } from '~/lib/forms/form-errors';
import type { ReviewTarget } from './review-target';
import { postReview } from './reviews-api';

/*
 * The client action of a facility's or provider's page: the review form posts here (a lazy chunk, with zod
 * and the contracts, loaded while the visitor writes).
 */

/** What the form offers beside the API's words when a review is refused. */
export type ReviewNextStep = 'verify-email';

export type ReviewActionResult =
  { ok: true; review: PostedReview } | { ok: false; errors: FormErrors; nextStep?: ReviewNextStep };

/**
 * The next step a refusal's problem type calls for: only an unverified e-mail has one the form can offer.
 * Others (already reviewed, the user's own listing, a disabled account) are said by the API's detail;
 * an ended session is the API client's (refresh, else sign-out).
 */
export function nextStepFor(problemType: string | undefined): ReviewNextStep | undefined {
  return problemType === PROBLEM_TYPES.emailNotVerified ? 'verify-email' : undefined;
}

export async function postReviewAction(
  request: Request,
  target: Pick<ReviewTarget, 'kind' | 'id'>,
): Promise<ReviewActionResult> {
  const { rating, comment = '' } = formFields(await request.formData());
  const input = validateWith(reviewInputSchema, { rating: rating ? Number(rating) : undefined, comment });
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
