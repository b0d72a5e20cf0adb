import { isUuid } from '../../lib/uuid.ts';
import type { ListingFilter, TextMatch, TimeBound } from './rows.ts';
import { FhirError } from './outcome.ts';
import {
  MCSD_TYPES_SYSTEM,
  NHFR_FACILITY_CODE_SYSTEM,
  ORGANIZATION_TYPE_SYSTEM,
  type Systems,
} from './systems.ts';
import { FIXED_CODES } from './resources.ts';

export const DIRECTORY_TYPES = [
  'Organization',
  'Location',
  'HealthcareService',
  'Practitioner',
  'PractitionerRole',
] as const;
export type DirectoryType = (typeof DIRECTORY_TYPES)[number];
export const isDirectoryType = (type: string): type is DirectoryType =>
  (DIRECTORY_TYPES as readonly string[]).includes(type);

type ParameterKind = 'string' | 'token' | 'reference' | 'date' | 'special';

/** The search parameters each type answers (the CapabilityStatement lists them from here). */
export const SEARCH_PARAMETERS: Record<DirectoryType, Record<string, ParameterKind>> = {
  Organization: { _id: 'token', _lastUpdated: 'date', identifier: 'token', name: 'string', type: 'token' },
  Location: {
    _id: 'token',
    _lastUpdated: 'date',
    name: 'string',
    'address-state': 'string',
    'address-city': 'string',
    type: 'token',
    organization: 'reference',
    near: 'special',
  },
  HealthcareService: {
    _id: 'token',
    _lastUpdated: 'date',
    location: 'reference',
    organization: 'reference',
    'service-type': 'token',
  },
  Practitioner: { _id: 'token', _lastUpdated: 'date', identifier: 'token', name: 'string' },
  PractitionerRole: {
    _id: 'token',
    _lastUpdated: 'date',
    location: 'reference',
    organization: 'reference',
    practitioner: 'reference',
    specialty: 'token',
  },
};

/** The `_include`s and `_revinclude`s each type answers: the pairs mCSD names. */
export const INCLUDES: Record<DirectoryType, readonly string[]> = {
  Organization: [],
  Location: ['Location:organization'],
  HealthcareService: ['HealthcareService:location', 'HealthcareService:organization'],
  Practitioner: [],
  PractitionerRole: [
    'PractitionerRole:practitioner',
    'PractitionerRole:location',
    'PractitionerRole:organization',
  ],
};
export const REVINCLUDES: Record<DirectoryType, readonly string[]> = {
  Organization: ['Location:organization', 'HealthcareService:organization', 'PractitionerRole:organization'],
  Location: ['HealthcareService:location', 'PractitionerRole:location'],
  HealthcareService: [],
  Practitioner: ['PractitionerRole:practitioner'],
  PractitionerRole: [],
};

export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 500;
/** `near` without a distance, and the most it may ask. */
const DEFAULT_NEAR_KM = 10;
const MAX_NEAR_KM = 100;

/** Parameters of every search, whatever its type. */
const RESULT_PARAMETERS = new Set([
  '_count',
  '_total',
  '_include',
  '_revinclude',
  '_format',
  '_pretty',
  '_cursor',
]);

export interface ParsedSearch {
  filter: ListingFilter;
  count: number;
  total: 'none' | 'estimate' | 'accurate' | undefined;
  includes: string[];
  revincludes: string[];
  cursor: { after?: string; offset?: number };
  /** The parameters the search used, for its links (without `_count` and `_cursor`). */
  used: [string, string][];
}

const values = (raw: string | string[] | undefined): string[] =>
  raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];

/** A parameter's comma-separated values (`\,` is a comma within a value). */
const alternatives = (value: string): string[] =>
  value.split(/(?<!\\),/).map((part) => part.replaceAll('\\,', ','));

function invalid(parameter: string, message: string): FhirError {
  return new FhirError(400, 'invalid', `${parameter}: ${message}`, parameter);
}

// --- Values of each kind ---

