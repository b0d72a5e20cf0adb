import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import {
  facilityLevelSchema,
  facilityOwnershipSchema,
  listingStatusSchema,
  placeSchema,
} from './directory.ts';
import { latitudeSchema, longitudeSchema } from './geo.ts';
import { openingStatusSchema } from './opening-hours.ts';
import { stateAliasSchema } from './states.ts';
import { taxonomyTermSchema } from './taxonomies.ts';
import { singleLine } from './single-line.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MAX_RADIUS_KM,
  SEARCH_KINDS,
  SEARCH_SORTS,
  SUGGEST_MIN_CHARS,
} from './search-limits.ts';

const slug = (label: string, example = 'general-hospital') =>
  z
    .string()
    .trim()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${label} is a slug such as ${example}.`);
/** The most capabilities one search asks for at once. */
export const MAX_CAPABILITY_FILTERS = 13;

const slugParam = (label: string) => slug(label).optional();

/** An empty query-string value (`?state=`) means "not set", as a GET form without JavaScript sends it. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optional = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(blankAsUnset, schema.optional());

/** GET /api/search query parameters; every one optional, all as a results URL carries them. */
export const searchQuerySchema = z
  .object({
    q: optional(
      z
        .string()
        .trim()
        .max(MAX_QUERY_LENGTH, `Search text is at most ${MAX_QUERY_LENGTH} characters.`)
        .check(singleLine()),
    ),
    kind: optional(z.enum(SEARCH_KINDS, { error: 'kind is one of all, facility, provider.' })).default('all'),
    state: optional(stateAliasSchema),
    lga: optional(slugParam('lga')),
    facilityType: optional(slugParam('facilityType')),
    /** @deprecated The old name of `facilityType`, still accepted; read only when `facilityType` is absent. */
    type: optional(slugParam('type')).meta({
      deprecated: true,
      description: 'Deprecated: the old name of facilityType, read only when facilityType is absent.',
    }),
    service: optional(slugParam('service')),
    specialty: optional(slugParam('specialty')),
    condition: optional(slugParam('condition')),
    procedure: optional(slugParam('procedure')),
    insurance: optional(slugParam('insurance')),
    /**
     * Repeatable (`capability=oxygen&capability=icu`): facilities whose readiness has every one, each confirmed
     * within READINESS_FRESH_DAYS. A blank value is not set.
     */
    capability: z.preprocess(
      (value) => [value ?? []].flat().filter((one) => one !== ''),
      z
        .array(slug('capability', 'caesarean-section'))
        .max(MAX_CAPABILITY_FILTERS, `At most ${MAX_CAPABILITY_FILTERS} capabilities.`),
    ),
    ownership: optional(facilityOwnershipSchema),
    level: optional(facilityLevelSchema),
    openNow: optional(z.enum(['true', 'false'], { error: 'openNow is true or false.' })).transform(
      (value) => value === 'true',
    ),
    minRating: optional(
      z.coerce
        .number({ error: 'minRating is a number from 1 to 5.' })
        .min(1, 'minRating is a number from 1 to 5.')
        .max(5, 'minRating is a number from 1 to 5.'),
    ),
    lat: optional(latitudeSchema),
    lon: optional(longitudeSchema),
    radiusKm: optional(
      z.coerce
        .number({ error: `radiusKm is a number of kilometres up to ${MAX_RADIUS_KM}.` })
        .positive(`radiusKm is a number of kilometres up to ${MAX_RADIUS_KM}.`)
        .max(MAX_RADIUS_KM, `radiusKm is at most ${MAX_RADIUS_KM}.`),
    ),
    sort: optional(z.enum(SEARCH_SORTS, { error: 'sort is one of relevance, distance, rating.' })).default(
      'relevance',
    ),
    page: optional(
      z.coerce
        .number({ error: 'page is a whole number from 1.' })
        .int('page is a whole number from 1.')
        .min(1, 'page is a whole number from 1.')
        .max(1000, 'page is at most 1000.'),
    ).default(1),
    pageSize: optional(
      z.coerce
        .number({ error: `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}.` })
        .int(`pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}.`)
        .min(1, `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}.`)
        .max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}.`),
    ).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    if ((query.lat === undefined) !== (query.lon === undefined)) {
      const missing = query.lat === undefined ? 'lat' : 'lon';
      context.addIssue({ code: 'custom', path: [missing], message: 'Give lat and lon together.' });
    }
    if (query.sort === 'distance' && query.lat === undefined) {
      context.addIssue({ code: 'custom', path: ['sort'], message: 'Sorting by distance needs lat and lon.' });
    }
    if (query.radiusKm !== undefined && query.lat === undefined) {
      context.addIssue({ code: 'custom', path: ['radiusKm'], message: 'radiusKm needs lat and lon.' });
    }
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A listing's place as a result shows it (the ward only on the listing's page). */
export const searchPlaceSchema = placeSchema.omit({ ward: true });

