/** The terms a listing carries, for the facility and provider pages. */
export { findListingTerms } from './repository.ts';
