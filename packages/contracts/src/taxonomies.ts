import { z } from 'zod';

/** The curated lists ADMIN edits; each entry has a name, a unique slug and a description. */
export const TAXONOMY_KINDS = [
  'facility-types',
  'services',
  'specialties',
  'conditions',
  'procedures',
  'insurance',
  'awards',
  'qualities',
  'practice-areas',
] as const;
export const taxonomyKindSchema = z.enum(TAXONOMY_KINDS);
export type TaxonomyKind = z.infer<typeof taxonomyKindSchema>;

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase letters, digits and single hyphens, e.g. general-hospital.',
  );

export const taxonomyTermSchema = z.object({
  slug: z.string(),
  name: z.string(),
});
export type TaxonomyTerm = z.infer<typeof taxonomyTermSchema>;

export const taxonomyEntrySchema = taxonomyTermSchema.extend({
  id: z.number().int(),
  description: z.string(),
  /** Facilities and providers that carry the entry. */
  facilityCount: z.number().int(),
  providerCount: z.number().int(),
});
export type TaxonomyEntry = z.infer<typeof taxonomyEntrySchema>;

export const taxonomyListSchema = z.object({ kind: taxonomyKindSchema, items: z.array(taxonomyEntrySchema) });
