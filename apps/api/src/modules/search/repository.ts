import { and, eq, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { TaxonomyKind } from '@carefinder/contracts';
import { MIN_REVIEWS_FOR_RATING_RANK } from '@carefinder/contracts';
import {
  distanceKm as distanceKmFrom,
  queryRows,
  schema,
  withinBox as withinBoxOf,
  type Database,
} from '@carefinder/db';
import { boundingBox, type NearPoint } from '../../lib/geometry.ts';
import { toTsQuery } from './query-words.ts';
import {
  NAME_LIKENESS_WEIGHT,
  RANK_WEIGHT_VALUES,
  type CatalogueRows,
  type IndexedDocument,
  type ListingRow,
  type MatchSummary,
  type NameMatchRow,
  type OpenNowClock,
  type ResolvedSearch,
  type SearchChange,
  type TextQuery,
  type VocabularyCandidate,
} from './search-types.ts';

const RANK_WEIGHTS = `{${RANK_WEIGHT_VALUES.join(', ')}}`;

const tsQueryOf = (text: TextQuery) => sql`to_tsquery('simple', ${toTsQuery(text.groups, text.mode)})`;

const distanceKm = (near: NearPoint): SQL => distanceKmFrom(near, sql`d.latitude`, sql`d.longitude`);

const withinBox = (near: NearPoint): SQL => withinBoxOf(boundingBox(near), sql`d.latitude`, sql`d.longitude`);

/** The facility's dated exception holding on `day`, as a condition on it (`x`), else on its week (`h`). */
function onDay(day: string, exception: SQL, week: SQL): SQL {
  const holds = sql`x.facility_id = d.facility_id and ${day}::date between x.starts_on and x.ends_on`;
  return sql`case when exists (select 1 from hours_exceptions x where ${holds})
    then exists (select 1 from hours_exceptions x where ${holds} and ${exception})
    else exists (select 1 from opening_hours h where h.facility_id = d.facility_id and ${week}) end`;
}

/**
 * DESIGN §5 opening status in SQL, exactly as `openingStatus()` of `hoursAt()`: open all day today; or open
 * now within today's hours (a close at or before the open is the next day); or still inside yesterday's
 * overnight span. A dated exception holding on today or yesterday stands for that day's hours.
 */
function openNow({ today, yesterday, todayDate, yesterdayDate, time }: OpenNowClock): SQL {
  const now = sql`${time}::time`;
  // Whole in parentheses: the filters are joined by `and`, which binds tighter than this `or`.
  return sql`((${onDay(
    todayDate,
    sql`not x.is_closed and x.open <= ${now} and (x.close <= x.open or ${now} < x.close)`,
    sql`h.day = ${today} and (h.is_always_open or (not h.is_closed and h.open <= ${now}
      and (h.close <= h.open or ${now} < h.close)))`,
  )}) or (${onDay(
    yesterdayDate,
    sql`not x.is_closed and x.close <= x.open and ${now} < x.close`,
    sql`h.day = ${yesterday} and not h.is_always_open and not h.is_closed and h.close <= h.open
      and ${now} < h.close`,
  )}))`;
}

/** A facility's dated hours as json (HoursException[]), by first day. */
const datedHours = sql`(select json_agg(json_build_object('from', x.starts_on, 'to', x.ends_on,
    'isClosed', x.is_closed, 'open', x.open::text, 'close', x.close::text, 'reason', x.reason)
    order by x.starts_on)
  from hours_exceptions x where x.facility_id = d.facility_id)`;

/** Ids as one int[] parameter. */
const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/** A facility whose readiness holds every capability, each confirmed on or after `currentSince`. */
function ready({ capabilityIds, currentSince }: NonNullable<ResolvedSearch['readiness']>): SQL {
  return sql`(select count(*) from facility_readiness r
    where r.facility_id = d.facility_id and r.capability_id = any(${intArray(capabilityIds)})
      and r.confirmed_at >= ${currentSince}::date) = ${capabilityIds.length}`;
}

function conditions(search: ResolvedSearch): SQL[] {
  const where: SQL[] = [sql`true`];
  if (search.text !== null) {
    const all = sql`d.document @@ ${tsQueryOf(search.text)}`;
    const place = search.preferredPlace;
    where.push(
      place === null
        ? all
        : sql`(${all} or (${inPlace(place)} and ${
            place.text === null ? sql`true` : sql`d.document @@ ${tsQueryOf(place.text)}`
          }))`,
    );
  }
  if (search.kind !== null) where.push(sql`d.kind = ${search.kind}`);
  if (search.stateId !== null) where.push(sql`d.state_id = ${search.stateId}`);
  if (search.lgaIds !== null) where.push(sql`d.lga_id = any(${intArray(search.lgaIds)})`);
  if (search.facilityTypeId !== null) where.push(sql`d.facility_type_id = ${search.facilityTypeId}`);
  if (search.termIds.length) where.push(sql`d.term_ids @> ${intArray(search.termIds)}`);
  if (search.readiness !== null) where.push(sql`d.kind = 'facility'`, ready(search.readiness));
  if (search.ownership !== null) where.push(sql`d.ownership = ${search.ownership}`);
  if (search.level !== null) where.push(sql`d.level = ${search.level}`);
  if (search.minRating !== null) where.push(sql`d.average_rating >= ${search.minRating}`);
  if (search.openNow !== null) where.push(sql`d.kind = 'facility'`, openNow(search.openNow));
  if (search.near !== null) {
    where.push(withinBox(search.near), sql`${distanceKm(search.near)} <= ${search.near.radiusKm}`);
  }
  return where;
}

/** Whether the listing's name is the text as read, exactly. */
const exactName = ({ exactNameKey }: ResolvedSearch): SQL =>
  exactNameKey === null ? sql`false` : sql`name_key = ${exactNameKey}`;

function relevance(search: ResolvedSearch): SQL {
  if (search.text === null) return sql`0::float4`;
  const likeTyped =
    search.typedNameKey === null
      ? sql`0`
      : sql`${NAME_LIKENESS_WEIGHT} * similarity(d.name_key, ${search.typedNameKey})`;
  return sql`ts_rank(${RANK_WEIGHTS}::float4[], d.document, ${tsQueryOf(search.text)})
    + (${exactName(search)})::int + ${likeTyped}`;
}

const ratedFirst = sql`case when reviews_count >= ${MIN_REVIEWS_FOR_RATING_RANK} then average_rating end desc nulls last`;

/**
 * Text relevance (in steps of 0.1, so near-equal matches are told apart by what follows), then verified
 * listings, a rating with enough reviews behind it, distance; the id last, so every page of the same search
 * has a stable order and pagination never repeats or drops a listing.
 */
function ordering({
  sort,
  preferredPlace,
  preferredFacilityTypeId,
}: Pick<ResolvedSearch, 'sort' | 'preferredPlace' | 'preferredFacilityTypeId'>): SQL {
  const typeFirst =
    preferredFacilityTypeId === null ? orderingBy(sort) : sql`of_type desc, ${orderingBy(sort)}`;
  return preferredPlace ? sql`in_place desc, ${typeFirst}` : typeFirst;
}

function orderingBy(sort: ResolvedSearch['sort']): SQL {
  switch (sort) {
    case 'distance':
      return sql`distance_km asc nulls last, relevance desc, id`;
    case 'rating':
      return sql`${ratedFirst}, reviews_count desc, relevance desc, id`;
    case 'relevance':
      return sql`floor(relevance * 10) desc, verified desc, ${ratedFirst}, distance_km asc nulls last,
        relevance desc, name_key, id`;
  }
}

/** Whether the document lies in the preferred place (true when there is none). */
function inPlace(place: ResolvedSearch['preferredPlace']): SQL {
  if (!place) return sql`true`;
  const lga = place.lgaIds === null ? sql`true` : sql`d.lga_id = any(${intArray(place.lgaIds)})`;
  return sql`coalesce(d.state_id = ${place.stateId} and ${lga}, false)`;
}

/** Whether the document is of the preferred facility type (true when there is none). */
function ofType(facilityTypeId: number | null): SQL {
  return facilityTypeId === null ? sql`true` : sql`coalesce(d.facility_type_id = ${facilityTypeId}, false)`;
}

const countsBy = (column: SQL, extraCondition: SQL = sql`true`) =>
  sql`(select coalesce(json_agg(json_build_object('value', value, 'count', n)), '[]'::json)
       from (select ${column} as value, count(*)::int as n from matches
             where ${column} is not null and ${extraCondition} group by 1) counted)`;

/**
 * One statement: the matching set (materialised once), its size, the requested page's ids in order, and the
 * facet counts over the whole set. The page is cut by a top-N sort of the matches; only its own few rows are
 * sorted again to hand them back in order.
 */
export async function findMatches(db: Database, search: ResolvedSearch): Promise<MatchSummary> {
  const [row] = await queryRows<MatchSummary>(
    db,
    sql`with matches as materialized (
          select d.id, d.kind, d.facility_type_id, d.ownership, d.level, d.state_id, d.insurance_ids,
            d.verified, d.average_rating, d.reviews_count, d.name_key,
            ${relevance(search)} as relevance,
            ${search.near ? distanceKm(search.near) : sql`null::float8`} as distance_km,
            ${inPlace(search.preferredPlace)} as in_place,
            ${ofType(search.preferredFacilityTypeId)} as of_type
          from search_documents d
          where ${sql.join(conditions(search), sql` and `)}
        ),
        page as (
          select * from matches
          order by ${ordering(search)}
          limit ${search.limit} offset ${search.offset}
        )
        select
          (select count(*)::int from matches) as "total",
          (select count(*)::int from matches where (in_place and of_type) or ${exactName(search)})
            as "wantedInPlace",
          (select count(*)::int from matches where kind = 'facility') as "facilityCount",
          (select coalesce(json_agg(json_build_object('id', id, 'distanceKm', distance_km, 'inPlace', in_place)
            order by ${ordering(search)}), '[]'::json) from page) as "page",
          ${countsBy(sql`facility_type_id`)} as "facilityTypes",
          ${countsBy(sql`ownership`, sql`kind = 'facility'`)} as "ownership",
          ${countsBy(sql`level`, sql`kind = 'facility'`)} as "level",
          ${countsBy(sql`state_id`)} as "states",
          (select coalesce(json_agg(json_build_object('value', value, 'count', n)), '[]'::json)
           from (select unnest(insurance_ids) as value, count(*)::int as n from matches group by 1) counted)
            as "insurance"`,
  );
  if (!row) throw new Error('The search statement returned no row');
  return row;
}

/** What a result shows of each listing on the page: one statement for the whole page. */
export async function findListings(db: Database, ids: readonly string[]): Promise<ListingRow[]> {
  if (!ids.length) return [];
  return queryRows<ListingRow>(
    db,
    sql`select d.id, d.kind, d.name, d.phone, d.verified, d.status, d.latitude, d.longitude,
          d.average_rating as "averageRating", d.reviews_count as "reviewsCount",
          d.facility_type_id as "facilityTypeId", d.state_id as "stateId", d.lga_id as "lgaId",
          coalesce(f.address, p.address) as address,
          d.term_ids as "termIds",
          (select json_agg(json_build_object('day', h.day, 'open', h.open::text, 'close', h.close::text,
                  'isAlwaysOpen', h.is_always_open, 'isClosed', h.is_closed))
           from opening_hours h where h.facility_id = d.facility_id) as hours,
          ${datedHours} as "hoursExceptions"
        from search_documents d
        left join facilities f on f.id = d.facility_id
        left join providers p on p.id = d.provider_id
        where d.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
}

/**
 * A short prefix can be in thousands of names: autocomplete orders the first ones found, a bounded amount of
 * work, rather than all of them.
 */
const WORD_MATCH_SAMPLE = 50;

/**
 * Listings for autocomplete: names that start with the typed text (a btree range on name_key, read in its
 * order: its index is text_pattern_ops, so only `using ~<~` lets the first rows come straight from it rather
 * than from sorting every name with that prefix; the key is [a-z0-9 ]+, so nothing in it is a LIKE
 * wildcard), then,
 * while there is room, names holding every typed word with the last one as a prefix.
 */
export async function findNameMatches(
  db: Database,
  typedKey: string,
  wordsQuery: string | null,
  limit: number,
): Promise<NameMatchRow[]> {
  const columns = sql`d.id, d.kind, d.name, d.state_id as "stateId", d.lga_id as "lgaId"`;
  const byPrefix = await queryRows<NameMatchRow>(
    db,
    sql`select ${columns} from search_documents d
        where d.name_key like ${`${typedKey}%`}
        order by d.name_key using ~<~, d.id limit ${limit}`,
  );
  if (byPrefix.length >= limit || wordsQuery === null) return byPrefix;
  const seen = byPrefix.map((row) => row.id);
  const byWords = await queryRows<NameMatchRow>(
    db,
    sql`select id, kind, name, "stateId", "lgaId" from (
          select ${columns}, d.name_key from search_documents d
          where d.name_words @@ to_tsquery('simple', ${wordsQuery})
            and not d.id = any(${`{${seen.join(',')}}`}::uuid[])
          limit ${WORD_MATCH_SAMPLE}
        ) found
        order by name_key using ~<~, id limit ${limit - byPrefix.length}`,
  );
  return [...byPrefix, ...byWords];
}

// --- The catalogue: the small lists search keeps in memory ---

export async function findCatalogueRows(db: Database): Promise<CatalogueRows> {
  const [terms, states, lgas, slugAliases] = await Promise.all([
    db
      .select({
        id: schema.taxonomyTerms.id,
        kind: schema.taxonomyTerms.kind,
        slug: schema.taxonomyTerms.slug,
        name: schema.taxonomyTerms.name,
        keywords: schema.taxonomyTerms.keywords,
        names: schema.taxonomyTerms.names,
        said: sql<CatalogueRows['terms'][number]['said']>`coalesce((
          select json_agg(json_build_object(
            'phrase', ${schema.searchLexicon.phrase}, 'language', ${schema.searchLexicon.language}
          ) order by ${schema.searchLexicon.id})
          from ${schema.searchLexicon} where ${schema.searchLexicon.termId} = ${schema.taxonomyTerms.id}
        ), '[]'::json)`,
      })
      .from(schema.taxonomyTerms),
    db
      .select({ id: schema.states.id, alias: schema.states.alias, name: schema.states.name })
      .from(schema.states),
    db
      .select({
        id: schema.lgas.id,
        stateId: schema.lgas.stateId,
        slug: schema.lgas.slug,
        name: schema.lgas.name,
      })
      .from(schema.lgas),
    db
      .select({
        kind: schema.taxonomySlugAliases.kind,
        slug: schema.taxonomySlugAliases.slug,
        termId: schema.taxonomySlugAliases.termId,
      })
      .from(schema.taxonomySlugAliases),
  ]);
  return { terms, states, lgas, slugAliases };
}

// --- The vocabulary: the index's distinct words, for spelling ---

/**
 * Up to six vocabulary words closest to each input by trigram similarity (pg_trgm's `%`, at its default
 * threshold of 0.3, uses the vocabulary's trigram index), the input itself among them when it is known.
 */
export function findTrigramCandidates(
  db: Database,
  inputs: readonly string[],
): Promise<VocabularyCandidate[]> {
  // Words are [a-z0-9]+, so the array literal needs no quoting.
  return queryRows<VocabularyCandidate>(
    db,
    sql`select input, candidate.word, candidate.similarity, candidate.documents
        from unnest(${`{${inputs.join(',')}}`}::text[]) as input
        cross join lateral (
          select word, similarity(word, input) as similarity, documents
          from search_vocabulary
          where word % input or word = input
          order by similarity(word, input) desc, documents desc, word
          limit 6
        ) as candidate`,
  );
}

/** Which of these words the vocabulary holds, with the number of listings using each. */
export function findKnownWords(
  db: Database,
  words: readonly string[],
): Promise<{ word: string; documents: number }[]> {
  return queryRows<{ word: string; documents: number }>(
    db,
    // A join, not `word = any(…)`: PostgreSQL answers `= any` of a long list through the trigram index
    // (measured 3–4 s for 700 edits); the join reads the primary key (5 ms).
    sql`select v.word, v.documents
        from unnest(${`{${words.join(',')}}`}::text[]) as edit(word)
        join search_vocabulary v using (word)`,
  );
}

/** A catalogue name a query gives: a state's alias, an LGA's slug, a term's slug (or old slug) of a kind. */
export type CatalogueName =
  | { list: 'state'; slug: string }
  | { list: 'lga'; slug: string }
  | { list: 'term'; kind: TaxonomyKind; slug: string };

/** Whether every name is an entry's, as `findCatalogueRows` would read it: one indexed lookup each. */
export async function catalogueNamesExist(db: Database, names: readonly CatalogueName[]): Promise<boolean> {
  const found = await Promise.all(
    names.map(async (name) => {
      if (name.list === 'state') {
        const { id, alias } = schema.states;
        return db.select({ id }).from(schema.states).where(eq(alias, name.slug)).limit(1);
      }
      if (name.list === 'lga') {
        const { id, slug } = schema.lgas;
        return db.select({ id }).from(schema.lgas).where(eq(slug, name.slug)).limit(1);
      }
      const term = schema.taxonomyTerms;
      const alias = schema.taxonomySlugAliases;
      const [live] = await db
        .select({ id: term.id })
        .from(term)
        .where(and(eq(term.kind, name.kind), eq(term.slug, name.slug)))
        .limit(1);
      if (live) return [live];
      return db
        .select({ id: alias.termId })
        .from(alias)
        .where(and(eq(alias.kind, name.kind), eq(alias.slug, name.slug)))
        .limit(1);
    }),
  );
  return found.every((rows) => rows.length > 0);
}

// --- The in-memory index (listing-index/): every search document, and the changes since ---

/** Listings read per statement while the whole index is built: small enough not to hold the engine long. */
export const DOCUMENTS_PER_READ = 2_000;

const columns = sql`d.id, d.kind, d.name, d.phone, d.status, coalesce(f.address, p.address) as address,
  d.name_key as "nameKey", d.keywords_key as "keywordsKey", d.document::text as document,
  d.state_id as "stateId", d.lga_id as "lgaId", d.facility_type_id as "facilityTypeId",
  d.ownership::text as ownership, d.level::text as level, d.latitude, d.longitude,
  d.average_rating as "averageRating", d.reviews_count as "reviewsCount", d.verified,
  d.term_ids as "termIds", d.insurance_ids as "insuranceIds",
  (select json_agg(json_build_object('capabilityId', r.capability_id, 'confirmedAt', r.confirmed_at))
   from facility_readiness r where r.facility_id = d.facility_id) as readiness,
  (select json_agg(json_build_object('day', h.day,
      'open', extract(epoch from h.open)::int, 'close', extract(epoch from h.close)::int,
      'isAlwaysOpen', h.is_always_open, 'isClosed', h.is_closed))
   from opening_hours h where h.facility_id = d.facility_id) as hours,
  ${datedHours} as "hoursExceptions"`;

const read = (db: Database, where: SQL, limit: SQL = sql``) =>
  queryRows<IndexedDocument>(
    db,
    sql`select ${columns} from search_documents d
        left join facilities f on f.id = d.facility_id
        left join providers p on p.id = d.provider_id
        where ${where} order by d.id ${limit}`,
  );

/** The next listings after `afterId` in id order (all of them, a read at a time). */
export const readDocumentsAfter = (db: Database, afterId: string | null) =>
  read(db, afterId === null ? sql`true` : sql`d.id > ${afterId}::uuid`, sql`limit ${DOCUMENTS_PER_READ}`);

/** These listings' documents; a listing without one (removed, closed for good) is left out. */
export const readDocuments = (db: Database, ids: readonly string[]) =>
  read(db, sql`d.id = any(${`{${ids.join(',')}}`}::uuid[])`);

/**
 * How far this server's write-ahead log goes, as a number: how far the primary has written it, or how far a
 * replica has replayed it. A snapshot taken after the position is read sees every commit it includes.
 */
export async function readLogPosition(db: Database): Promise<bigint> {
  const [row] = await queryRows<{ position: string }>(
    db,
    sql`select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end
        - '0/0'::pg_lsn)::text as position`,
  );
  return BigInt(row?.position ?? '0');
}

/**
 * The oldest transaction still running on this server (its snapshot's xmin): every change of an older one
 * is committed, or never will be. On a streaming replica, a snapshot's list of running transactions is not
 * reported (`pg_current_snapshot()` leaves it empty there), but its xmin is right.
 */
export async function readOldestRunning(db: Database): Promise<string> {
  const [row] = await queryRows<{ xmin: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  if (!row) throw new Error('pg_current_snapshot() answered no row');
  return row.xmin;
}

/**
 * The changes of transactions from `oldestRunning` on that are committed now, but those already read
 * (`readIds`), in the order they were recorded; and the oldest transaction running now, from which the next
 * read goes on. A change of a transaction still running is read once it has committed.
 */
export async function readChangesSince(
  db: Database,
  oldestRunning: string,
  readIds: readonly number[],
): Promise<{ oldestRunning: string; changes: SearchChange[] }> {
  const rows = await queryRows<{
    oldestRunning: string;
    id: string | null;
    transactionId: string | null;
    listingIds: string[] | null;
  }>(
    db,
    sql`with now as materialized (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
        select now.xmin::text as "oldestRunning", c.id::text as id, c.transaction_id::text as "transactionId",
          c.listing_ids::text[] as "listingIds"
        from now left join search_changes c
          on c.transaction_id >= ${oldestRunning}::xid8 and c.id <> all(${`{${readIds.join(',')}}`}::bigint[])
        order by c.id`,
  );
  const [first] = rows;
  if (!first) throw new Error('The change log answered no row');
  return {
    oldestRunning: first.oldestRunning,
    changes: rows.flatMap(({ id, transactionId, listingIds }) =>
      id === null || transactionId === null
        ? []
        : [{ id: Number(id), transactionId: BigInt(transactionId), listingIds }],
    ),
  };
}

/** Forgets the changes older than `keepSeconds` by the database's clock. */
export async function pruneChanges(db: Database, keepSeconds: number): Promise<void> {
  await db
    .delete(schema.searchChanges)
    .where(lt(schema.searchChanges.recordedAt, sql`now() - make_interval(secs => ${keepSeconds})`));
}

/**
 * Where a place's listings are, as its centre: the median position of its facilities not closed for good (of
 * its LGAs, or of the state), the state's capital when none has a position. The lists hold no boundaries, and the median
 * is where the care of the place is, whatever a stray pin says.
 */
export async function findPlaceCentre(
  db: Database,
  { stateId, lgaIds }: { stateId: number; lgaIds: readonly number[] },
): Promise<{ latitude: number; longitude: number }> {
  const inPlace = lgaIds.length
    ? inArray(schema.facilities.lgaId, [...lgaIds])
    : eq(schema.facilities.stateId, stateId);
  const [listed] = await db
    .select({
      latitude: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${schema.facilities.latitude})`,
      longitude: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${schema.facilities.longitude})`,
    })
    .from(schema.facilities)
    .where(
      and(
        inPlace,
        ne(schema.facilities.status, 'permanently_closed'),
        isNotNull(schema.facilities.latitude),
        isNotNull(schema.facilities.longitude),
      ),
    );
  if (listed?.latitude != null && listed.longitude != null)
    return { latitude: Number(listed.latitude), longitude: Number(listed.longitude) };
  const [capital] = await db
    .select({ latitude: schema.states.capitalLatitude, longitude: schema.states.capitalLongitude })
    .from(schema.states)
    .where(eq(schema.states.id, stateId));
  if (!capital) throw new Error(`No state has the id ${stateId}.`);
  return capital;
}
