import { z } from 'zod';

/** The facility dashboard's figures cover the last this many days, today (Nigerian time) included. */
export const LISTING_FIGURE_DAYS = 30;

/** What a visitor can tap on a facility's page that leads them to it: each is counted (the owners' issue). */
export const FACILITY_TAP_KINDS = ['call', 'directions', 'website'] as const;
export const facilityTapKindSchema = z.enum(FACILITY_TAP_KINDS);
export type FacilityTapKind = z.infer<typeof facilityTapKindSchema>;

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

/** The page path a tap on the facility's `kind` link is reported to (the link's `ping` attribute). */
export const facilityTapPath = (facilityId: string, kind: FacilityTapKind) =>
  `/facilities/${facilityId}/taps/${kind}`;