export const searchItemSchema = z.object({
  kind: z.enum(['facility', 'provider']),
  id: z.string(),
  name: z.string(),
  /** The listing's page: /facilities/{id} or /providers/{id}. */
  url: z.string(),
  /** Facilities: their type. Providers: null. */
  facilityType: taxonomyTermSchema.nullable(),
  /** Providers: their specialties. Facilities: the specialties they list. */
  specialties: z.array(taxonomyTermSchema),
  place: searchPlaceSchema,
  /** Kilometres from lat/lon, one decimal; null without lat/lon or when the listing has no coordinates. */
  distanceKm: z.number().nullable(),
  /**
   * q named a place without making it a filter ("dentist abuja") and this listing is not in it: such
   * listings come after every listing in the place, on every page.
   */
  outsidePlace: z.boolean(),
  /** Facilities: today's status in Nigeria now; null for providers and facilities without hours today. */
  openingStatus: openingStatusSchema.nullable(),
  averageRating: z.number().nullable(),
  reviewsCount: z.number().int(),
  /** The first phone number as stored, for tap-to-call; null when none. */
  phone: z.string().nullable(),
  verified: z.boolean(),
  status: listingStatusSchema,
});
export type SearchItem = z.infer<typeof searchItemSchema>;

const termFacetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
const valueFacetSchema = <Value extends z.ZodType>(value: Value) =>
  z.object({ value, count: z.number().int() });

/**
 * Counts within the whole result set (every page), so a filter's option shows how many it would keep; each
 * facet is named after the query parameter it counts the values of.
 */
export const searchFacetsSchema = z.object({
  kind: z.object({ facility: z.number().int(), provider: z.number().int() }),
  facilityType: z.array(termFacetSchema),
  ownership: z.array(valueFacetSchema(facilityOwnershipSchema)),
  level: z.array(valueFacetSchema(facilityLevelSchema)),
  state: z.array(z.object({ alias: z.string(), name: z.string(), count: z.number().int() })),
  insurance: z.array(termFacetSchema),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/** What the search understood of `q`, for "Showing results for general hospital in Ikeja". */
export const searchInterpretationSchema = z.object({
  /** The words searched for after spelling correction, without the place; null when only a place was given. */
  text: z.string().nullable(),
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  /** A state, LGA or town named in q ("in Ikeja", "Enugu", "Ibadan"). */
  place: z
    .object({
      state: z.object({ alias: z.string(), name: z.string() }),
      /** The LGA, or the one LGA a town lies in; null for a state, or a town over several LGAs. */
      lga: z.object({ slug: z.string(), name: z.string() }).nullable(),
      /** A town or district named below the LGA ("Yaba", "Ibadan"); null otherwise. */
      town: z.string().nullable(),
    })
    .nullable(),
  /** False when no listing had every word and the results are those that have some of them. */
  allWordsMatched: z.boolean(),
  /**
   * q said "near me" (in any of the site's languages): with lat/lon, the nearest come first (unless another
   * sort was chosen); without, the page asks for the visitor's position.
   */
  nearMe: z.boolean(),
  /** q said "open now": only listings open now are given, as with openNow=true. */
  openNow: z.boolean(),
});
export type SearchInterpretation = z.infer<typeof searchInterpretationSchema>;

export const searchResultSchema = z.object({
  items: z.array(searchItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: searchFacetsSchema,
  interpreted: searchInterpretationSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestQuerySchema = z.object({
  q: z
    .string({ error: `q is the text typed so far, ${SUGGEST_MIN_CHARS} characters or more.` })
    .trim()
    .min(SUGGEST_MIN_CHARS, `q is the text typed so far, ${SUGGEST_MIN_CHARS} characters or more.`)
    .max(MAX_QUERY_LENGTH, `q is at most ${MAX_QUERY_LENGTH} characters.`)
    .check(singleLine()),
  /** The language the lists' entries are named in (a name not given in it is the English one). */
  lang: z.enum(LANGUAGES).default('en'),
});

export const SUGGESTION_KINDS = [
  /** The whole query, read as search reads it: "Pharmacies in Lagos". */
  'search',
  'facility',
  'provider',
  'facility-type',
  'service',
  'specialty',
  'condition',
  'procedure',
  'place',
] as const;

export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** In English, but for a list's entry, named in `lang`. */
  label: z.string(),
  /** Context under the label, in English: a listing's place, or what kind of entry it is. */
  detail: z.string(),
  url: z.string(),
  /**
   * What the label is made of, for a client that words it in its own language: a search's need (in `lang`)
   * and place, the typed words of "Search for …" (`asTyped`), a listing's place.
   */
  parts: z
    .object({ what: z.string().nullable(), place: z.string().nullable(), asTyped: z.boolean() })
    .optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestResultSchema = z.object({ items: z.array(suggestionSchema) });
export type SuggestResult = z.infer<typeof suggestResultSchema>;
