import { z } from 'zod';
import { languageSchema } from './names-in-languages.ts';
import { singleLine } from './single-line.ts';
import { slugSchema } from './taxonomies.ts';
import { readOnly, writeBody } from './write-body.ts';

/** The lists a lexicon phrase can mean an entry of: what is sought, never where or who pays. */
export const LEXICON_MEANING_KINDS = ['facility-types', 'services', 'specialties'] as const;
export const lexiconMeaningKindSchema = z.enum(LEXICON_MEANING_KINDS, {
  error: `meaning.kind is one of ${LEXICON_MEANING_KINDS.join(', ')}.`,
});
export type LexiconMeaningKind = z.infer<typeof lexiconMeaningKindSchema>;

/**
 * One way people say a need in one language ("ile elegbogi", "where to born", "asibitin yara") and the entry
 * of a list it means. Search reads it as that entry's name: the words find the listings that carry the entry,
 * and the phrase typed as the whole need is read as naming it. `reviewedBy` is the native speaker who checked
 * it; null while it is a draft.
 */
export const lexiconEntrySchema = z.object({
  id: z.number().int(),
  phrase: z.string(),
  language: languageSchema,
  meaning: z.object({ kind: lexiconMeaningKindSchema, slug: z.string(), name: z.string() }),
  reviewedBy: z.string().nullable(),
});
export type LexiconEntry = z.infer<typeof lexiconEntrySchema>;

export const LEXICON_PAGE_SIZE_MAX = 100;

/** GET /api/admin/search-lexicon (ADMIN): the phrases, by language then phrase; `q` finds phrases and meanings. */
export const lexiconListQuerySchema = z.object({
  q: z.string().trim().max(120, 'q is at most 120 characters.').check(singleLine()).optional(),
  language: languageSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LEXICON_PAGE_SIZE_MAX).default(50),
});
export type LexiconListQuery = z.infer<typeof lexiconListQuerySchema>;

export const lexiconListSchema = z.object({
  items: z.array(lexiconEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LexiconList = z.infer<typeof lexiconListSchema>;

const phrase = z
  .string({ error: 'Enter the words people say.' })
  .trim()
  .min(1, 'Enter the words people say.')
  .max(80, 'A phrase is at most 80 characters.')
  .check(singleLine());

/** The meaning as written: the list and the entry's slug (its name, as the read answer has it, is ignored). */
const meaningReference = writeBody(
  { kind: lexiconMeaningKindSchema, slug: slugSchema },
  readOnly(lexiconEntrySchema.shape.meaning, 'name'),
);

/** Who reviewed it: a name on one line; empty or null while it is a draft. */
const reviewedBy = z
  .string()
  .trim()
  .max(120, 'A reviewer’s name is at most 120 characters.')
  .check(singleLine())
  .nullable()
  .transform((name) => name || null);

const lexiconReadOnly = readOnly(lexiconEntrySchema, 'id');

/** POST /api/admin/search-lexicon (ADMIN): a phrase, its language and what it means; a draft unless reviewed. */
export const lexiconEntryInputSchema = writeBody(
  {
    phrase,
    language: languageSchema,
    meaning: meaningReference,
    reviewedBy: reviewedBy.default(null),
  },
  lexiconReadOnly,
);
export type LexiconEntryInput = z.input<typeof lexiconEntryInputSchema>;

/** PATCH /api/admin/search-lexicon/{id} (ADMIN, If-Match): the fields to change. */
export const lexiconEntryPatchSchema = writeBody(
  {
    phrase: phrase.optional(),
    language: languageSchema.optional(),
    meaning: meaningReference.optional(),
    reviewedBy: reviewedBy.optional(),
  },
  lexiconReadOnly,
);
export type LexiconEntryPatch = z.infer<typeof lexiconEntryPatchSchema>;

export const lexiconEntryParamsSchema = z.object({ id: z.coerce.number().int().positive() });
