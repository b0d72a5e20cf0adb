import { z } from 'zod';
import {
  facilityDetailSchema,
  facilityLevelSchema,
  facilityOwnershipSchema,
  facilitySummarySchema,
  listingStatusSchema,
  placeSchema,
  providerDetailSchema,
} from './directory.ts';
import { openingHoursEntrySchema, WEEKDAYS, weekdaySchema, type OpeningHoursEntry } from './opening-hours.ts';
import { hoursExceptionsInputSchema } from './hours-exceptions.ts';
import { readinessInputSchema } from './readiness.ts';
import { singleLine } from './single-line.ts';
import { termReferenceSchema } from './taxonomies.ts';
import { readOnly, writeBody } from './write-body.ts';

/*
 * ADMIN writes of facilities and providers (DESIGN §4 "Writes"). A write body has the read answer's field
 * names and shapes, so a client can GET a listing, change fields and send it back: terms and places are
 * referred to by `slug` / `alias` (their `name` may be sent and is ignored), and the read-only fields of the
 * answer (id, openingStatus, averageRating, reviewsCount, timestamps, isDemo, provenance, photos, …) are
 * ignored (`readOnly`, write-body.ts). Any other field is a 400 naming it. On PATCH a field left out is left
 * as it is; a list sent replaces the list.
 */

/** Free text that may be absent and may run over several lines: trimmed, and empty means none (null). */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .transform((text) => text || null)
    .nullable();

/** One line of text that may be absent (a title, a code): trimmed, and empty means none (null). */
const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .check(singleLine())
    .transform((text) => text || null)
    .nullable();

