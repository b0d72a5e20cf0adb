import { z } from 'zod';
import { FACILITY_TAP_KINDS } from './facility-taps.ts';

/** The facility dashboard's figures cover the last this many days, today (Nigerian time) included. */
export const LISTING_FIGURE_DAYS = 30;

export const facilityTapKindSchema = z.enum(FACILITY_TAP_KINDS);

/** One day's or one period's counts. */
export const facilityFigureCountsSchema = z.object({
  pageViews: z.number().int(),
  callTaps: z.number().int(),
  directionsTaps: z.number().int(),
  websiteTaps: z.number().int(),
});
export type FacilityFigureCounts = z.infer<typeof facilityFigureCountsSchema>;

/**
 * GET /api/facilities/{id}/figures: visits to the facility's page and taps on its phone, directions and
 * website, day by day (YYYY-MM-DD, Nigerian calendar, oldest first, every day present) and in total.
 */
export const facilityFiguresSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: facilityFigureCountsSchema,
  daily: z.array(facilityFigureCountsSchema.extend({ day: z.string() })),
});
export type FacilityFigures = z.infer<typeof facilityFiguresSchema>;
