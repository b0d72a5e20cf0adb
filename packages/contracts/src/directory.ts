import { z } from 'zod';
import { hoursExceptionSchema } from './hours-exceptions.ts';
import { readinessEntrySchema } from './readiness.ts';
import { openingHoursEntrySchema, openingStatusSchema } from './opening-hours.ts';
import { taxonomyTermSchema } from './taxonomies.ts';
import { facilityPhotoSchema } from './listing-photos.ts';

export const FACILITY_OWNERSHIPS = [
  'public',
  'private',
  'faith_based',
  'ngo',
  'military',
  'unknown',
] as const;
export const facilityOwnershipSchema = z.enum(FACILITY_OWNERSHIPS);
export type FacilityOwnership = z.infer<typeof facilityOwnershipSchema>;

export const FACILITY_LEVELS = ['primary', 'secondary', 'tertiary', 'unknown'] as const;
export const facilityLevelSchema = z.enum(FACILITY_LEVELS);
export type FacilityLevel = z.infer<typeof facilityLevelSchema>;

export const LISTING_STATUSES = ['active', 'temporarily_closed', 'permanently_closed'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

export const placeSchema = z.object({
  /** Null only for a listing whose state is not known yet (the column is optional). */
  state: z.object({ alias: z.string(), name: z.string() }).nullable(),
  lga: z.object({ slug: z.string(), name: z.string() }).nullable(),
  ward: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const photoSchema = z.object({ url: z.string(), alt: z.string() });

export const ratingSummarySchema = z.object({
  /** Spec §3: averageRating, shown to one decimal; null until the first review. */
  averageRating: z.number().nullable(),
  reviewsCount: z.number().int(),
});

/** Where a registry-derived listing came from (the importer issue fills it). */
export const provenanceSchema = z.object({
  dataset: z.string(),
  licence: z.string(),
  sourceId: z.string(),
  lastUpdated: z.string().nullable(),
});

export const providerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  specialties: z.array(taxonomyTermSchema),
  averageRating: z.number().nullable(),
  reviewsCount: z.number().int(),
});

export const facilitySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  facilityType: taxonomyTermSchema.nullable(),
  place: placeSchema,
  averageRating: z.number().nullable(),
  reviewsCount: z.number().int(),
});

export const facilityDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Other words people find it by, such as abbreviations (LASUTH, FMC), separated by spaces. */
  keywords: z.string(),
  facilityType: taxonomyTermSchema.nullable(),
  ownership: facilityOwnershipSchema,
  ownershipDetail: z.string().nullable(),
  level: facilityLevelSchema,
  nhfrUid: z.string().nullable(),
  nhfrCode: z.string().nullable(),
  place: placeSchema,
  phones: z.array(z.string()),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** What the facility says of itself, in its own words (plain text); null when it has not said. */
  description: z.string().nullable(),
  languages: z.array(z.string()),
  openingHours: z.array(openingHoursEntrySchema),
  /** Dated hours (holidays, strikes, closures) that replace the week's on their days, by first day. */
  hoursExceptions: z.array(hoursExceptionSchema),
  /** Today's status in Nigeria now (DESIGN §5), dated hours honoured; null when there are no hours for today. */
  openingStatus: openingStatusSchema.nullable(),
  services: z.array(taxonomyTermSchema),
  specialties: z.array(taxonomyTermSchema),
  insurance: z.array(taxonomyTermSchema),
  awards: z.array(taxonomyTermSchema),
  /** What it can do in an emergency, each fact dated (readiness.ts), by the capability's name. */
  readiness: z.array(readinessEntrySchema),
  photos: z.array(facilityPhotoSchema),
  providers: z.array(providerSummarySchema),
  ...ratingSummarySchema.shape,
  lastVerifiedAt: z.string().nullable(),
  status: listingStatusSchema,
  /** Whether the facility has a team on CareFinder (a claim was approved): nobody else can claim it. */
  managed: z.boolean(),
  isDemo: z.boolean(),
  provenance: provenanceSchema.nullable(),
  updatedAt: z.string(),
  /** When the facility's own team last changed the listing; null when it never has. */
  updatedByFacilityAt: z.string().nullable(),
});
export type FacilityDetail = z.infer<typeof facilityDetailSchema>;

export const educationEntrySchema = z.object({
  institution: z.string(),
  qualification: z.string(),
  year: z.number().int().nullable(),
});

export const providerDetailSchema = z.object({
  id: z.string(),
  /** `firstName lastName`, as pages show it. */
  name: z.string(),
  /**
   * The two parts of the name, always answered (an editor changes them); optional in the type only, so that
   * clients written before they were answered keep compiling.
   */
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  title: z.string().nullable(),
  /** Spec §3 sample profile: accountType. */
  accountType: z.string(),
  bio: z.string().nullable(),
  professionalSummary: z.string().nullable(),
  education: z.array(educationEntrySchema),
  qualities: z.array(taxonomyTermSchema),
  /** Spec §3 sample profile: practiseArea. */
  practiceAreas: z.array(taxonomyTermSchema),
  specialties: z.array(taxonomyTermSchema),
  conditions: z.array(taxonomyTermSchema),
  procedures: z.array(taxonomyTermSchema),
  insurance: z.array(taxonomyTermSchema),
  awards: z.array(taxonomyTermSchema),
  languages: z.array(z.string()),
  registrationNumber: z.string().nullable(),
  photo: photoSchema.nullable(),
  place: placeSchema,
  facilities: z.array(facilitySummarySchema),
  ...ratingSummarySchema.shape,
  /** Always answered (a closed profile keeps its page); optional in the type as firstName is. */
  status: listingStatusSchema.optional(),
  /** Whether the profile is linked to its provider's account: nobody else can claim it. */
  managed: z.boolean(),
  isDemo: z.boolean(),
  updatedAt: z.string(),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;
