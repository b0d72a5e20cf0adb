import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * `shouldRevalidate` of a page with reviews: whatever its client action did (a review posted, changed or
 * deleted, a report) answers with what the reviews section needs (the new average and count, the page of
 * reviews read again), so the page keeps its data instead of reading the listing and its reviews again.
 */
export function keepPageAfterReviewPost({
  formMethod,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const postedHere =
    formMethod?.toUpperCase() === 'POST' &&
    formAction !== undefined &&
    new URL(formAction, currentUrl).pathname === currentUrl.pathname;
  return postedHere ? false : defaultShouldRevalidate;
}
