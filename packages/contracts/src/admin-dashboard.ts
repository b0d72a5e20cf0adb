import { z } from 'zod';
import { LISTING_STATUSES } from './directory.ts';

const countsByStatus = z.object(
  Object.fromEntries(LISTING_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof LISTING_STATUSES)[number],
    z.ZodNumber
  >,
);

/** GET /api/admin/dashboard: what needs an ADMIN's attention, in numbers. */
export const adminDashboardSchema = z.object({
  facilities: countsByStatus,
  providers: countsByStatus,
  /** Published reviews reported since the last decision on them. */
  reviewsToModerate: z.number().int(),
  /** Pairs of facilities the registry import flagged as likely the same place, not yet resolved. */
  duplicatesToReview: z.number().int(),
  /** How fresh the directory's readiness is (open facilities only). */
  readiness: z.object({
    /** Per state and capability: facilities with it confirmed in the last 90 days (`current`), and older. */
    byState: z.array(
      z.object({
        state: z.object({ alias: z.string(), name: z.string() }),
        capabilities: z.array(
          z.object({
            slug: z.string(),
            name: z.string(),
            current: z.number().int(),
            stale: z.number().int(),
          }),
        ),
      }),
    ),
    /** The facilities with a team that confirmed nothing for longest (never first), at most 10. */
    teamsLeastRecent: z.array(
      z.object({
        facility: z.object({ id: z.string(), name: z.string() }),
        state: z.string().nullable(),
        /** The last day its team confirmed a fact (YYYY-MM-DD); null when it never has. */
        lastConfirmedAt: z.string().nullable(),
      }),
    ),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
