import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * `shouldRevalidate` of a page with reviews: a review posted to its client action answers with the new
 * average and count, so the page keeps its data instead of reading the listing and its reviews again.
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