function textMatch(parameter: string, modifier: string | undefined, value: string): TextMatch {
  if (modifier !== undefined && modifier !== 'contains' && modifier !== 'exact')
    throw invalid(parameter, `the modifier :${modifier} is not supported (use :contains or :exact).`);
  if (!value.trim()) throw invalid(parameter, 'give a value.');
  return {
    value: value.trim(),
    mode: modifier === 'contains' ? 'contains' : modifier === 'exact' ? 'exact' : 'start',
  };
}

/** A token `[system|]code`: `[null, code]` for any system. */
function token(value: string): [system: string | null, code: string] {
  const bar = value.indexOf('|');
  return bar === -1 ? [null, value] : [value.slice(0, bar) || null, value.slice(bar + 1)];
}

/** A reference to `type`: `id`, `Type/id` or the resource's full URL; null when it names another type. */
function referencedId(value: string, type: string, systems: Systems): string | null {
  const local = value.startsWith(`${systems.base}/`) ? value.slice(systems.base.length + 1) : value;
  const parts = local.split('/');
  if (parts.length === 1) return parts[0] ?? null;
  if (parts.length === 2 && parts[0] === type) return parts[1] ?? null;
  return null;
}

/** The start and end (exclusive) of a FHIR date or dateTime at its precision. */
export function instantRange(value: string): [start: Date, end: Date] | null {
  const match =
    /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/.exec(
      value,
    );
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  if (hour !== undefined && zone === undefined) return null;
  const start = new Date(
    `${year}-${month ?? '01'}-${day ?? '01'}T${hour ?? '00'}:${minute ?? '00'}:${second ?? '00'}${fraction ?? ''}${zone ?? 'Z'}`,
  );
  if (Number.isNaN(start.getTime())) return null;
  const end = new Date(start);
  if (month === undefined) end.setUTCFullYear(end.getUTCFullYear() + 1);
  else if (day === undefined) end.setUTCMonth(end.getUTCMonth() + 1);
  else if (hour === undefined) end.setUTCDate(end.getUTCDate() + 1);
  else if (second === undefined) end.setUTCMinutes(end.getUTCMinutes() + 1);
  else if (fraction === undefined) end.setUTCSeconds(end.getUTCSeconds() + 1);
  else end.setTime(end.getTime() + 1);
  // PostgreSQL's timestamps run from year 1 (no year 0) to far beyond 9999: outside that is no date.
  if (start.getUTCFullYear() < 1 || end.getUTCFullYear() > 9999) return null;
  return [start, end];
}

const DATE_PREFIXES = ['eq', 'gt', 'ge', 'lt', 'le', 'sa', 'eb'] as const;

/** `_lastUpdated=[prefix]date`: bounds on the change time (`eq` and no prefix: within the value's precision). */
function lastUpdatedBounds(parameter: string, value: string): TimeBound[] {
  const prefix = DATE_PREFIXES.find((candidate) => value.startsWith(candidate)) ?? 'eq';
  const range = instantRange(value.startsWith(prefix) ? value.slice(2) : value);
  if (!range)
    throw invalid(
      parameter,
      `'${value}' is not a FHIR date or dateTime with a time zone (e.g. gt2026-11-01T00:00:00Z).`,
    );
  const [start, end] = range.map((date) => date.toISOString()) as [string, string];
  switch (prefix) {
    case 'gt':
    case 'sa':
      return [{ comparator: 'ge', at: end }];
    case 'ge':
      return [{ comparator: 'ge', at: start }];
    case 'lt':
    case 'eb':
      return [{ comparator: 'lt', at: start }];
    case 'le':
      return [{ comparator: 'lt', at: end }];
    default:
      return [
        { comparator: 'ge', at: start },
        { comparator: 'lt', at: end },
      ];
  }
}

