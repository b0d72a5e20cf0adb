import { z } from 'zod';

/*
 * A ministry's list of readiness, uploaded by an ADMIN as CSV: one fact a row, `facility` (its CareFinder
 * id or NHFR code), `capability` (a slug), `confirmed` (YYYY-MM-DD) and `source`. A preview says what each
 * row would do; applying writes them, all or none, each facility's change audited. A row older than what
 * the facility holds changes nothing, so applying the same list twice changes nothing the second time.
 */

/** The most rows one upload takes. */
export const MAX_READINESS_IMPORT_ROWS = 5_000;
/** The CSV's columns, in its header; `source` may be left out. */
export const READINESS_IMPORT_COLUMNS = ['facility', 'capability', 'confirmed', 'source'] as const;

/** POST /api/admin/readiness-import. */
export const readinessImportInputSchema = z.strictObject({
  csv: z
    .string({ error: 'Send the CSV as text.' })
    .min(1, 'Send the CSV as text.')
    .max(2_000_000, 'A CSV is at most 2 MB.'),
  /** False (the default): a preview that writes nothing. */
  apply: z.boolean().default(false),
});
export type ReadinessImportInput = z.output<typeof readinessImportInputSchema>;

/** What applying a row does: adds the fact, makes it newer, nothing (the facility holds it as new), or fails. */
export const READINESS_IMPORT_OUTCOMES = ['new', 'newer', 'unchanged', 'error'] as const;

export const readinessImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  facility: z.object({ id: z.string(), name: z.string() }).nullable(),
  capability: z.string(),
  confirmedAt: z.string(),
  source: z.string(),
  outcome: z.enum(READINESS_IMPORT_OUTCOMES),
  /** Why the row cannot be applied; null when it can. */
  error: z.string().nullable(),
});
export type ReadinessImportRow = z.infer<typeof readinessImportRowSchema>;

export const readinessImportResultSchema = z.object({
  rows: z.array(readinessImportRowSchema),
  counts: z.object(
    Object.fromEntries(READINESS_IMPORT_OUTCOMES.map((outcome) => [outcome, z.number().int()])) as Record<
      (typeof READINESS_IMPORT_OUTCOMES)[number],
      z.ZodNumber
    >,
  ),
  /** Whether the rows were written. */
  applied: z.boolean(),
});
export type ReadinessImportResult = z.infer<typeof readinessImportResultSchema>;
