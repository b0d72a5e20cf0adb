/**
 * The contact page's "correct a listing" link, for a listing's "Suggest a correction": it opens the form
 * with the topic chosen and the listing's address filled in.
 */
export function correctionHref(listingUrl: string): string {
  return `/contactUs?${new URLSearchParams({ topic: 'correct-listing', listing: listingUrl }).toString()}`;
}