/** `near=latitude|longitude|distance|units` (distance in km, at most MAX_NEAR_KM). */
function nearPoint(value: string) {
  const [latitudeText, longitudeText, distanceText, units] = value.split('|');
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  const radiusKm = distanceText ? Number(distanceText) : DEFAULT_NEAR_KM;
  if (!latitudeText || !longitudeText || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    throw invalid('near', 'give latitude|longitude[|distance|km], e.g. 6.45|3.39|5|km.');
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    throw invalid('near', 'the point is off the globe.');
  if (units && units !== 'km') throw invalid('near', 'give the distance in km.');
  if (!Number.isFinite(radiusKm) || radiusKm <= 0 || radiusKm > MAX_NEAR_KM)
    throw invalid('near', `the distance must be more than 0 and at most ${MAX_NEAR_KM} km.`);
  return { latitude, longitude, radiusKm };
}

/**
 * Each `type` value as a list and code, of the lists the type's resources carry in `type` (a Location its
 * facility type; an Organization also its ownership and level); `'all'` for a code every one of them has
 * (mCSD's facility; an Organization's "prov").
 */
function facilityTypeCodes(value: string, type: DirectoryType, systems: Systems) {
  const [system, code] = token(value);
  const organization = type === 'Organization';
  const lists = [
    ['facility-types', systems.codeSystem('facility-types')],
    ...(organization
      ? ([
          ['facility-ownership', systems.codeSystem('facility-ownership')],
          ['facility-levels', systems.codeSystem('facility-levels')],
        ] as const)
      : []),
  ] as const;
  if ((system === MCSD_TYPES_SYSTEM || system === null) && code === 'facility') return 'all' as const;
  if (organization && (system === ORGANIZATION_TYPE_SYSTEM || system === null) && code === 'prov')
    return 'all' as const;
  return lists
    .filter(
      ([list, uri]) =>
        system === uri || (system === null && (list === 'facility-types' || code in FIXED_CODES[list])),
    )
    .map(([list]) => [list, code] as const);
}

function termCodes(value: string, kind: 'services' | 'specialties', systems: Systems) {
  const [system, code] = token(value);
  return system === null || system === systems.codeSystem(kind) ? [[kind, code] as const] : [];
}

type IdentifierCode = NonNullable<ListingFilter['identifiers']>[number][number];

function identifierCodes(value: string, systems: Systems): IdentifierCode[] {
  const [system, code] = token(value);
  const known = {
    [systems.facilityId]: 'facility-id',
    [NHFR_FACILITY_CODE_SYSTEM]: 'nhfr-code',
    [systems.nhfrUid]: 'nhfr-uid',
    [systems.providerId]: 'provider-id',
    [systems.mdcnRegistration]: 'registration-number',
  } as const;
  if (system === null) return [[null, code]];
  const key = known[system];
  return key ? [[key, code]] : [];
}

// --- Paging, for searches and histories alike ---

/** `_count`: entries a page, at most MAX_COUNT (more is read as MAX_COUNT). */
export function pageCount(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(count))
    throw invalid('_count', 'give a whole number of entries per page.');
  return Math.min(count, MAX_COUNT);
}

/** `_cursor`, as this server writes it in next links: `a.<id>` (after that id) or `o.<n>` (skip n). */
function pageCursor(value: string): { after?: string; offset?: number } {
  const after = value.startsWith('a.') ? value.slice(2) : undefined;
  if (after !== undefined && isUuid(after)) return { after: after.toLowerCase() };
  const offset = /^o\.(\d{1,7})$/.exec(value)?.[1];
  if (offset !== undefined) return { offset: Number(offset) };
  throw invalid('_cursor', 'this page link is not one this server made.');
}

/**
 * A history's `_cursor`: `a.<id>` (the current versions after that id), or `d.<id>` (the deletions after
 * that id, which follow them; `d.` from the first).
 */
export function historyCursor(value: string): { after?: string; removalsAfter?: string } {
  const removal = value.startsWith('d.') ? value.slice(2) : undefined;
  if (removal === '' || (removal !== undefined && isUuid(removal)))
    return { removalsAfter: removal.toLowerCase() };
  const { after } = removal === undefined ? pageCursor(value) : {};
  if (after) return { after };
  throw invalid('_cursor', 'this page link is not one this server made.');
}

// --- The whole query ---

/**
 * A search's query read for `type`. An unknown parameter or modifier is a 400 unless the client asked for
 * lenient handling (`Prefer: handling=lenient`), when it is left out (and out of the self link).
 */
