import type { NearPoint } from '../../lib/geometry.ts';

/* The shapes the FHIR directory's reads take and answer (repository.ts reads them, resources.ts maps them). */

/** A FHIR string search: from the start (default), anywhere (`:contains`) or the whole value (`:exact`). */
export interface TextMatch {
  value: string;
  mode: 'start' | 'contains' | 'exact';
}

/** `_lastUpdated` with its comparator (`eq` within the given precision is read as `ge` its start and `lt` its end). */
export interface TimeBound {
  comparator: 'gt' | 'ge' | 'lt' | 'le';
  at: string;
}

/** One search's conditions: each list is one parameter's values, any of which matches (FHIR's comma). */
export interface ListingFilter {
  ids?: string[][];
  names?: TextMatch[][];
  states?: TextMatch[][];
  cities?: TextMatch[][];
  /** Facility type, ownership or level codes (`type`), each `[list, code]`. */
  types?: (readonly [list: 'facility-types' | 'facility-ownership' | 'facility-levels', code: string])[][];
  /** Taxonomy slugs the listing carries (services, specialties). */
  terms?: (readonly [kind: 'services' | 'specialties', slug: string])[][];
  /** Identifiers: `[system key, value]`; a null system matches any. */
  identifiers?: (readonly [
    system: 'facility-id' | 'nhfr-code' | 'nhfr-uid' | 'provider-id' | 'registration-number' | null,
    value: string,
  ])[][];
  lastUpdated?: TimeBound[];
  /** Links only: their practitioner's and their facility's ids. */
  providerIds?: string[][];
  facilityIds?: string[][];
  near?: NearPoint;
}

export interface PageRequest {
  count: number;
  /** The last id of the page before (id order). */
  after?: string | undefined;
  /** Rows to skip (distance order, `near`). */
  offset?: number | undefined;
}

export interface FacilityRow {
  id: string;
  name: string;
  nhfrUid: string | null;
  nhfrCode: string | null;
  ownership: string;
  level: string;
  status: string;
  typeSlug: string | null;
  typeName: string | null;
  stateName: string | null;
  lgaName: string | null;
  ward: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phones: string[];
  email: string | null;
  website: string | null;
  lastUpdated: string;
  /** The week's opening hours, a row a day that has one. */
  hours: OpeningHoursRow[];
}

export interface ListingTermRow {
  listingId: string;
  kind: 'services' | 'specialties';
  slug: string;
  name: string;
}

export interface OpeningHoursRow {
  day: string;
  open: string;
  close: string;
  isAlwaysOpen: boolean;
  isClosed: boolean;
}

export interface HoursExceptionRow {
  facilityId: string;
  startsOn: string;
  endsOn: string;
  isClosed: boolean;
  open: string | null;
  close: string | null;
  reason: string;
}

export interface ProviderRow {
  id: string;
  firstName: string;
  lastName: string;
  title: string | null;
  gender: string | null;
  languages: string[];
  registrationNumber: string | null;
  education: { institution: string; qualification: string; year: number | null }[];
  status: string;
  lastUpdated: string;
}

export interface AffiliationRow {
  id: string;
  providerId: string;
  facilityId: string;
  providerStatus: string;
  facilityStatus: string;
  lastUpdated: string;
}

export interface RemovalRow {
  id: string;
  removedAt: string;
}

export interface TermRow {
  slug: string;
  name: string;
  description: string;
}
