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
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
