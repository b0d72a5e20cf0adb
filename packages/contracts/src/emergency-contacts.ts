import { z } from 'zod';
import { calendarDaySchema } from './calendar-day.ts';
import { stateAliasSchema } from './states.ts';
import { singleLine } from './single-line.ts';
import { readOnly, writeBody } from './write-body.ts';

/** What an emergency line is for; the page groups and labels them so. */
export const EMERGENCY_CATEGORIES = [
  'all-emergencies',
  'ambulance',
  'fire',
  'police',
  'poison',
  'gender-based-violence',
  'mental-health',
  'disease-control',
  'road-safety',
  'other',
] as const;
export const emergencyCategorySchema = z.enum(EMERGENCY_CATEGORIES, {
  error: `category is one of ${EMERGENCY_CATEGORIES.join(', ')}.`,
});
export type EmergencyCategory = z.infer<typeof emergencyCategorySchema>;

export const EMERGENCY_CATEGORY_LABELS: Record<EmergencyCategory, string> = {
  'all-emergencies': 'All emergencies',
  ambulance: 'Ambulance',
  fire: 'Fire',
  police: 'Police',
  poison: 'Poison',
  'gender-based-violence': 'Gender-based violence',
  'mental-health': 'Mental health',
  'disease-control': 'Disease control',
  'road-safety': 'Road safety',
  other: 'Other',
};

/** A short code dialled as it is (112, 6232): 3 to 6 digits. Other numbers are stored in E.164 (spec §5). */
export const SHORT_CODE = /^\d{3,6}$/;

export const emergencyContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Short codes as dialled ("112"), other numbers in E.164 ("+2348031234567"). */
  phones: z.array(z.string()),
  /** Null: a national line. */
  state: z.object({ alias: z.string(), name: z.string() }).nullable(),
  category: emergencyCategorySchema,
  /** When the line answers, in words ("24 hours"); empty when the source does not say. */
  hours: z.string(),
  /** What a caller should know (that the call is free…), only as the source says it. */
  note: z.string(),
  /** Where the number comes from. */
  source: z.object({ name: z.string(), url: z.string() }),
  /** The day someone last checked the number against its source (YYYY-MM-DD). */
  lastVerifiedAt: z.string(),
  /** Demo rows are never shown as real numbers. */
  isDemo: z.boolean(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** GET /api/emergency-contacts: national lines first, then by state, category and name. */
export const emergencyContactListSchema = z.object({ items: z.array(emergencyContactSchema) });
export type EmergencyContactList = z.infer<typeof emergencyContactListSchema>;

const contactName = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(160, 'A name is at most 160 characters.')
  .check(singleLine());

const phoneList = z
  .array(z.string().trim().max(40, 'A phone number is at most 40 characters.').check(singleLine()), {
    error: 'Give the phone numbers as a list.',
  })
  .max(10, 'Give at most 10 phone numbers.')
  .refine((phones) => phones.some((phone) => phone.trim() !== ''), 'Enter at least one phone number.');

const sourceSchema = z.strictObject(
  {
    name: z
      .string({ error: 'Name the source.' })
      .trim()
      .min(1, 'Name the source, e.g. Nigerian Communications Commission.')
      .max(300, 'A source name is at most 300 characters.')
      .check(singleLine()),
    url: z
      .string({ error: 'Enter the source’s web address.' })
      .trim()
      .max(2_000, 'A web address is at most 2,000 characters.')
      .check(singleLine())
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'Enter the source’s web address, starting https://'),
  },
  { error: 'Cite the source: its name and web address.' },
);

/** When the line answers, on one line ("24 hours"). */
const hours = z.string().trim().max(200, 'Hours are at most 200 characters.').check(singleLine());
/** What a caller should know: a few lines at most. */
const note = z.string().trim().max(500, 'A note is at most 500 characters.');

const isoDay = calendarDaySchema('Enter the day the number was last verified.');

/** A state by its alias; its name, as the read answer has it, may be sent back and is ignored. */
const stateReference = writeBody(
  { alias: stateAliasSchema },
  readOnly(emergencyContactSchema.shape.state.unwrap(), 'name'),
).nullable();

/** The read answer's fields the server keeps: sent back, they are ignored. */
const emergencyContactReadOnly = readOnly(emergencyContactSchema, 'id', 'isDemo');

/**
 * POST /api/emergency-contacts (ADMIN): the read answer's fields; `state` null or left out for a national
 * line. Read-only fields (id, isDemo) may be sent back and are ignored.
 */
export const emergencyContactInputSchema = writeBody(
  {
    name: contactName,
    phones: phoneList,
    state: stateReference.default(null),
    category: emergencyCategorySchema,
    hours: hours.default(''),
    note: note.default(''),
    source: sourceSchema,
    lastVerifiedAt: isoDay,
  },
  emergencyContactReadOnly,
);
export type EmergencyContactInput = z.input<typeof emergencyContactInputSchema>;

/**
 * PATCH /api/emergency-contacts/{id} (ADMIN, If-Match): the fields to change; a list sent replaces the list.
 * The GET answer, changed, may be sent back whole.
 */
export const emergencyContactPatchSchema = writeBody(
  {
    name: contactName.optional(),
    phones: phoneList.optional(),
    state: stateReference.optional(),
    category: emergencyCategorySchema.optional(),
    hours: hours.optional(),
    note: note.optional(),
    source: sourceSchema.optional(),
    lastVerifiedAt: isoDay.optional(),
  },
  emergencyContactReadOnly,
);
export type EmergencyContactPatch = z.infer<typeof emergencyContactPatchSchema>;

export const emergencyContactParamsSchema = z.object({
  id: z.uuid({ error: 'id is an emergency contact’s id (a UUID).' }),
});