export function parseSearch(
  type: DirectoryType,
  query: Record<string, string | string[] | undefined>,
  { lenient, systems }: { lenient: boolean; systems: Systems },
): ParsedSearch {
  const parsed: ParsedSearch = {
    filter: {},
    count: DEFAULT_COUNT,
    total: undefined,
    includes: [],
    revincludes: [],
    cursor: {},
    used: [],
  };
  const filter = parsed.filter;
  const known = SEARCH_PARAMETERS[type];
  for (const [key, raw] of Object.entries(query)) {
    const [name = '', modifier] = key.split(':', 2);
    for (const value of values(raw)) {
      if (RESULT_PARAMETERS.has(key)) {
        readResultParameter(parsed, type, key, value);
        continue;
      }
      const kind = known[name];
      if (!kind || (modifier !== undefined && kind !== 'string')) {
        if (lenient) continue;
        throw new FhirError(
          400,
          'not-supported',
          kind
            ? `${key}: the modifier :${modifier} is not supported.`
            : `${type} has no search parameter '${name}'. It answers ${Object.keys(known).join(', ')}.`,
          key,
        );
      }
      if (value === '') throw invalid(key, 'give a value.');
      parsed.used.push([key, value]);
      const each = alternatives(value);
      switch (name) {
        case '_id':
          (filter.ids ??= []).push(each);
          break;
        case '_lastUpdated':
          (filter.lastUpdated ??= []).push(...lastUpdatedBounds(key, value));
          break;
        case 'name':
          (filter.names ??= []).push(each.map((part) => textMatch(key, modifier, part)));
          break;
        case 'address-state':
          (filter.states ??= []).push(each.map((part) => textMatch(key, modifier, part)));
          break;
        case 'address-city':
          (filter.cities ??= []).push(each.map((part) => textMatch(key, modifier, part)));
          break;
        case 'near':
          if (filter.near) throw invalid(key, 'give one point.');
          filter.near = nearPoint(value);
          break;
        case 'type': {
          const codes = each.map((part) => facilityTypeCodes(part, type, systems));
          if (!codes.includes('all'))
            (filter.types ??= []).push(codes.flatMap((code) => (code === 'all' ? [] : code)));
          break;
        }
        case 'service-type':
          (filter.terms ??= []).push(each.flatMap((part) => termCodes(part, 'services', systems)));
          break;
        case 'specialty':
          (filter.terms ??= []).push(each.flatMap((part) => termCodes(part, 'specialties', systems)));
          break;
        case 'identifier':
          (filter.identifiers ??= []).push(each.flatMap((part) => identifierCodes(part, systems)));
          break;
        case 'organization':
        case 'location': {
          const referenced = name === 'organization' ? 'Organization' : 'Location';
          const ids = each.map((part) => referencedId(part, referenced, systems) ?? '');
          // A facility's Location, Organization and HealthcareService share its id.
          (filter.facilityIds ??= []).push(ids);
          break;
        }
        case 'practitioner':
          (filter.providerIds ??= []).push(
            each.map((part) => referencedId(part, 'Practitioner', systems) ?? ''),
          );
          break;
      }
    }
  }
  return parsed;
}

function readResultParameter(parsed: ParsedSearch, type: DirectoryType, key: string, value: string) {
  switch (key) {
    case '_count':
      parsed.count = pageCount(value);
      return;
    case '_total':
      if (value !== 'none' && value !== 'estimate' && value !== 'accurate')
        throw invalid(key, 'give none, estimate or accurate.');
      parsed.total = value;
      parsed.used.push([key, value]);
      return;
    case '_include':
    case '_revinclude': {
      const allowed = key === '_include' ? INCLUDES[type] : REVINCLUDES[type];
      if (!allowed.includes(value))
        throw new FhirError(
          400,
          'not-supported',
          `${key}=${value} is not supported on ${type}${allowed.length ? `; it answers ${allowed.join(', ')}` : ''}.`,
          key,
        );
      (key === '_include' ? parsed.includes : parsed.revincludes).push(value);
      parsed.used.push([key, value]);
      return;
    }
    case '_cursor':
      parsed.cursor = pageCursor(value);
      return;
    // _format was checked before the search; _pretty changes only the layout.
    default:
      return;
  }
}
