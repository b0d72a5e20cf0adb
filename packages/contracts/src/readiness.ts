import { z } from 'zod';
import { addDays, calendarDaySchema } from './calendar-day.ts';
import { singleLine } from './single-line.ts';
import { taxonomyTermSchema, termReferenceSchema } from './taxonomies.ts';
import { readOnly, writeBody } from './write-body.ts';

/*
 * A facility's readiness: what it can do in an emergency (a caesarean section, blood, oxygen, …), each fact
 * dated by when it was last confirmed. A fact older than READINESS_FRESH_DAYS is shown as "not confirmed
 * since {date}" and no longer matches a search filter: a stale answer sends people to a closed door.
 */

/** How many days a confirmed capability stays current. */
export const READINESS_FRESH_DAYS = 90;
/** The most capabilities a facility's readiness lists. */
export const MAX_READINESS_ENTRIES = 50;

/** Who last confirmed a fact: the facility's own team, CareFinder's curators, or visitors' reports. */
export const READINESS_CONFIRMERS = ['facility', 'carefinder', 'visitors'] as const;
export const readinessConfirmerSchema = z.enum(READINESS_CONFIRMERS);
export type ReadinessConfirmer = z.infer<typeof readinessConfirmerSchema>;

export const readinessEntrySchema = z.object({
  capability: taxonomyTermSchema,
  /** The day (YYYY-MM-DD, Nigerian calendar) it was last confirmed. */
  confirmedAt: z.string(),
  /** Who or what said so ("Lagos SMoH list, Nov 2026", "Phone call with the matron"). */
  source: z.string(),
  confirmedBy: readinessConfirmerSchema,
  /** Confirmed within READINESS_FRESH_DAYS of today: a search filter matches it. */
  current: z.boolean(),
});
export type ReadinessEntry = z.infer<typeof readinessEntrySchema>;

/** One fact of a write: the capability by slug; `confirmedBy` and `current` may be sent back and are ignored. */
const readinessEntryInputSchema = writeBody(
  {
    capability: termReferenceSchema,
    confirmedAt: calendarDaySchema('Enter the day it was confirmed, as YYYY-MM-DD.'),
    source: z.string().trim().max(200, 'A source is at most 200 characters.').check(singleLine()).default(''),
  },
  readOnly(readinessEntrySchema, 'confirmedBy', 'current'),
);

/**
 * PATCH `readiness`: the whole list; a capability left out is no longer claimed. The server names a capability
 * listed twice (an old slug and its new one are the same capability).
 */
export const readinessInputSchema = z
  .array(readinessEntryInputSchema)
  .max(MAX_READINESS_ENTRIES, `At most ${MAX_READINESS_ENTRIES} capabilities.`)
  .transform((entries) =>
    entries.map(({ capability, confirmedAt, source }) => ({
      capability: capability.slug,
      confirmedAt,
      source,
    })),
  );
export type ReadinessInput = z.output<typeof readinessInputSchema>;

/** The earliest confirmation day that is still current on `today` (YYYY-MM-DD). */
export const readinessCurrentSince = (today: string): string => addDays(today, -READINESS_FRESH_DAYS);

/** Whether a fact confirmed on `confirmedAt` is still current on `today`. */
export const isReadinessCurrent = (confirmedAt: string, today: string): boolean =>
  confirmedAt >= readinessCurrentSince(today);