/** One line of text that must be there (a name, a language). */
const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}.`)
    .max(max, `${label} is at most ${max} characters.`)
    .check(singleLine());

const termReferences = z.array(termReferenceSchema).max(100, 'At most 100 entries.');

export const MAX_PHONES = 10;
/** A facility's description, in characters (a few paragraphs). */
export const FACILITY_DESCRIPTION_MAX = 2_000;

/** Where a listing is: state by alias, LGA by slug (an LGA of that state), ward, address and coordinates. */
const placeFields = {
  state: writeBody(
    { alias: z.string({ error: 'Give the alias of the state.' }).trim().max(40).check(singleLine()) },
    readOnly(placeSchema.shape.state.unwrap(), 'name'),
  ).nullable(),
  lga: writeBody(
    { slug: z.string({ error: 'Give the slug of the LGA.' }).trim().max(80).check(singleLine()) },
    readOnly(placeSchema.shape.lga.unwrap(), 'name'),
  ).nullable(),
  /** The street line (pages show the LGA and state under it). */
  address: optionalLine('The address', 500),
  /** Spec §5: a number from -90 to 90; with longitude, or neither. */
  latitude: z
    .number({ error: 'Latitude is a number from -90 to 90.' })
    .min(-90, 'Latitude is a number from -90 to 90.')
    .max(90, 'Latitude is a number from -90 to 90.')
    .nullable(),
  /** Spec §5: a number from -180 to 180; with latitude, or neither. */
  longitude: z
    .number({ error: 'Longitude is a number from -180 to 180.' })
    .min(-180, 'Longitude is a number from -180 to 180.')
    .max(180, 'Longitude is a number from -180 to 180.')
    .nullable(),
};

export const facilityPlaceInputSchema = z
  .strictObject({ ...placeFields, ward: optionalLine('The ward', 200) })
  .partial();

/** A provider's place has no ward: the read answers null, and null (or nothing) is what may be sent back. */
export const providerPlaceInputSchema = z
  .strictObject({ ...placeFields, ward: z.null({ error: 'A provider has no ward; leave it empty.' }) })
  .partial();

/**
 * Spec §3 opening hours: at most one entry per day; times HH:mm:ss, a close at or before the open time
 * running past midnight (overnight). An entry that is closed or open all day may leave its times out.
 */
export const openingHoursInputSchema = z
  .array(
    z.strictObject({
      day: weekdaySchema,
      open: openingHoursEntrySchema.shape.open.optional(),
      close: openingHoursEntrySchema.shape.close.optional(),
      isAlwaysOpen: z.boolean().default(false),
      isClosed: z.boolean().default(false),
    }),
  )
  .max(WEEKDAYS.length, 'At most one entry per day.')
  .superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.day))
        context.addIssue({
          code: 'custom',
          path: [index, 'day'],
          message: `${entry.day} has another entry: one entry per day.`,
        });
      seen.add(entry.day);
      if (entry.isAlwaysOpen && entry.isClosed)
        context.addIssue({
          code: 'custom',
          path: [index, 'isClosed'],
          message: 'A day is either closed or open all day, not both.',
        });
      if (entry.isAlwaysOpen || entry.isClosed) return;
      for (const time of ['open', 'close'] as const)
        if (entry[time] === undefined)
          context.addIssue({
            code: 'custom',
            path: [index, time],
            message: `Enter the ${time === 'open' ? 'opening' : 'closing'} time as HH:mm:ss, e.g. 08:00:00.`,
          });
    });
  })
  .transform((entries): OpeningHoursEntry[] =>
    entries
      .map(({ open = '00:00:00', close = '00:00:00', ...entry }) => ({ ...entry, open, close }))
      .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day)),
  );

/** Languages spoken, as the listing names them, each once. */
const languageList = z
  .array(requiredLine('Language', 60))
  .max(20, 'At most 20 languages.')
  .transform((languages) => [...new Set(languages)]);

const facilityFields = {
  keywords: z.string().trim().max(200, 'Keywords are at most 200 characters.').check(singleLine()),
  facilityType: termReferenceSchema.nullable(),
  ownership: facilityOwnershipSchema,
  ownershipDetail: optionalLine('The ownership detail', 200),
  level: facilityLevelSchema,
  /** Registry identity: ADMIN may correct it (the registry import matches on it). */
  nhfrUid: optionalLine('The NHFR uid', 60),
  nhfrCode: optionalLine('The NHFR code', 60),
  place: facilityPlaceInputSchema,
  /** Spec §5: stored in international (E.164) form; a number that is not valid is refused, unless unchanged. */
  phones: z
    .array(z.string().max(40, 'A phone number is at most 40 characters.').check(singleLine()))
    .max(MAX_PHONES),
  email: z
    .string()
    .trim()
    .max(254)
    .check(singleLine())
    .pipe(z.union([z.literal(''), z.email('Enter an e-mail address, e.g. desk@clinic.ng.')]))
    .transform((email) => email || null)
    .nullable(),
  website: z
    .string()
    .trim()
    .max(500, 'A website is at most 500 characters.')
    .check(singleLine())
    .regex(
      /^$|^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i,
      'Enter a web address, e.g. https://clinic.ng.',
    )
    .transform((website) => website || null)
    .nullable(),
  /** What the facility says of itself (plain text). */
  description: optionalText('The description', FACILITY_DESCRIPTION_MAX),
  languages: languageList,
  openingHours: openingHoursInputSchema,
  hoursExceptions: hoursExceptionsInputSchema,
  services: termReferences,
  specialties: termReferences,
  insurance: termReferences,
  awards: termReferences,
  /** What it can do in an emergency, each fact dated by when it was last confirmed (readiness.ts). */
  readiness: readinessInputSchema,
  /** When the listing was last checked against the facility itself (ranking prefers verified listings). */
  lastVerifiedAt: z.iso
    .datetime({ offset: true, error: 'Use an ISO date and time, e.g. 2026-11-18T09:30:00Z.' })
    .refine((at) => {
      const time = Date.parse(at);
      return time >= Date.UTC(1900, 0, 1) && time < Date.UTC(2100, 0, 1);
    }, 'Use a date from 1900 to 2099.')
    .nullable(),
  /** DELETE sets permanently_closed; PATCH may set any status (e.g. reopen a listing). */
  status: listingStatusSchema,
};

const facilityName = requiredLine('Name', 200);

/** The facility answer's fields that photo uploads, provider links, reviews and the server keep. */
const facilityReadOnly = readOnly(
  facilityDetailSchema,
  'id',
  'openingStatus',
  'photos',
  'providers',
  'averageRating',
  'reviewsCount',
  'managed',
  'isDemo',
  'provenance',
  'updatedAt',
  'updatedByFacilityAt',
);

/** POST /api/facilities: a name is all a new facility needs; the rest defaults to unknown / none. */
export const facilityCreateSchema = writeBody(
  { name: facilityName, ...z.object(facilityFields).partial().shape },
  facilityReadOnly,
);
export type FacilityCreate = z.output<typeof facilityCreateSchema>;

/** PATCH /api/facilities/{id}: the fields to change (the GET answer, changed, may be sent back whole). */
export const facilityPatchSchema = writeBody(
  z.object({ name: facilityName, ...facilityFields }).partial().shape,
  facilityReadOnly,
);
export type FacilityPatch = z.output<typeof facilityPatchSchema>;

/**
 * What a facility's own team (its FACILITY_ADMIN members) keeps true: its name and place (a move of its pin
 * further than MOVE_REVIEW_DISTANCE_KM waits for an ADMIN), how to reach it, when it is open, what it
 * offers and what it can do in an emergency (its readiness). Its registry codes, type, ownership, level, status and awards come from the national registry or
 * CareFinder: the API refuses a change to them from the team (not-the-owners-field), and the team's form does
 * not offer them.
 */
export const FIELDS_THE_FACILITY_KEEPS = [
  'name',
  'place',
  'phones',
  'email',
  'website',
  'description',
  'languages',
  'openingHours',
  'hoursExceptions',
  'services',
  'specialties',
  'insurance',
  'readiness',
] as const satisfies readonly (keyof FacilityPatch)[];

export const educationInputSchema = z.strictObject({
  institution: requiredLine('Institution', 200),
  qualification: requiredLine('Qualification', 200),
  year: z
    .number({ error: 'A year, e.g. 2008.' })
    .int('A year, e.g. 2008.')
    .min(1900, 'A year from 1900.')
    .max(2100, 'A year until 2100.')
    .nullable()
    .default(null),
});

const providerFields = {
  firstName: requiredLine('First name', 100),
  lastName: requiredLine('Last name', 100),
  /** The read answer's full name: a changed one is split at its last space when firstName/lastName are not. */
  name: requiredLine('Name', 201),
  title: optionalLine('The title', 40),
  bio: optionalText('The bio', 5_000),
  professionalSummary: optionalText('The professional summary', 5_000),
  education: z.array(educationInputSchema).max(20, 'At most 20 entries.'),
  qualities: termReferences,
  /** Spec §3 sample profile: practiseArea. */
  practiceAreas: termReferences,
  specialties: termReferences,
  conditions: termReferences,
  procedures: termReferences,
  insurance: termReferences,
  awards: termReferences,
  languages: languageList,
  registrationNumber: optionalLine('The registration number', 60),
  /** Spec §3 sample profile: address and location. */
  place: providerPlaceInputSchema,
  /** The active facilities the provider works at, by id (links to closed facilities are kept aside). */
  facilities: z
    .array(
      writeBody(
        { id: z.uuid('Give the id of a facility.') },
        readOnly(facilitySummarySchema, 'name', 'facilityType', 'place', 'averageRating', 'reviewsCount'),
      ),
    )
    .max(50, 'At most 50 facilities.'),
  status: listingStatusSchema,
};

/** The provider answer's fields that photo uploads, reviews and the server keep. */
const providerReadOnly = readOnly(
  providerDetailSchema,
  'id',
  'accountType',
  'photo',
  'averageRating',
  'reviewsCount',
  'managed',
  'isDemo',
  'updatedAt',
);

/** POST /api/providers: firstName and lastName (or a name to split); the rest defaults to none. */
export const providerCreateSchema = writeBody(z.object(providerFields).partial().shape, providerReadOnly);
export type ProviderCreate = z.output<typeof providerCreateSchema>;

/**
 * The profile a doctor whom no listing names proposes for themself (POST /api/providers/claims): enough to
 * be found; the rest they fill in on their dashboard once an ADMIN has approved it.
 */
export const proposedProfileSchema = z.strictObject({
  title: providerFields.title,
  firstName: providerFields.firstName,
  lastName: providerFields.lastName,
  specialties: providerFields.specialties.min(1, 'Choose your specialty.'),
  registrationNumber: providerFields.registrationNumber,
  place: providerFields.place,
});
export type ProposedProfile = z.output<typeof proposedProfileSchema>;

/** PATCH /api/providers/{id}: the fields to change (the GET answer, changed, may be sent back whole). */
export const providerPatchSchema = writeBody(z.object(providerFields).partial().shape, providerReadOnly);
export type ProviderPatch = z.output<typeof providerPatchSchema>;

/**
 * What a provider keeps true on their own profile: the spec's sample profile. Their name, title and
 * registration number (checked against the MDCN register), status and affiliations (a facility approves
 * those) are CareFinder's.
 */
export const FIELDS_THE_PROVIDER_KEEPS = [
  'bio',
  'professionalSummary',
  'education',
  'qualities',
  'practiceAreas',
  'conditions',
  'procedures',
  'insurance',
  'awards',
  'languages',
  'place',
] as const satisfies readonly (keyof ProviderPatch)[];

export const listingParamsSchema = z.object({ id: z.string() });
