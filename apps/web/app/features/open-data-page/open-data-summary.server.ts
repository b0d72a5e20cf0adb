import { openDataSummarySchema } from '@carefinder/contracts';
import type { OpenDataSummary } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';

/** What the open-data files hold now, read from the API as the page renders (the count changes on import). */
export function loadOpenDataSummary(): Promise<OpenDataSummary> {
  return fetchForPage('/export/facilities/summary', openDataSummarySchema);
}
