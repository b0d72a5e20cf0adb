import {
  addDays,
  dayInNigeria,
  DEFAULT_RADIUS_KM,
  hoursAt,
  openingStatus,
  previousDay,
  readinessCurrentSince,
  wallClockInNigeria,
  type SearchFacets,
  type SearchInterpretation,
  type SearchItem,
  type SearchQuery,
  type SearchResult,
  type Language,
  type TaxonomyKind,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { fieldProblem } from '../../lib/problem.ts';
import {
  buildCatalogue,
  facilityTypeNamed,
  statePlace,
  type SearchCatalogue,
  type SearchPlace,
} from './catalogue.ts';
import { editDistance, singleEdits } from './edits.ts';
import {
  MAX_QUERY_WORDS,
  findPlace,
  searchWords,
  readIntents,
  withoutPlace,
  type PlaceMatch,
} from './query-words.ts';
import {
  findCatalogueRows,
  findKnownWords,
  findListings,
  findMatches,
  findNameMatches,
  findPlaceCentre,
  findTrigramCandidates,
  catalogueNamesExist,
  readDocuments as readDocumentsOf,
  readDocumentsAfter as readDocumentsFrom,
  readLogPosition,
  readOldestRunning,
  readChangesSince,
  pruneChanges,
  type CatalogueName,
} from './repository.ts';
import type {
  FoundPage,
  IndexedDocument,
  ListingRow,
  MatchSummary,
  NameMatchRow,
  OpenNowClock,
  ResolvedSearch,
  VocabularyCandidate,
  WordReader,
  WordReading,
} from './search-types.ts';

/** The index (listing-index/) names autocomplete's rows by this module's surface. */
export type { NameMatchRow } from './search-types.ts';
export type { SearchPlace } from './catalogue.ts';

/** The page of a facility or provider, where a result or a suggestion leads. */
export const listingUrl = ({ kind, id }: { kind: 'facility' | 'provider'; id: string }) =>
  kind === 'facility' ? `/facilities/${id}` : `/providers/${id}`;

/** The query parameters that name a taxonomy term, and the list each one names a term of. */
const TERM_FILTERS = {
  service: 'services',
  specialty: 'specialties',
  condition: 'conditions',
  procedure: 'procedures',
  insurance: 'insurance',
} as const satisfies Partial<Record<keyof SearchQuery, TaxonomyKind>>;

function termId(catalogue: SearchCatalogue, parameter: string, kind: TaxonomyKind, slug: string): number {
  const term = catalogue.termBySlug(kind, slug);
  if (!term) throw fieldProblem(400, parameter, `No ${parameter} has the slug "${slug}".`);
  return term.id;
}

function resolveState(catalogue: SearchCatalogue, alias: string | undefined): number | null {
  if (alias === undefined) return null;
  const state = catalogue.stateByAlias.get(alias);
  if (!state) throw fieldProblem(400, 'state', `No state has the alias "${alias}".`);
  return state.id;
}

function resolveLgas(catalogue: SearchCatalogue, slug: string | undefined, stateId: number | null) {
  if (slug === undefined) return null;
  const ids = catalogue.lgas
    .filter((lga) => lga.slug === slug && (stateId === null || lga.stateId === stateId))
    .map((lga) => lga.id);
  if (!ids.length)
    throw fieldProblem(
      400,
      'lga',
      `No LGA${stateId === null ? '' : ' of this state'} has the slug "${slug}".`,
    );
  return ids;
}

/**
 * The facility type filter: `facilityType`, else its deprecated name `type` (old links and bookmarks), with
 * the parameter it came in, so a refusal names what the client sent.
 */
function facilityTypeFilter(query: SearchQuery): { parameter: 'facilityType' | 'type'; slug: string } | null {
  if (query.facilityType !== undefined) return { parameter: 'facilityType', slug: query.facilityType };
  if (query.type !== undefined) return { parameter: 'type', slug: query.type };
  return null;
}

/** The terms and places the query names in its filters. */
function entryNames(query: SearchQuery): CatalogueName[] {
  const facilityType = facilityTypeFilter(query);
  return [
    ...(query.state === undefined ? [] : [{ list: 'state' as const, slug: query.state }]),
    ...(query.lga === undefined ? [] : [{ list: 'lga' as const, slug: query.lga }]),
    ...(facilityType
      ? [{ list: 'term' as const, kind: 'facility-types' as const, slug: facilityType.slug }]
      : []),
    ...Object.entries(TERM_FILTERS).flatMap(([parameter, kind]) => {
      const slug = query[parameter as keyof typeof TERM_FILTERS];
      return slug === undefined ? [] : [{ list: 'term' as const, kind, slug }];
    }),
    ...query.capability.map((slug) => ({ list: 'term' as const, kind: 'capabilities' as const, slug })),
  ];
}

function knows(catalogue: SearchCatalogue, name: CatalogueName): boolean {
  if (name.list === 'state') return catalogue.stateByAlias.has(name.slug);
  if (name.list === 'lga') return catalogue.lgas.some((lga) => lga.slug === name.slug);
  return catalogue.termBySlug(name.kind, name.slug) !== undefined;
}

/** What a search reads of the module's caches (caches.ts): the word reader and the lists. */
export interface CatalogueAndReadings {
  readWords: WordReader;
  /**
   * The cached lists; `fresh` reloads them first (a query or an answer names an entry they lack), unless a
   * load is under way, which it shares.
   */
  catalogue(options?: { fresh?: boolean }): Promise<SearchCatalogue>;
}

/**
 * The cached lists, reloaded first when the query names an entry they lack that exists (ADMIN may just have
 * added it, in another process): a name that exists nowhere costs a lookup, never a reload of every list,
 * however many requests bring it.
 */
async function catalogueKnowing(
  db: Database,
  caches: CatalogueAndReadings,
  query: SearchQuery,
): Promise<SearchCatalogue> {
  const cached = await caches.catalogue();
  const unknown = entryNames(query).filter((name) => !knows(cached, name));
  return unknown.length && (await catalogueNamesExist(db, unknown))
    ? caches.catalogue({ fresh: true })
    : cached;
}

export function openNowClock(now: Date): OpenNowClock {
  const { day, minute } = wallClockInNigeria(now);
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  const todayDate = dayInNigeria(now);
  return {
    today: day,
    yesterday: previousDay(day),
    todayDate,
    yesterdayDate: addDays(todayDate, -1),
    time,
  };
}

interface UnderstoodText {
  /** Spelling-corrected words that must match, with their alternatives; the place phrase taken out when explicit. */
  readings: WordReading[];
  /** Every word as typed and read, the place's words too. */
  typedReadings: WordReading[];
  place: PlaceMatch<SearchPlace> | null;
  /** "near me" and "open now", in any of the site's languages (query-words.ts `readIntents`). */
  nearMe: boolean;
  openNow: boolean;
}

/**
 * Reads q: its intents ("near me", "open now") first, then spelling against the vocabulary (DESIGN §7), a
 * state, LGA or town recognised.
 */
async function understandText(
  readWords: WordReader,
  catalogue: SearchCatalogue,
  q: string | undefined,
): Promise<UnderstoodText> {
  const intents = readIntents(searchWords(q ?? ''));
  const { nearMe, openNow } = intents;
  const words = intents.words.slice(0, MAX_QUERY_WORDS);
  if (!words.length) return { readings: [], typedReadings: [], place: null, nearMe, openNow };
  const readings = await joinSplitWords(readWords, await readWords(words));
  const place = findPlace(
    readings.map((reading) => reading.best),
    catalogue.namedPlaces,
  );
  const textReadings = place?.explicit ? withoutPlace(readings, place) : readings;
  return { readings: textReadings, typedReadings: readings, place, nearMe, openNow };
}

/**
 * Two words read as one where a space was typed inside a word ("Agba ragba" is Agbaragba): a pair of which
 * one is not a known word, whose letters together are. Only such pairs are looked up, all in one reading,
 * so the commonest searches cost nothing more.
 */
async function joinSplitWords(readWords: WordReader, readings: WordReading[]): Promise<WordReading[]> {
  // Each word with the next, where one of the two is unknown: the word they would make.
  const together = readings.map((first, i) => {
    const second = readings[i + 1];
    return second && !(first.known && second.known) ? first.typed + second.typed : null;
  });
  const asked = together.filter((word) => word !== null);
  if (!asked.length) return readings;
  const wholes = new Map((await readWords(asked)).map((reading) => [reading.typed, reading]));
  const joined: WordReading[] = [];
  for (let i = 0; i < readings.length; i++) {
    const word = together[i];
    const whole = word ? wholes.get(word) : undefined;
    joined.push(whole?.known ? whole : readings[i]!);
    if (whole?.known) i++;
  }
  return joined;
}

/**
 * A place q names without "in" ("dentist abuja") and no filter overrides: listings in it match without its
 * words (a Garki clinic's text does not say "Abuja") and come first; listings elsewhere must have every word
 * (a name like "Abuja Road Dental") and are marked as outside.
 */
function preferredPlaceOf(understood: UnderstoodText, unfiltered: boolean): ResolvedSearch['preferredPlace'] {
  const { place, readings } = understood;
  if (!place || place.explicit || !unfiltered) return null;
  const otherWords = withoutPlace(readings, place).map((reading) => reading.alternatives);
  return {
    stateId: place.place.state.id,
    lgaIds: place.place.lgas.length ? place.place.lgas.map((lga) => lga.id) : null,
    text: otherWords.length ? { groups: otherWords, mode: 'all' } : null,
  };
}

/** The place was typed as it is named, not read so by correcting a word ("kaba" is no Aba). */
function placeAsTyped({ typedReadings, place }: UnderstoodText): boolean {
  return place !== null && typedReadings.slice(place.from, place.end).every((reading) => !reading.corrected);
}

/**
 * The search in the whole state of the LGA or town q names (typed as it is named, "kaba" is no Aba): as the
 * place preferred, or as the filter "in Aba" made of it when no filter of the request chose the LGA or
 * another state. Null when q names no such place.
 */
function stateOfPlace(
  searched: ResolvedSearch,
  understood: UnderstoodText,
  query: SearchQuery,
): ResolvedSearch | null {
  if (!placeAsTyped(understood)) return null;
  const preferred = searched.preferredPlace;
  if (preferred?.lgaIds) return { ...searched, preferredPlace: { ...preferred, lgaIds: null } };
  const statedAsNamed = searched.stateId === understood.place?.place.state.id;
  if (understood.place?.explicit && searched.lgaIds && query.lga === undefined && statedAsNamed)
    return { ...searched, lgaIds: null };
  return null;
}

/** The words of the need: what q says without its place and intents, spelling corrected. */
function needWords({ typedReadings, place }: UnderstoodText): string[] {
  return (place ? withoutPlace(typedReadings, place) : typedReadings).map((reading) => reading.best);
}

function interpretation(understood: UnderstoodText, allWordsMatched: boolean): SearchInterpretation {
  const { readings, typedReadings, place, nearMe, openNow } = understood;
  return {
    text: readings.length ? readings.map((reading) => reading.best).join(' ') : null,
    nearMe,
    openNow,
    corrections: typedReadings
      .filter((reading) => reading.corrected)
      .map((reading) => ({ from: reading.typed, to: reading.best })),
    place: place
      ? {
          state: { alias: place.place.state.alias, name: place.place.state.name },
          lga: place.place.lga ? { slug: place.place.lga.slug, name: place.place.lga.name } : null,
          town: place.place.town,
        }
      : null,
    allWordsMatched,
  };
}

function facetsOf(catalogue: SearchCatalogue, matches: MatchSummary): SearchFacets {
  const byCount = <Facet extends { count: number }>(facets: Facet[], name: (facet: Facet) => string) =>
    facets.sort((a, b) => b.count - a.count || name(a).localeCompare(name(b)));
  const terms = (rows: MatchSummary['facilityTypes']) =>
    byCount(
      rows.flatMap(({ value, count }) => {
        const term = catalogue.termById.get(Number(value));
        return term ? [{ slug: term.slug, name: term.name, count }] : [];
      }),
      (facet) => facet.name,
    );
  const values = <Value extends string>(rows: MatchSummary['ownership']) =>
    byCount(
      rows.map(({ value, count }) => ({ value: String(value) as Value, count })),
      (facet) => facet.value,
    );
  return {
    kind: { facility: matches.facilityCount, provider: matches.total - matches.facilityCount },
    facilityType: terms(matches.facilityTypes),
    ownership: values<SearchFacets['ownership'][number]['value']>(matches.ownership),
    level: values<SearchFacets['level'][number]['value']>(matches.level),
    state: byCount(
      matches.states.flatMap(({ value, count }) => {
        const state = catalogue.stateById.get(Number(value));
        return state ? [{ alias: state.alias, name: state.name, count }] : [];
      }),
      (facet) => facet.name,
    ),
    insurance: terms(matches.insurance),
  };
}

/** Whether the cached lists name every term, state and LGA the answer shows (one may be newer). */
function catalogueCovers(
  catalogue: SearchCatalogue,
  matches: MatchSummary,
  listings: readonly ListingRow[],
): boolean {
  const knowsTerm = (id: number | null) => id === null || catalogue.termById.has(id);
  const knowsState = (id: number | null) => id === null || catalogue.stateById.has(id);
  for (const row of [...matches.facilityTypes, ...matches.insurance]) {
    if (!knowsTerm(Number(row.value))) return false;
  }
  for (const row of matches.states) if (!knowsState(Number(row.value))) return false;
  for (const row of listings) {
    if (!knowsTerm(row.facilityTypeId) || !knowsState(row.stateId) || !row.termIds.every(knowsTerm))
      return false;
    if (row.lgaId !== null && !catalogue.lgaById.has(row.lgaId)) return false;
  }
  return true;
}

/**
 * The listing's specialties among its terms, by name. A plain loop: a listing has a dozen terms or more, and
 * a flatMap over them was the largest part of writing a results page (a CPU profile under load).
 */
function specialtiesOf(catalogue: SearchCatalogue, termIds: readonly number[]): SearchItem['specialties'] {
  const specialties: SearchItem['specialties'] = [];
  for (const id of termIds) {
    const term = catalogue.termById.get(id);
    if (term?.kind === 'specialties') specialties.push({ slug: term.slug, name: term.name });
  }
  return specialties.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function itemsOf(
  catalogue: SearchCatalogue,
  page: MatchSummary['page'],
  listings: readonly ListingRow[],
  now: Date,
): SearchItem[] {
  const rows = new Map(listings.map((row) => [row.id, row]));
  const clock = wallClockInNigeria(now);
  return page.flatMap(({ id, distanceKm, inPlace }) => {
    const row = rows.get(id);
    if (!row) return [];
    const facilityType = row.facilityTypeId === null ? undefined : catalogue.termById.get(row.facilityTypeId);
    const state = row.stateId === null ? undefined : catalogue.stateById.get(row.stateId);
    const lga = row.lgaId === null ? undefined : catalogue.lgaById.get(row.lgaId);
    const item: SearchItem = {
      kind: row.kind,
      id: row.id,
      name: row.name,
      url: listingUrl(row),
      facilityType: facilityType ? { slug: facilityType.slug, name: facilityType.name } : null,
      specialties: specialtiesOf(catalogue, row.termIds),
      place: {
        state: state ? { alias: state.alias, name: state.name } : null,
        lga: lga ? { slug: lga.slug, name: lga.name } : null,
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
      },
      distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
      outsidePlace: !inPlace,
      openingStatus:
        row.kind === 'facility'
          ? openingStatus(hoursAt(row.hours ?? [], row.hoursExceptions ?? [], now), clock)
          : null,
      averageRating: row.averageRating,
      reviewsCount: row.reviewsCount,
      phone: row.phone,
      verified: row.verified,
      status: row.status,
    };
    return [item];
  });
}

/**
 * What finds a search's matches, page and counts, and what the page shows of its listings: the in-memory
 * index, or the database while it is built.
 */
export type MatchFinder = {
  findPage(search: ResolvedSearch): Promise<FoundPage>;
  /** Autocomplete's listings (see `findListingsByName`). */
  findListingsByName(typed: readonly string[], limit: number): Promise<NameMatchRow[]>;
};

/**
 * GET /api/search: q read for spelling and place, every filter resolved to ids (an unknown slug is a 400
 * naming its parameter), the matches, page and facets from the index, one statement for the page's listings.
 * When no listing has every word, the listings with some of them are given instead, and the answer says so.
 */
export async function search(
  db: Database,
  caches: CatalogueAndReadings,
  matches: MatchFinder,
  query: SearchQuery,
  now: Date,
): Promise<SearchResult> {
  const catalogue = await catalogueKnowing(db, caches, query);
  const understood = await understandText(caches.readWords, catalogue, query.q);
  const explicitPlace = understood.place?.explicit ? understood.place.place : null;

  const stateId = resolveState(catalogue, query.state) ?? explicitPlace?.state.id ?? null;
  const lgaIds =
    resolveLgas(catalogue, query.lga, stateId) ??
    (explicitPlace?.lgas.length ? explicitPlace.lgas.map((lga) => lga.id) : null);
  const termIds = Object.entries(TERM_FILTERS).flatMap(([parameter, kind]) => {
    const slug = query[parameter as keyof typeof TERM_FILTERS];
    return slug === undefined ? [] : [termId(catalogue, parameter, kind, slug)];
  });
  const capabilityIds = [
    ...new Set(query.capability.map((slug) => termId(catalogue, 'capability', 'capabilities', slug))),
  ];
  const facilityType = facilityTypeFilter(query);
  const groups = understood.readings.map((reading) => reading.alternatives);
  const near =
    query.lat !== undefined && query.lon !== undefined
      ? { latitude: query.lat, longitude: query.lon, radiusKm: query.radiusKm ?? DEFAULT_RADIUS_KM }
      : null;

  const resolved: ResolvedSearch = {
    text: groups.length ? { groups, mode: 'all' } : null,
    exactNameKey: groups.length ? understood.readings.map((reading) => reading.best).join(' ') : null,
    typedNameKey: groups.length ? understood.readings.map((reading) => reading.typed).join(' ') : null,
    kind: query.kind === 'all' ? null : query.kind,
    stateId,
    lgaIds,
    facilityTypeId:
      facilityType === null
        ? null
        : termId(catalogue, facilityType.parameter, 'facility-types', facilityType.slug),
    termIds,
    readiness: capabilityIds.length
      ? { capabilityIds, currentSince: readinessCurrentSince(dayInNigeria(now)) }
      : null,
    ownership: query.ownership ?? null,
    level: query.level ?? null,
    openNow: query.openNow || understood.openNow ? openNowClock(now) : null,
    minRating: query.minRating ?? null,
    near,
    preferredPlace: preferredPlaceOf(understood, stateId === null && lgaIds === null),
    preferredFacilityTypeId:
      facilityType === null ? facilityTypeNamed(catalogue, needWords(understood)) : null,
    // "near me" in the text, with the visitor's position: nearest first, unless another order was chosen.
    sort: understood.nearMe && near && query.sort === 'relevance' ? 'distance' : query.sort,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };

  let searched = resolved;
  let page = await matches.findPage(searched);
  let read = understood;
  // Nothing in the LGA or town named that has every word and is of the type named (no dental clinic in
  // Ikeja, no maternity home in Aba), and no listing named as typed: its state's, before listings elsewhere
  // naming the place.
  const statewide = page.matches.wantedInPlace === 0 ? stateOfPlace(searched, understood, query) : null;
  if (statewide && understood.place) {
    const inState = await matches.findPage(statewide);
    if (inState.matches.wantedInPlace > 0) {
      [searched, page] = [statewide, inState];
      read = {
        ...understood,
        place: { ...understood.place, place: statePlace(understood.place.place.state) },
      };
    }
  }
  let allWordsMatched = true;
  if (page.matches.total === 0 && groups.length > 1) {
    page = await matches.findPage({ ...searched, text: { groups, mode: 'any' } });
    allWordsMatched = page.matches.total === 0;
  }

  const { matches: found, listings } = page;
  const names = catalogueCovers(catalogue, found, listings)
    ? catalogue
    : await caches.catalogue({ fresh: true });
  return {
    items: itemsOf(names, found.page, listings, now),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
    facets: facetsOf(names, found),
    interpreted: interpretation(read, allWordsMatched),
  };
}

// --- What the module's other files read through here: the lists, the vocabulary, listings by name ---

/** The lists search keeps in memory (caches.ts), read afresh: taxonomy terms, states and LGAs. */
export async function loadCatalogue(db: Database): Promise<SearchCatalogue> {
  return buildCatalogue(await findCatalogueRows(db));
}

/** Trigram similarity is meaningless for one- and two-letter words: they are searched as typed. */
const MIN_CORRECTABLE_LENGTH = 3;

/**
 * The vocabulary words close to each distinct query word: the closest by trigram similarity and, for a word
 * the vocabulary lacks, every word one typing slip away from it (an exact lookup of its single edits).
 */
export async function findVocabularyCandidates(
  db: Database,
  words: readonly string[],
): Promise<VocabularyCandidate[]> {
  const correctable = [...new Set(words.filter((word) => word.length >= MIN_CORRECTABLE_LENGTH))];
  if (!correctable.length) return [];
  const byTrigrams = await findTrigramCandidates(db, correctable);
  const unknown = correctable.filter(
    (word) => !byTrigrams.some((candidate) => candidate.input === word && candidate.word === word),
  );
  if (!unknown.length) return byTrigrams;
  const edits = new Set(unknown.flatMap((word) => [...singleEdits(word)]));
  const bySlip = await findKnownWords(db, [...edits]);
  const slips = unknown.flatMap((input) =>
    bySlip
      .filter(({ word }) => editDistance(input, word) === 1)
      .filter(
        ({ word }) => !byTrigrams.some((candidate) => candidate.input === input && candidate.word === word),
      )
      .map(({ word, documents }) => ({ input, word, similarity: 0, documents })),
  );
  return [...byTrigrams, ...slips];
}

/** A last word this short, as a prefix, would match too many names to rank usefully. */
export const MIN_WORD_PREFIX = 3;

/** A tsquery of the typed words, the last one as a prefix; null when that prefix is too short. */
function nameWordsQuery(typed: readonly string[]): string | null {
  const last = typed[typed.length - 1];
  if (last === undefined || last.length < MIN_WORD_PREFIX) return null;
  return typed.map((word, index) => (index === typed.length - 1 ? `${word}:*` : word)).join(' & ');
}

/**
 * Up to `limit` listings for autocomplete (suggest.ts): names that start with the typed words, then names
 * holding every one of them, the last as a prefix.
 */
export async function findListingsByName(
  db: Database,
  typed: readonly string[],
  limit: number,
): Promise<NameMatchRow[]> {
  return findNameMatches(db, typed.join(' '), nameWordsQuery(typed), limit);
}

// --- What the in-memory index (listing-index/) reads: the documents, the database's answers, its barrier ---

/** The next listings' documents after `afterId`, in id order, a read at a time: a whole build. */
export const readDocumentsAfter = (db: Database, afterId: string | null): Promise<IndexedDocument[]> =>
  readDocumentsFrom(db, afterId);

/** These listings' documents (the change log named them); a listing without one (removed, closed) is left out. */
export const readDocuments = (db: Database, ids: readonly string[]): Promise<IndexedDocument[]> =>
  readDocumentsOf(db, ids);

/** A search's matches, page and counts from the database: while the index is built or stands aside. */
export const findMatchesInDatabase = (db: Database, search: ResolvedSearch): Promise<MatchSummary> =>
  findMatches(db, search);

/** What a result shows of each listing on the page, from the database: the index holds no such columns. */
export const findListingsInDatabase = (db: Database, ids: readonly string[]): Promise<ListingRow[]> =>
  findListings(db, ids);

/** The change log that keeps every process's index and caches current (change-feed.ts, decision 0041). */
export const changeLog = { readLogPosition, readOldestRunning, readChangesSince, pruneChanges };

/**
 * The place a name typed alone names ("ikeja", "eko", "ibadn"), read as search reads a place in q (local
 * names, spelling); among the LGAs and towns of a state when one is given. Null when it names none.
 */
export async function readPlaceName(
  caches: CatalogueAndReadings,
  text: string,
  withinStateId?: number,
): Promise<SearchPlace | null> {
  const words = searchWords(text).slice(0, MAX_QUERY_WORDS);
  if (!words.length) return null;
  const catalogue = await caches.catalogue();
  const places =
    withinStateId === undefined
      ? catalogue.namedPlaces
      : catalogue.namedPlaces.filter((named) => !named.isState && named.place.state.id === withinStateId);
  const asTyped = findPlace(words, places);
  if (asTyped) return asTyped.place;
  const readings = await caches.readWords(words);
  return (
    findPlace(
      readings.map((reading) => reading.best),
      places,
    )?.place ?? null
  );
}

/** The longest run of words looked up as a name of a need, in a query of at most this many words. */
const MAX_NAME_WORDS = 4;

/**
 * The language a query is written in, by the names of needs it uses ("asibiti kano": Hausa; "ile iwosan
 * ibadan": Yoruba): the language most of its named needs are named in, English when none or a tie.
 */
export async function queryLanguage(caches: CatalogueAndReadings, text: string): Promise<Language> {
  const catalogue = await caches.catalogue();
  const words = searchWords(text).slice(0, MAX_QUERY_WORDS);
  const votes = new Map<Language, number>();
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_NAME_WORDS); end++)
      for (const language of catalogue.languagesOfName.get(words.slice(start, end).join(' ')) ?? [])
        votes.set(language, (votes.get(language) ?? 0) + 1);
  const most = Math.max(0, ...votes.values());
  const leaders = [...votes].filter(([, count]) => count === most).map(([language]) => language);
  return leaders.length === 1 ? leaders[0]! : 'en';
}

/**
 * Where the care of a state or of some of its LGAs is, to search nearest it: the median of its facilities'
 * positions (findPlaceCentre).
 */
export const placeCentre = (db: Database, place: { stateId: number; lgaIds: readonly number[] }) =>
  findPlaceCentre(db, place);
