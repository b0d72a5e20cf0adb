import type { ResolvedSearch } from '../search-types.ts';

type Compare<Match> = (a: Match, b: Match) => number;

/** How two matches compare on each key of the order: negative when `a` comes first. */
export interface MatchKeys<Match> {
  /** In the preferred place first. */
  byPlace: Compare<Match>;
  /** The higher tenth of relevance first. */
  byTenth: Compare<Match>;
  /** Verified first. */
  byVerified: Compare<Match>;
  /** The higher rating a rating sort ranks by first, those without one last. */
  byRating: Compare<Match>;
  /** More reviews first. */
  byReviews: Compare<Match>;
  /** Nearer first, those without a distance last. */
  byDistance: Compare<Match>;
  /** The more relevant first. */
  byRelevance: Compare<Match>;
  /** By name key, then id. */
  byName: Compare<Match>;
  byId: Compare<Match>;
}

/**
 * repository.ts `ordering`, the one order of a search's matches: the index orders its matches by it, and the
 * shards' pages are merged by it (shard-merge.ts). Every order ends with the id, so no two matches tie.
 */
export function matchOrder<Match>(
  search: Pick<ResolvedSearch, 'sort' | 'preferredPlace'>,
  keys: MatchKeys<Match>,
): Compare<Match> {
  const { byPlace, byTenth, byVerified, byRating, byReviews, byDistance, byRelevance, byName, byId } = keys;
  let order: Compare<Match>;
  switch (search.sort) {
    case 'distance':
      order = (a, b) => byDistance(a, b) || byRelevance(a, b) || byId(a, b);
      break;
    case 'rating':
      order = (a, b) => byRating(a, b) || byReviews(a, b) || byRelevance(a, b) || byId(a, b);
      break;
    case 'relevance':
      order = (a, b) =>
        byTenth(a, b) ||
        byVerified(a, b) ||
        byRating(a, b) ||
        byDistance(a, b) ||
        byRelevance(a, b) ||
        byName(a, b);
      break;
  }
  if (!search.preferredPlace) return order;
  return (a, b) => byPlace(a, b) || order(a, b);
}
