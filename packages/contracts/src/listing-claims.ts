import { z } from 'zod';
import { PAGE_SIZE_MAX } from './admin-users.ts';
import { placeSchema } from './directory.ts';
import { proposedProfileSchema } from './listing-writes.ts';
import { singleLine } from './single-line.ts';
import { taxonomyTermSchema } from './taxonomies.ts';

/**
 * A request to manage a listing ("Manage this facility", "Is this you? Manage this profile"): the claimant
 * says their role there and how CareFinder can check it; an ADMIN approves or rejects it.
 */
export const LISTING_CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ListingClaimStatus = (typeof LISTING_CLAIM_STATUSES)[number];

export const LISTING_CLAIM_KINDS = ['facility', 'provider'] as const;
export type ListingClaimKind = (typeof LISTING_CLAIM_KINDS)[number];

export const LISTING_CLAIM_ROLE_MAX = 100;
export const LISTING_CLAIM_MESSAGE_MIN = 10;
export const LISTING_CLAIM_MESSAGE_MAX = 2_000;
export const LISTING_CLAIM_REASON_MAX = 1_000;
/** Claims one account may make in LISTING_CLAIM_RATE_WINDOW_MINUTES. */
export const LISTING_CLAIM_RATE_MAX = 5;
export const LISTING_CLAIM_RATE_WINDOW_MINUTES = 60;

/** POST /api/facilities/{id}/claims and /api/providers/{id}/claims. */
export const listingClaimInputSchema = z.strictObject({
  role: z
    .string({ error: 'Say what your role there is.' })
    .trim()
    .min(2, 'Say what your role there is, e.g. Medical director.')
    .max(LISTING_CLAIM_ROLE_MAX, `Your role is at most ${LISTING_CLAIM_ROLE_MAX} characters.`)
    .check(singleLine()),
  message: z
    .string({ error: 'Say how we can check it.' })
    .trim()
    .min(
      LISTING_CLAIM_MESSAGE_MIN,
      `Say how we can check it in at least ${LISTING_CLAIM_MESSAGE_MIN} characters, e.g. a work e-mail or a phone at the facility.`,
    )
    .max(
      LISTING_CLAIM_MESSAGE_MAX,
      `Write at most ${LISTING_CLAIM_MESSAGE_MAX.toLocaleString('en-NG')} characters.`,
    ),
});
export type ListingClaimInput = z.infer<typeof listingClaimInputSchema>;

/** POST /api/providers/claims: the doctor's proposed profile and how CareFinder can check it is them. */
export const newProfileClaimInputSchema = proposedProfileSchema.extend({
  message: listingClaimInputSchema.shape.message,
});
export type NewProfileClaimInput = z.output<typeof newProfileClaimInputSchema>;

/** A proposed profile as the claim shows it: its references named. */
export const proposedProfileAnswerSchema = z.object({
  name: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  specialties: z.array(taxonomyTermSchema),
  registrationNumber: z.string().nullable(),
  place: placeSchema,
});
export type ProposedProfileAnswer = z.infer<typeof proposedProfileAnswerSchema>;

export const listingClaimStatusSchema = z.enum(LISTING_CLAIM_STATUSES);

/** The listing a claim is about, as its page names it. */
export const listingClaimListingSchema = z.object({
  kind: z.enum(LISTING_CLAIM_KINDS),
  id: z.string(),
  name: z.string(),
  /** The listing's page, e.g. /facilities/{id}. */
  path: z.string(),
});
export type ListingClaimListing = z.infer<typeof listingClaimListingSchema>;

/** A user's own claim (GET /api/me/claims; the 201 of a new claim). */
export const ownListingClaimSchema = z.object({
  id: z.string(),
  listing: listingClaimListingSchema,
  role: z.string(),
  message: z.string(),
  status: listingClaimStatusSchema,
  /** The ADMIN's reason, when one was given. */
  reason: z.string().nullable(),
  /**
   * A doctor's request to be listed: the profile they proposed. `listing` names it, with an empty id until
   * approval creates it.
   */
  proposedProfile: proposedProfileAnswerSchema.nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type OwnListingClaim = z.infer<typeof ownListingClaimSchema>;

export const ownListingClaimListSchema = z.object({ items: z.array(ownListingClaimSchema) });
export type OwnListingClaimList = z.infer<typeof ownListingClaimListSchema>;

/** A claim as the ADMIN reviews it: the claimant and what else stands in the way. */
export const adminListingClaimSchema = ownListingClaimSchema.extend({
  claimant: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
  }),
  /** How many accounts already manage the facility (0 for a provider). */
  currentMembers: z.number().int(),
  /** For a provider claim: the profile is linked to another account, so approval is refused. */
  linkedToAnotherAccount: z.boolean(),
  /** The ADMIN who decided, by name; null while pending or when their account is gone. */
  reviewerName: z.string().nullable(),
});
export type AdminListingClaim = z.infer<typeof adminListingClaimSchema>;

/** GET /api/admin/claims: pending ones oldest first (who waited longest), decided ones latest first. */
export const adminListingClaimListQuerySchema = z.object({
  status: listingClaimStatusSchema.default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type AdminListingClaimListQuery = z.infer<typeof adminListingClaimListQuerySchema>;

export const adminListingClaimListSchema = z.object({
  items: z.array(adminListingClaimSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminListingClaimList = z.infer<typeof adminListingClaimListSchema>;

/** PATCH /api/admin/claims/{id}, with If-Match: a decision, once; a rejection says why. */
export const listingClaimDecisionSchema = z
  .strictObject({
    status: z.enum(['approved', 'rejected'], { error: 'Choose approved or rejected.' }),
    reason: z
      .string()
      .trim()
      .max(
        LISTING_CLAIM_REASON_MAX,
        `A reason is at most ${LISTING_CLAIM_REASON_MAX.toLocaleString('en-NG')} characters.`,
      )
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.status === 'rejected' && !input.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the request is rejected.' });
  });
export type ListingClaimDecision = z.infer<typeof listingClaimDecisionSchema>;

/** Any text: an id that is not a claim's is a 404, like every other entity's. */
export const listingClaimParamsSchema = z.object({ id: z.string() });
