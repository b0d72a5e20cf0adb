import { z } from 'zod';
import { publicUserSchema } from './auth.ts';
import { ownListingClaimSchema } from './listing-claims.ts';
import { reviewStatusSchema } from './reviews.ts';
import { savedListingSchema } from './saved-listings.ts';

/**
 * GET /api/me/data: everything CareFinder keeps about the signed-in account, as one JSON file (the Nigeria
 * Data Protection Act 2023: the right of access and to data portability).
 */
export const accountDataSchema = z.object({
  exportedAt: z.string(),
  account: publicUserSchema,
  reviews: z.array(
    z.object({
      id: z.string(),
      about: z.object({
        kind: z.enum(['facility', 'provider']),
        id: z.string().nullable(),
        name: z.string().nullable(),
      }),
      rating: z.number().int(),
      comment: z.string(),
      status: reviewStatusSchema,
      moderationReason: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  votes: z.array(z.object({ reviewId: z.string(), vote: z.enum(['like', 'dislike']) })),
  reports: z.array(z.object({ reviewId: z.string(), reason: z.string(), createdAt: z.string() })),
  claims: z.array(ownListingClaimSchema),
  saved: z.array(savedListingSchema),
});
export type AccountData = z.infer<typeof accountDataSchema>;
