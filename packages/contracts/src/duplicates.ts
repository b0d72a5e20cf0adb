import { z } from 'zod';
import { PAGE_SIZE_MAX } from './admin-users.ts';
import { listingStatusSchema, placeSchema } from './directory.ts';
import { taxonomyTermSchema } from './taxonomies.ts';

/** The largest id a flag can have (a PostgreSQL integer): a bigger one is a 400, never a database error. */
const FLAG_ID_MAX = 2_147_483_647;

/** GET /api/admin/duplicates: the open flags, newest first, a page at a time. */
export const duplicateListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(10),
});
export type DuplicateListQuery = z.infer<typeof duplicateListQuerySchema>;

/** What an ADMIN compares to decide whether two listings are one place. */
export const duplicateFacilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  facilityType: taxonomyTermSchema.nullable(),
  place: placeSchema,
  nhfrCode: z.string().nullable(),
  phones: z.array(z.string()),
  reviewsCount: z.number().int(),
  status: listingStatusSchema,
});
export type DuplicateFacility = z.infer<typeof duplicateFacilitySchema>;

/**
 * A pair the registry import found likely to be one place (same name within 1 km): `facility` was flagged as
 * a likely duplicate of `duplicateOf`. Either may be the one kept.
 */
export const duplicatePairSchema = z.object({
  /** The flag's id, for merge and dismiss. */
  id: z.number().int(),
  flaggedAt: z.string(),
  /** How far apart the two are, as the import measured it (great-circle, metres). */
  distanceMetres: z.number().int(),
  facility: duplicateFacilitySchema,
  duplicateOf: duplicateFacilitySchema,
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const duplicatePairListSchema = z.object({
  items: z.array(duplicatePairSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DuplicatePairList = z.infer<typeof duplicatePairListSchema>;

export const duplicateFlagParamsSchema = z.object({
  flagId: z.coerce
    .number({ error: 'flagId is a whole number.' })
    .int('flagId is a whole number.')
    .min(1, 'flagId is a whole number from 1.')
    .max(FLAG_ID_MAX, 'No flag has so large an id.'),
});

/** POST /api/admin/duplicates/{flagId}/merge: which of the pair stays. */
export const duplicateMergeSchema = z.strictObject({
  keep: z.uuid('keep is the id of one facility of the pair.'),
});
export type DuplicateMerge = z.infer<typeof duplicateMergeSchema>;

/** What a merge did; the audit entry (`facility.merge`) records the same. */
export const duplicateMergeResultSchema = z.object({
  keptId: z.string(),
  mergedId: z.string(),
  /** Rows that now belong to the kept facility. */
  moved: z.object({
    reviews: z.number().int(),
    photos: z.number().int(),
    memberships: z.number().int(),
    /** Users whose active facility was the merged one. */
    activeFacilities: z.number().int(),
    providers: z.number().int(),
    /** Listings merged earlier into the merged one, which now lead to the kept one. */
    redirects: z.number().int(),
  }),
  /**
   * Reviews left with the merged facility: their author also reviewed the kept one, and only the newest
   * review of each author moves (one review per author per facility).
   */
  supersededReviews: z.number().int(),
  /** The kept facility's additions: terms it lacked, phones, and fields it had empty. */
  added: z.object({
    terms: z.number().int(),
    phones: z.array(z.string()),
    openingHours: z.boolean(),
    fields: z.array(z.string()),
  }),
  /** This flag and every other open flag naming the merged facility. */
  resolvedFlags: z.array(z.number().int()),
});
export type DuplicateMergeResult = z.infer<typeof duplicateMergeResultSchema>;
