import { z } from 'zod';
import { PAGE_SIZE_MAX } from './admin-users.ts';
import { listingClaimStatusSchema } from './listing-claims.ts';
import { openingHoursInputSchema } from './listing-writes.ts';
import { weekdaySchema } from './opening-hours.ts';
import { singleLine } from './single-line.ts';

/*
 * Visitors' corrections ("Suggest a correction" on a listing's page): anyone may send one, without an
 * account; it waits for the listing's team (a facility's members, a doctor's own account), and for an ADMIN
 * when the listing has no team or the team has not answered in CORRECTION_ESCALATION_DAYS. Accepting one
 * applies it to the listing as the reviewer's own write; nothing a visitor sends reaches a page before that.
 */

/** What a visitor can say is wrong. A doctor's profile has no phone, hours or readiness of its own. */
export const CORRECTION_KINDS = ['phone', 'hours', 'closed', 'place', 'readiness'] as const;
export const correctionKindSchema = z.enum(CORRECTION_KINDS, { error: 'Choose what is wrong.' });
export type CorrectionKind = z.infer<typeof correctionKindSchema>;
export const PROVIDER_CORRECTION_KINDS = ['closed', 'place'] as const satisfies readonly CorrectionKind[];

/** The listing a correction is about: a facility or a doctor's profile, by id. */
export type CorrectedListing = { kind: 'facility' | 'provider'; id: string };

/** Days a correction waits for the listing's team before an ADMIN sees it too. */
export const CORRECTION_ESCALATION_DAYS = 14;
/** Corrections one source address may send in CORRECTION_RATE_WINDOW_MINUTES. */
export const CORRECTION_RATE_MAX = 5;
export const CORRECTION_RATE_WINDOW_MINUTES = 60;
/** A reason is short: what the visitor saw, in a sentence or two. */
export const CORRECTION_REASON_MAX = 280;

