import type { FoundPage, ListingRow, MatchSummary, ResolvedSearch } from '../search-types.ts';
import type { NameMatchRow } from '../service.ts';
import { matchOrder } from './match-order.ts';

/**
 * A match on a shard's page with the keys the page's order compares (`ListingIndex.comparator`), so that the
 * shards' pages can be merged into the search's.
 */
export interface RankedMatch {
  id: string;
  distanceKm: number | null;
  inPlace: boolean;
  /** With the name's likeness added. */
  relevance: number;
  verified: boolean;
  /** The rating a rating sort ranks by (null without enough reviews behind it). */
  rankedRating: number | null;
  reviewsCount: number;
  nameKey: string;
}

/** One shard's answer: its first `offset + limit` matches in order (none skipped), its counts, their listings. */
export interface ShardPage {
  matches: Omit<MatchSummary, 'page'> & { page: RankedMatch[] };
  listings: ListingRow[];
}

/** An autocomplete name with what orders it among the shards': found by its start, then by name key and id. */
export interface RankedName extends NameMatchRow {
  byStart: boolean;
  nameKey: string;
}

/** The search each shard answers: every match up to the page's end, for the merge to skip the earlier pages. */
export function shardSearch(search: ResolvedSearch): ResolvedSearch {
  return { ...search, offset: 0, limit: search.offset + search.limit };
}

/**
 * The search's answer from its shards' answers (each to `shardSearch`): counts added, pages merged in the
 * search's order and its page taken. Every listing is in one shard, and the order is total (it ends with the
 * id), so the first `offset + limit` of the merged pages are the first of all matches.
 */
export function mergeShardPages(search: ResolvedSearch, shards: readonly ShardPage[]): FoundPage {
  const order = rankedOrder(search);
  const page = shards
    .flatMap((shard) => shard.matches.page)
    .sort(order)
    .slice(search.offset, search.offset + search.limit);
  const listings = new Map(shards.flatMap((shard) => shard.listings).map((row) => [row.id, row]));
  const sum = (count: (matches: ShardPage['matches']) => number) =>
    shards.reduce((total, shard) => total + count(shard.matches), 0);
  const rows = (facet: (matches: ShardPage['matches']) => MatchSummary['states']) =>
    addedCounts(shards.map((shard) => facet(shard.matches)));
  return {
    matches: {
      total: sum((matches) => matches.total),
      facilityCount: sum((matches) => matches.facilityCount),
      page: page.map(({ id, distanceKm, inPlace }) => ({ id, distanceKm, inPlace })),
      facilityTypes: rows((matches) => matches.facilityTypes),
      ownership: rows((matches) => matches.ownership),
      level: rows((matches) => matches.level),
      states: rows((matches) => matches.states),
      insurance: rows((matches) => matches.insurance),
    },
    listings: page.flatMap(({ id }) => listings.get(id) ?? []),
  };
}

/** The shards' autocomplete names merged: those found by their start first, each part by name key then id. */
export function mergeShardNames(shards: readonly RankedName[][], limit: number): NameMatchRow[] {
  return shards
    .flat()
    .sort(
      (a, b) =>
        Number(b.byStart) - Number(a.byStart) || byteOrder(a.nameKey, b.nameKey) || byteOrder(a.id, b.id),
    )
    .slice(0, limit)
    .map(({ id, kind, name, stateId, lgaId }) => ({ id, kind, name, stateId, lgaId }));
}

/** Each value's counts added up over the shards. */
function addedCounts(shards: readonly MatchSummary['states'][]): MatchSummary['states'] {
  const counts = new Map<MatchSummary['states'][number]['value'], number>();
  for (const rows of shards) {
    for (const { value, count } of rows) counts.set(value, (counts.get(value) ?? 0) + count);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** The search's order (matchOrder) over ranked matches. */
function rankedOrder(search: ResolvedSearch): (a: RankedMatch, b: RankedMatch) => number {
  const byId = (a: RankedMatch, b: RankedMatch) => byteOrder(a.id, b.id);
  return matchOrder<RankedMatch>(search, {
    byPlace: (a, b) => Number(b.inPlace) - Number(a.inPlace),
    byTenth: (a, b) => Math.floor(b.relevance * 10) - Math.floor(a.relevance * 10),
    byVerified: (a, b) => Number(b.verified) - Number(a.verified),
    byRating: (a, b) => nullsLastDescending(a.rankedRating, b.rankedRating),
    byReviews: (a, b) => b.reviewsCount - a.reviewsCount,
    byDistance: (a, b) => distanceOrder(a.distanceKm, b.distanceKm),
    byRelevance: (a, b) => b.relevance - a.relevance,
    byName: (a, b) => byteOrder(a.nameKey, b.nameKey) || byId(a, b),
    byId,
  });
}

/** Descending, nulls last. */
function nullsLastDescending(a: number | null, b: number | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return b - a;
}

/** Ascending, no distance last. */
function distanceOrder(a: number | null, b: number | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return a - b;
}

/** PostgreSQL's order for C-collated text and for uuids: by bytes (our keys are ASCII). */
export function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
