import type { ResolvedSearch } from '../search-types.ts';
import { byteOrder } from '../sorted.ts';
import type { ListingColumns } from './columns.ts';
import type { NameLikeness } from './likeness.ts';
import type { MatchColumns } from './match-columns.ts';
import type { NameOrder } from './name-order.ts';

/**
 * repository.ts `ordering` over a search's matches (by their place in the scratch columns). `pendingLikeness`:
 * the likeness that left some matches' likeness pending, added when a tie on relevance needs it.
 */
export function matchOrder(
  search: ResolvedSearch,
  {
    matches,
    columns,
    names,
    pendingLikeness,
  }: {
    matches: MatchColumns;
    columns: ListingColumns;
    names: NameOrder;
    pendingLikeness: NameLikeness | null;
  },
): (a: number, b: number) => number {
  const slots = matches.slots;
  const relevance = matches.relevance;
  const distance = matches.distance;
  const inPlace = matches.inPlace;
  const ids = columns.ids;
  const byId = (a: number, b: number) =>
    byteOrder(ids[slots[a] as number] as string, ids[slots[b] as number] as string);
  const ratedFirst = (a: number, b: number) =>
    nullsLast(columns.rankedRating(slots[a] as number), columns.rankedRating(slots[b] as number), -1);
  const byDistance = (a: number, b: number) => nanLast(distance[a] as number, distance[b] as number);
  const byRelevance = (a: number, b: number) => {
    if (pendingLikeness) {
      pendingLikeness.settle(matches, a);
      pendingLikeness.settle(matches, b);
    }
    return (relevance[b] as number) - (relevance[a] as number);
  };
  let order: (a: number, b: number) => number;
  switch (search.sort) {
    case 'distance':
      order = (a, b) => byDistance(a, b) || byRelevance(a, b) || byId(a, b);
      break;
    case 'rating':
      order = (a, b) =>
        ratedFirst(a, b) ||
        (columns.reviewsCount.array[slots[b] as number] as number) -
          (columns.reviewsCount.array[slots[a] as number] as number) ||
        byRelevance(a, b) ||
        byId(a, b);
      break;
    case 'relevance': {
      // By name key, then id: the name order's places, compared as numbers.
      const nameRanks = names.ranks();
      order = (a, b) =>
        Math.floor((relevance[b] as number) * 10) - Math.floor((relevance[a] as number) * 10) ||
        (columns.verified.array[slots[b] as number] as number) -
          (columns.verified.array[slots[a] as number] as number) ||
        ratedFirst(a, b) ||
        byDistance(a, b) ||
        byRelevance(a, b) ||
        (nameRanks[slots[a] as number] as number) - (nameRanks[slots[b] as number] as number);
      break;
    }
  }
  const ofType = matches.ofType;
  const typeFirst =
    search.preferredFacilityTypeId === null
      ? order
      : (a: number, b: number) => (ofType[b] as number) - (ofType[a] as number) || order(a, b);
  if (!search.preferredPlace) return typeFirst;
  return (a, b) => (inPlace[b] as number) - (inPlace[a] as number) || typeFirst(a, b);
}

/** Ascending with nulls last; `direction` -1 sorts the values descending (nulls still last). */
function nullsLast(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return (a - b) * direction;
}

/** Ascending, NaN (no distance) last. */
function nanLast(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
  if (Number.isNaN(b)) return -1;
  return a - b;
}
