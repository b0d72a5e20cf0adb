import { z } from 'zod';
import {
  descriptionsInLanguagesInputSchema,
  namesInLanguagesInputSchema,
  namesInLanguagesSchema,
} from './names-in-languages.ts';
import { singleLine } from './single-line.ts';
import { readOnly, writeBody } from './write-body.ts';

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
  /** What a facility can do in an emergency (readiness.ts): dated facts, not links. */
  'capabilities',
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

/** A taxonomy entry of the listing, by its slug (an old slug kept after a rename still finds it). */
export const termReferenceSchema = writeBody(
  {
    slug: z
      .string({ error: 'Give the slug of the entry.' })
      .trim()
      .min(1, 'Give the slug of the entry.')
      .max(120)
      .check(singleLine()),
  },
  readOnly(taxonomyTermSchema, 'name'),
);

export const taxonomyEntrySchema = taxonomyTermSchema.extend({
  id: z.number().int(),
  description: z.string(),
  /** Other words people search with for this entry ("lasuth", "phc", "paediatrician"). */
  keywords: z.string(),
  /** The name in Hausa, Yoruba, Igbo and Pidgin where given; pages in those languages fall back to `name`. */
  names: namesInLanguagesSchema,
  /** The description in those languages where given; pages in those languages fall back to `description`. */
  descriptions: namesInLanguagesSchema,
  /** Facilities and providers that carry the entry. */
  facilityCount: z.number().int(),
  providerCount: z.number().int(),
});
export type TaxonomyEntry = z.infer<typeof taxonomyEntrySchema>;

export const TAXONOMY_SORTS = ['name', 'uses'] as const;
export const TAXONOMY_PAGE_SIZE_MAX = 50;

/**
 * GET /api/{list}: the whole list by name (the directories read it so), or, for the admin tables, the
 * entries whose name, slug or keywords contain `q`, sorted by name or by the listings using them (most
 * first), a page of `pageSize` at a time.
 */
export const taxonomyListQuerySchema = z.object({
  q: z.string().trim().max(120, 'q is at most 120 characters.').check(singleLine()).optional(),
  sort: z.enum(TAXONOMY_SORTS, { error: 'sort is name or uses.' }).default('name'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(TAXONOMY_PAGE_SIZE_MAX).optional(),
});
export type TaxonomyListQuery = z.infer<typeof taxonomyListQuerySchema>;

export const taxonomyListSchema = z.object({
  kind: taxonomyKindSchema,
  items: z.array(taxonomyEntrySchema),
  /** Entries matching `q` on every page. */
  total: z.number().int(),
  page: z.number().int(),
  /** The page size asked for, or the whole list's length when none was. */
  pageSize: z.number().int(),
});
export type TaxonomyList = z.infer<typeof taxonomyListSchema>;

const termName = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(120, 'A name is at most 120 characters.')
  .check(singleLine());

/** What the entry is, in a few lines. */
const description = z.string().trim().max(2_000, 'A description is at most 2,000 characters.');
/** Other words people search with, on one line, separated by spaces. */
const keywords = z.string().trim().max(500, 'Keywords are at most 500 characters.').check(singleLine());

/** The read answer's fields the server keeps: sent back, they are ignored. */
const taxonomyEntryReadOnly = readOnly(taxonomyEntrySchema, 'id', 'facilityCount', 'providerCount');

/**
 * POST /api/{list}: a new entry. The slug is made from the name when not given; it then stays, whatever the
 * name becomes, unless a write changes it explicitly (old slugs keep resolving). Read-only fields of the
 * read answer (id, counts) may be sent back and are ignored.
 */
export const taxonomyEntryInputSchema = writeBody(
  {
    name: termName,
    slug: slugSchema.optional(),
    description: description.default(''),
    keywords: keywords.default(''),
    names: namesInLanguagesInputSchema.default({}),
    descriptions: descriptionsInLanguagesInputSchema.default({}),
  },
  taxonomyEntryReadOnly,
);
export type TaxonomyEntryInput = z.input<typeof taxonomyEntryInputSchema>;

/** PATCH /api/{list}/{id}: the fields to change (the GET answer, changed, may be sent back whole). */
export const taxonomyEntryPatchSchema = writeBody(
  {
    name: termName.optional(),
    slug: slugSchema.optional(),
    description: description.optional(),
    keywords: keywords.optional(),
    /** Every name in the other languages: those left out or empty are removed. */
    names: namesInLanguagesInputSchema.optional(),
    /** Every description in the other languages: those left out or empty are removed. */
    descriptions: descriptionsInLanguagesInputSchema.optional(),
  },
  taxonomyEntryReadOnly,
);
export type TaxonomyEntryPatch = z.infer<typeof taxonomyEntryPatchSchema>;

export const taxonomyEntryParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** DELETE /api/{list}/{id}?mergeInto={otherId}: move every link to the other entry first. */
export const taxonomyDeleteQuerySchema = z.object({
  mergeInto: z.coerce.number().int().positive().optional(),
});
