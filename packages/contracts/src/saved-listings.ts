import { z } from 'zod';
import { listingStatusSchema } from './directory.ts';

/** How many listings one account may keep saved (facilities and providers together). */
export const MAX_SAVED_LISTINGS = 500;

export const SAVED_LISTING_KINDS = ['facilities', 'providers'] as const;
export const savedListingKindSchema = z.enum(SAVED_LISTING_KINDS);
export type SavedListingKind = z.infer<typeof savedListingKindSchema>;

/** A listing the user saved, as their dashboard lists it. */
export const savedListingSchema = z.object({
  kind: savedListingKindSchema,
  id: z.string(),
  name: z.string(),
  /** "Ikeja, Lagos State"; empty when the place is not known. */
  place: z.string(),
  status: listingStatusSchema,
  savedAt: z.string(),
});
export type SavedListing = z.infer<typeof savedListingSchema>;

/** GET /api/me/saved: every saved listing, newest first (at most MAX_SAVED_LISTINGS). */
export const savedListingListSchema = z.object({ items: z.array(savedListingSchema) });
export type SavedListingList = z.infer<typeof savedListingListSchema>;

export const savedListingParamsSchema = z.object({ kind: savedListingKindSchema, id: z.string().max(100) });
