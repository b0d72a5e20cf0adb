import { z } from 'zod';
import { PAGE_SIZE_MAX } from './admin-users.ts';
import { LISTING_STATUSES, listingStatusSchema, ratingSummarySchema } from './directory.ts';
import { stateAliasSchema } from './states.ts';
import { singleLine } from './single-line.ts';
import { taxonomyTermSchema } from './taxonomies.ts';

/*
 * The admin tables of facilities and providers (GET /api/admin/facilities, /api/admin/providers): every
 * listing whatever its status, found by name, filtered by status and state, a page at a time. The public
 * search answers only active listings and ranks them; these lists are for finding the one to edit.
 */

export const ADMIN_LISTING_SORTS = ['name', 'updated', 'rating'] as const;
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];

/** A listing status, or every status at once. */
export const ADMIN_LISTING_STATUS_FILTERS = [...LISTING_STATUSES, 'all'] as const;
export type AdminListingStatusFilter = (typeof ADMIN_LISTING_STATUS_FILTERS)[number];

export const ADMIN_LISTING_PAGE_SIZE = 20;

/**
 * `q`: part of the name as typed (case ignored), or of a facility's NHFR code; `status` (default all);
 * `state` by alias; `sort` by name (A–Z), updated (newest first) or rating (highest first, unrated last).
 */
export const adminListingQuerySchema = z.object({
  q: z.string().trim().max(120, 'q is at most 120 characters.').check(singleLine()).optional(),
  status: z
    .enum(ADMIN_LISTING_STATUS_FILTERS, {
      error: 'status is active, temporarily_closed, permanently_closed or all.',
    })
    .default('all'),
  state: stateAliasSchema.optional(),
  sort: z.enum(ADMIN_LISTING_SORTS, { error: 'sort is name, updated or rating.' }).default('name'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(ADMIN_LISTING_PAGE_SIZE),
});
export type AdminListingQuery = z.infer<typeof adminListingQuerySchema>;

const listingRowFields = {
  id: z.string(),
  name: z.string(),
  state: z.object({ alias: z.string(), name: z.string() }).nullable(),
  lga: z.object({ slug: z.string(), name: z.string() }).nullable(),
  status: listingStatusSchema,
  ...ratingSummarySchema.shape,
  isDemo: z.boolean(),
  updatedAt: z.string(),
};

export const adminFacilityRowSchema = z.object({
  ...listingRowFields,
  facilityType: taxonomyTermSchema.nullable(),
  nhfrCode: z.string().nullable(),
});
export type AdminFacilityRow = z.infer<typeof adminFacilityRowSchema>;

export const adminProviderRowSchema = z.object({
  ...listingRowFields,
  title: z.string().nullable(),
  /** The provider's specialties by name: the table's summary of what they do. */
  specialties: z.array(taxonomyTermSchema),
});
export type AdminProviderRow = z.infer<typeof adminProviderRowSchema>;

const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    items: z.array(row),
    /** Listings matching the query on every page. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const adminFacilityListSchema = pageOf(adminFacilityRowSchema);
export type AdminFacilityList = z.infer<typeof adminFacilityListSchema>;

export const adminProviderListSchema = pageOf(adminProviderRowSchema);
export type AdminProviderList = z.infer<typeof adminProviderListSchema>;
