import { z } from 'zod';

/**
 * GET /api/export/facilities/summary: what the open-data files (/api/export/facilities.csv and .geojson)
 * hold now and on what terms, for the page that explains them.
 */
export const openDataSummarySchema = z.object({
  /**
   * The rows of the CSV: every facility but the demo ones, which are never published (the GeoJSON holds
   * those of them with coordinates).
   */
  published: z.number().int(),
  /** When the most recently changed of them last changed (ISO 8601); null when there are none. */
  lastUpdated: z.string().nullable(),
  /** The licence's URL, and the credit to give, as both files carry them (headers, GeoJSON fields). */
  license: z.string(),
  attribution: z.string(),
});
export type OpenDataSummary = z.infer<typeof openDataSummarySchema>;
