import type {
  FacilityLevel,
  FacilityOwnership,
  HoursException,
  Language,
  NamesInLanguages,
  OpeningHoursEntry,
  TaxonomyKind,
  Weekday,
} from '@carefinder/contracts';
import type { NearPoint } from '../../lib/geometry.ts';

/*
 * The shapes search passes between its parts: a search with every name resolved to ids, what matches it,
 * and a listing's search document as the in-memory index takes it in.
 */

/** ts_rank weights for D, C, B, A: address, places/insurance, type/services/specialties, name. */
export const RANK_WEIGHT_VALUES = [0.1, 0.2, 0.4, 1.0] as const;
/** How much a name's trigram likeness to the typed words adds (at most): enough to order similar names. */
export const NAME_LIKENESS_WEIGHT = 0.5;

/** Today and yesterday in Nigeria (weekdays and days) and the wall-clock time, for the opening-status rule. */
export interface OpenNowClock {
  today: Weekday;
  yesterday: Weekday;
  /** YYYY-MM-DD: a dated exception holding on the day replaces its weekday's hours. */
  todayDate: string;
  yesterdayDate: string;
  time: string;
}

/** Words a listing's text must hold: each group is a word and its alternatives (spellings). */
export interface TextQuery {
  groups: readonly (readonly string[])[];
  /** Every group (`all`), or at least one (`any`). */
  mode: 'all' | 'any';
}

/** A search with every name already resolved to ids: what the SQL needs and nothing else. */
export interface ResolvedSearch {
  /** The words to match, or null to match every listing. */
  text: TextQuery | null;
  /** The query's words as a name key: a listing with exactly this name ranks first. */
  exactNameKey: string | null;
  /** The words as typed: among listings that match, names most like them rank higher (typos included). */
  typedNameKey: string | null;
  kind: 'facility' | 'provider' | null;
  stateId: number | null;
  lgaIds: number[] | null;
  facilityTypeId: number | null;
  /** Services, specialties, conditions, procedures and insurance the listing must all carry. */
  termIds: number[];
  /** Capabilities a facility's readiness must all hold, each confirmed on or after `currentSince` (YYYY-MM-DD). */
  readiness: { capabilityIds: number[]; currentSince: string } | null;
  ownership: FacilityOwnership | null;
  level: FacilityLevel | null;
  openNow: OpenNowClock | null;
  minRating: number | null;
  near: NearPoint | null;
  /**
   * A place q named without making it a filter ("dentist abuja"): listings in it come first, whatever the
   * sort, and each answer says whether it is in it.
   */
  preferredPlace: {
    stateId: number;
    /** The LGAs of the place; null for a whole state. */
    lgaIds: readonly number[] | null;
    /** q without the place's words: what a listing in the place must match. */
    text: TextQuery | null;
  } | null;
  /**
   * The facility type q names without a filter ("pharmacy enugu", "kantin magani"): listings of that type
   * come first (after the preferred place's), whatever the sort.
   */
  preferredFacilityTypeId: number | null;
  sort: 'relevance' | 'distance' | 'rating';
  limit: number;
  offset: number;
}

interface CountRow {
  value: number | string | null;
  count: number;
}

export interface MatchSummary {
  total: number;
  /**
   * Matches in the preferred place and of the preferred type (each holds when none is preferred), or named
   * exactly as typed: what a search naming a town and a type, or a listing, was asking for.
   */
  wantedInPlace: number;
  facilityCount: number;
  page: { id: string; distanceKm: number | null; inPlace: boolean }[];
  facilityTypes: CountRow[];
  ownership: CountRow[];
  level: CountRow[];
  states: CountRow[];
  insurance: CountRow[];
}

/** A search's matches, page and counts, with what its page shows of each listing. */
export interface FoundPage {
  matches: MatchSummary;
  listings: ListingRow[];
}

/** A listing as the index takes it in: the columns of its search document that a search reads. */
export interface IndexedDocument {
  id: string;
  kind: 'facility' | 'provider';
  name: string;
  phone: string | null;
  status: ListingRow['status'];
  address: string | null;
  nameKey: string;
  /** The listing's own keywords as a key: autocomplete finds a listing by them as by its name. */
  keywordsKey: string;
  /** The weighted tsvector, as PostgreSQL prints it. */
  document: string;
  stateId: number | null;
  lgaId: number | null;
  facilityTypeId: number | null;
  ownership: string | null;
  level: string | null;
  latitude: number | null;
  longitude: number | null;
  averageRating: number | null;
  reviewsCount: number;
  verified: boolean;
  termIds: number[];
  insuranceIds: number[];
  /** A facility's readiness: each capability with the day it was last confirmed (YYYY-MM-DD). */
  readiness: { capabilityId: number; confirmedAt: string }[] | null;
  /** A facility's dated hours, by first day. */
  hoursExceptions: HoursException[] | null;
  /** A facility's opening hours, seconds since midnight. */
  hours: { day: Weekday; open: number; close: number; isAlwaysOpen: boolean; isClosed: boolean }[] | null;
}

/** What a result shows of a listing on the page. */
export interface ListingRow {
  id: string;
  kind: 'facility' | 'provider';
  name: string;
  phone: string | null;
  verified: boolean;
  status: 'active' | 'temporarily_closed' | 'permanently_closed';
  latitude: number | null;
  longitude: number | null;
  averageRating: number | null;
  reviewsCount: number;
  facilityTypeId: number | null;
  stateId: number | null;
  lgaId: number | null;
  address: string | null;
  /** Every term the listing carries (its specialties among them). */
  termIds: number[];
  hours: OpeningHoursEntry[] | null;
  hoursExceptions: HoursException[] | null;
}

/** A word of a query as search reads it (spelling.ts). */
export interface WordReading {
  typed: string;
  /** What the word is taken to be: itself when known, else the likeliest vocabulary word. */
  best: string;
  /** Every word searched for in its place (best first). */
  alternatives: string[];
  corrected: boolean;
  /** The listings hold the word as typed (or it is never corrected: an abbreviation, a local place name). */
  known: boolean;
}

export type WordReader = (words: readonly string[]) => Promise<WordReading[]>;

/** The rows the catalogue (catalogue.ts) is built from. */
export interface CatalogueRows {
  terms: {
    id: number;
    kind: TaxonomyKind;
    slug: string;
    name: string;
    keywords: string;
    names: NamesInLanguages;
    /** How people say it in the search lexicon ("ile elegbogi", "where to born"), and in which language. */
    said: { phrase: string; language: Language }[];
  }[];
  states: { id: number; alias: string; name: string }[];
  lgas: { id: number; stateId: number; slug: string; name: string }[];
  /** Old slugs (renamed or merged entries) and the entry each now names. */
  slugAliases: { kind: TaxonomyKind; slug: string; termId: number }[];
}

/** A listing autocomplete found by its name. */
export interface NameMatchRow {
  id: string;
  kind: 'facility' | 'provider';
  name: string;
  stateId: number | null;
  lgaId: number | null;
}

/** A vocabulary word that a typed word may be read as (spelling.ts). */
export interface VocabularyCandidate {
  input: string;
  word: string;
  /** Trigram similarity; 0 for a word found only as a typing slip of the input. */
  similarity: number;
  documents: number;
}

/** One row of the change log: the listings a statement changed, or null when it changed the lists. */
export interface SearchChange {
  id: number;
  /** The writing transaction (xid8). */
  transactionId: bigint;
  listingIds: string[] | null;
}
