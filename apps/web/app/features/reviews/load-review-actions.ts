/**
 * The page's client action (review-actions, with zod and the contracts), loaded while the visitor writes,
 * reports or confirms a deletion rather than on submit.
 */
export const loadReviewActions = () => import('./review-actions');
