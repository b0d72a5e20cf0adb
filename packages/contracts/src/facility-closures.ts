import { z } from 'zod';
import { calendarDaySchema } from './calendar-day.ts';
import { facilityOwnershipSchema } from './directory.ts';
import { checkDayRange } from './hours-exceptions.ts';
import { singleLine } from './single-line.ts';
import { stateAliasSchema } from './states.ts';
import { taxonomyTermSchema } from './taxonomies.ts';
import { readOnly, writeBody } from './write-body.ts';

/*
 * An ADMIN closes many facilities for one date range at once (a state-wide strike): every active facility of
 * a state, narrowed by LGA, ownership and type, gets a closed day range with the reason, unless it already
 * has dated hours on one of those days. Deleting the closure reopens them.
 */

export const facilityClosureSchema = z.object({
  id: z.number().int(),
  state: z.object({ alias: z.string(), name: z.string() }),
  lga: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** Only facilities of this ownership (a strike of public health workers: `public`); null for all. */
  ownership: facilityOwnershipSchema.nullable(),
  facilityType: taxonomyTermSchema.nullable(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  /** The facilities it closed when it was made. */
  facilityCount: z.number().int(),
  createdAt: z.string(),
});
export type FacilityClosure = z.infer<typeof facilityClosureSchema>;

export const facilityClosureListSchema = z.object({ items: z.array(facilityClosureSchema) });
export type FacilityClosureList = z.infer<typeof facilityClosureListSchema>;

const reason = z
  .string({ error: 'Say why, e.g. Doctors’ strike.' })
  .trim()
  .min(1, 'Say why, e.g. Doctors’ strike.')
  .max(200, 'A reason is at most 200 characters.')
  .check(singleLine());

const slugReference = (what: string) =>
  z
    .object({
      slug: z
        .string({ error: `Give the slug of the ${what}.` })
        .trim()
        .max(120),
    })
    .nullable();

const closureReadOnly = readOnly(facilityClosureSchema, 'id', 'facilityCount', 'createdAt');

/** POST /api/admin/closures: whose facilities close, on which days, and why. */
export const facilityClosureInputSchema = writeBody(
  {
    state: z.object({ alias: stateAliasSchema, name: z.string().optional() }),
    lga: slugReference('LGA').optional(),
    ownership: facilityOwnershipSchema.nullable().optional(),
    facilityType: slugReference('facility type').optional(),
    from: calendarDaySchema('Enter the first day, as YYYY-MM-DD.'),
    to: calendarDaySchema('Enter the last day, as YYYY-MM-DD.'),
    reason,
  },
  closureReadOnly,
).superRefine((closure, context) => checkDayRange(closure, context, 'A closure'));
export type FacilityClosureInput = z.output<typeof facilityClosureInputSchema>;

/** PATCH /api/admin/closures/{id}: its reason, on every facility it closed; the rest is sent back ignored. */
export const facilityClosurePatchSchema = writeBody(
  { reason },
  readOnly(
    facilityClosureSchema,
    'id',
    'facilityCount',
    'createdAt',
    'state',
    'lga',
    'ownership',
    'facilityType',
    'from',
    'to',
  ),
);
export type FacilityClosurePatch = z.output<typeof facilityClosurePatchSchema>;

export const facilityClosureParamsSchema = z.object({ id: z.coerce.number().int().positive() });