const reason = z
  .string({ error: 'Say in a few words how you know.' })
  .trim()
  .min(3, 'Say in a few words how you know.')
  .max(CORRECTION_REASON_MAX, `A reason is at most ${CORRECTION_REASON_MAX} characters.`);

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} is a number from -${limit} to ${limit}.` })
    .min(-limit, `${name} is a number from -${limit} to ${limit}.`)
    .max(limit, `${name} is a number from -${limit} to ${limit}.`);

const phone = z.string({ error: 'Give the right phone number.' }).trim().min(1).max(40).check(singleLine());
const replaces = z.string().trim().max(40).check(singleLine()).nullable();
const address = z.string().trim().max(500).check(singleLine()).nullable();
const capability = z.string({ error: 'Choose the capability.' }).trim().min(1).max(80).check(singleLine());
const holds = z.boolean({ error: 'Say whether they can or cannot do it.' });

/** What the visitor proposes, by kind, as kept and answered; the listing's value is read on acceptance. */
export const correctionProposalSchema = z.discriminatedUnion('kind', [
  /** The right number (E.164, spec §5), and the listed one it replaces (none: added first). */
  z.object({ kind: z.literal('phone'), phone, replaces }),
  z.object({
    kind: z.literal('hours'),
    openingHours: z.array(
      z.object({
        day: weekdaySchema,
        open: z.string().optional(),
        close: z.string().optional(),
        isAlwaysOpen: z.boolean(),
        isClosed: z.boolean(),
      }),
    ),
  }),
  z.object({ kind: z.literal('closed') }),
  z.object({
    kind: z.literal('place'),
    address,
    latitude: coordinate('Latitude', 90).nullable(),
    longitude: coordinate('Longitude', 180).nullable(),
  }),
  /** A capability's slug; whether the facility can do it now (true dates the fact today, false takes it away). */
  z.object({ kind: z.literal('readiness'), capability, holds }),
]);
export type CorrectionProposal = z.infer<typeof correctionProposalSchema>;

/** The fields each kind needs; any other field sent with it is refused. */
const FIELDS_OF_KIND: Record<CorrectionKind, { needs: readonly string[]; may: readonly string[] }> = {
  phone: { needs: ['phone'], may: ['replaces'] },
  hours: { needs: ['openingHours'], may: [] },
  closed: { needs: [], may: [] },
  place: { needs: [], may: ['address', 'latitude', 'longitude'] },
  readiness: { needs: ['capability', 'holds'], may: [] },
};
const PROPOSAL_FIELDS = Object.values(FIELDS_OF_KIND).flatMap(({ needs, may }) => [...needs, ...may]);

/**
 * POST /api/facilities/{id}/corrections (and providers'): the kind, its fields and the visitor's reason, in
 * one object (so an unknown field is named as such). A place needs an address or both coordinates: checked
 * by the API.
 */
export const correctionInputSchema = z
  .strictObject({
    kind: correctionKindSchema,
    phone: phone.optional(),
    replaces: replaces.optional(),
    openingHours: openingHoursInputSchema.optional(),
    address: address.optional(),
    latitude: coordinate('Latitude', 90).nullable().optional(),
    longitude: coordinate('Longitude', 180).nullable().optional(),
    capability: capability.optional(),
    holds: holds.optional(),
    reason,
    /** A honeypot that people never fill: a correction with it filled is answered alike and dropped. */
    website: z.string().max(200).optional(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'hours' && input.openingHours?.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['openingHours'],
        message: 'Give the hours of at least one day.',
      });
    const { needs, may } = FIELDS_OF_KIND[input.kind];
    for (const field of needs)
      if (input[field as keyof typeof input] === undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `A ${input.kind} correction needs ${field}.`,
        });
    for (const field of PROPOSAL_FIELDS)
      if (!needs.includes(field) && !may.includes(field) && input[field as keyof typeof input] !== undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `A ${input.kind} correction has no ${field}.`,
        });
  });
export type CorrectionInput = z.infer<typeof correctionInputSchema>;

export const correctionReceiptSchema = z.object({ received: z.literal(true) });

/** A correction as its reviewers read it. */
export const listingCorrectionSchema = z.object({
  id: z.string(),
  listing: z.object({
    kind: z.enum(['facility', 'provider']),
    id: z.string(),
    name: z.string(),
    /** Whether anyone answers for the listing (its team): without one, ADMINs review it from the start. */
    hasTeam: z.boolean(),
  }),
  proposal: correctionProposalSchema,
  reason: z.string(),
  status: listingClaimStatusSchema,
  /** Waiting for an ADMIN too: the listing has no team, or the team has not answered in time. */
  escalated: z.boolean(),
  suggestedAt: z.string(),
  decidedAt: z.string().nullable(),
  deciderName: z.string().nullable(),
  /** The reviewer's note; required to reject. */
  decisionReason: z.string().nullable(),
  /** What a decision sends back in If-Match (the ETag of this correction as read). */
  etag: z.string(),
});
export type ListingCorrection = z.infer<typeof listingCorrectionSchema>;

export const listingCorrectionListSchema = z.object({
  items: z.array(listingCorrectionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListingCorrectionList = z.infer<typeof listingCorrectionListSchema>;

/**
 * GET /api/admin/corrections: pending ones oldest first (by default only those waiting for an ADMIN),
 * decided ones latest first.
 */
export const correctionListQuerySchema = z.object({
  status: listingClaimStatusSchema.default('pending'),
  /** `admin`: pending ones an ADMIN must answer (escalated); `all`: every one of the status. */
  waiting: z.enum(['admin', 'all']).default('admin'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type CorrectionListQuery = z.infer<typeof correctionListQuerySchema>;

export const correctionParamsSchema = z.object({ id: z.string() });
/** A listing's correction, as its team decides it. */
export const listingCorrectionParamsSchema = z.object({ id: z.string(), correctionId: z.string() });
