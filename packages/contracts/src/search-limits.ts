// Search's constants, without zod, so the browser can use them without loading the schemas.

export const SEARCH_KINDS = ['all', 'facility', 'provider'] as const;
export const SEARCH_SORTS = ['relevance', 'distance', 'rating'] as const;
export const DEFAULT_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 500;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
export const MAX_QUERY_LENGTH = 200;
/** A rating counts towards ranking only once this many people have given one. */
export const MIN_REVIEWS_FOR_RATING_RANK = 3;
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_LIMIT = 8;
