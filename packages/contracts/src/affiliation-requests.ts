import { z } from 'zod';
import { singleLine } from './single-line.ts';

/**
 * A doctor asks to be listed among a facility's providers (the owners' issue: "request an affiliation with a
 * facility; its FACILITY_ADMIN or an ADMIN approves"). Approval links the profile to the facility.
 */
export const AFFILIATION_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AffiliationRequestStatus = (typeof AFFILIATION_REQUEST_STATUSES)[number];

export const AFFILIATION_MESSAGE_MAX = 500;

/** POST /api/providers/{id}/affiliation-requests. */
export const affiliationRequestInputSchema = z.strictObject({
  facilityId: z.string({ error: 'Choose the facility.' }).trim().min(1, 'Choose the facility.'),
  message: z
    .string()
    .trim()
    .max(AFFILIATION_MESSAGE_MAX, `Write at most ${AFFILIATION_MESSAGE_MAX} characters.`)
    .check(singleLine())
    .optional(),
});
export type AffiliationRequestInput = z.infer<typeof affiliationRequestInputSchema>;

const namedListingSchema = z.object({ id: z.string(), name: z.string() });

export const affiliationRequestSchema = z.object({
  id: z.string(),
  provider: namedListingSchema,
  facility: namedListingSchema,
  /** What the doctor does there, in their words. */
  message: z.string().nullable(),
  status: z.enum(AFFILIATION_REQUEST_STATUSES),
  /** Why it was declined, told to the doctor. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AffiliationRequest = z.infer<typeof affiliationRequestSchema>;

/** A provider's requests (newest first), or a facility's pending ones (oldest first). */
export const affiliationRequestListSchema = z.object({ items: z.array(affiliationRequestSchema) });
export type AffiliationRequestList = z.infer<typeof affiliationRequestListSchema>;

export const affiliationRequestParamsSchema = z.object({ requestId: z.string() });
