import type { Database } from '@carefinder/db';
import { HttpProblem } from '../../lib/problem.ts';
import {
  openDataFacilities,
  openDataSummary,
  stateAliasExists,
  type OpenDataFacility,
  type OpenDataFilters,
} from './repository.ts';

/** A facility as the exports publish it: one CSV row, one GeoJSON feature. */
export type PublishedFacility = OpenDataFacility;

/** How many facilities the exports publish, and when the latest of them changed. */
export const publishedSummary = (db: Database): Promise<{ published: number; lastUpdated: Date | null }> =>
  openDataSummary(db);

/** The filters of an export, refused (400) when an LGA comes without its state or the state is unknown. */
async function checkedFilters(db: Database, filters: OpenDataFilters): Promise<OpenDataFilters> {
  // LGA slugs repeat across states (Obi, Irepodun…), so an LGA is only meaningful within its state.
  if (filters.lga && !filters.state) {
    throw new HttpProblem(400, 'Filter by state as well as LGA: LGA names repeat across states.', [
      { path: 'lga', message: 'Needs state' },
    ]);
  }
  if (filters.state && !(await stateAliasExists(db, filters.state))) {
    throw new HttpProblem(400, `No state has the alias '${filters.state}'.`, [
      { path: 'state', message: 'Unknown state alias' },
    ]);
  }
  return filters;
}

/**
 * Every published (non-demo) facility the filters select, a page at a time (see `openDataFacilities`: the
 * first page is read before this resolves, so an outage fails the request before its first byte).
 */
export async function publishedFacilities(
  db: Database,
  filters: OpenDataFilters,
): Promise<AsyncGenerator<PublishedFacility>> {
  return openDataFacilities(db, await checkedFilters(db, filters));
}
