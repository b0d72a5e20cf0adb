import { sql, type SQL } from 'drizzle-orm';
import { containing, distanceKm, queryRows, startingWith, withinBox, type Database } from '@carefinder/db';
import { boundingBox } from '../../lib/geometry.ts';
import { isUuid } from '../../lib/uuid.ts';
import type {
  AffiliationRow,
  FacilityRow,
  HoursExceptionRow,
  ListingFilter,
  ListingTermRow,
  PageRequest,
  ProviderRow,
  RemovalRow,
  TermRow,
  TextMatch,
  TimeBound,
} from './rows.ts';

/*
 * What the FHIR directory reads: published (non-demo) facilities, providers and the links between them, a
 * page at a time, with the time anything each publishes last changed (`directory_changes`, migration 0043).
 */

const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function textMatches(column: SQL, match: TextMatch): SQL {
  if (match.mode === 'exact') return sql`${column} = ${match.value}`;
  const pattern = match.mode === 'contains' ? containing(match.value) : startingWith(match.value);
  return sql`unaccent(${column}) ilike unaccent(${pattern})`;
}

/** The uuid column is one of the ids (an id that is not a uuid names nothing; none: nothing matches). */
function idIn(column: SQL, ids: readonly string[]): SQL {
  const uuids = ids.filter(isUuid);
  return uuids.length
    ? sql`${column} in (${sql.join(
        uuids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`false`;
}

const anyOf = (conditions: SQL[]): SQL =>
  conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;

function timeBound(column: SQL, { comparator, at }: TimeBound): SQL {
  const operator = { gt: sql`>`, ge: sql`>=`, lt: sql`<`, le: sql`<=` }[comparator];
  return sql`${column} ${operator} ${at}::timestamptz`;
}

async function countRows(db: Database, from: SQL, where: SQL[]): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${from} where ${sql.join(where, sql` and `)}`,
  );
  return row?.total ?? 0;
}

/** A listing's links to its terms: facility_terms or provider_terms, and the column naming the listing. */
const termLinks = (links: 'facility' | 'provider') =>
  links === 'facility' ? [sql`facility_terms`, sql`facility_id`] : [sql`provider_terms`, sql`provider_id`];

/** The listing (`listingId`, a column) carries the term of this kind and slug. */
function carries(links: 'facility' | 'provider', listingId: SQL, kind: string, slug: string): SQL {
  const [table, column] = termLinks(links);
  return sql`exists (select 1 from ${table} lt join taxonomy_terms tt on tt.id = lt.term_id
    where lt.${column} = ${listingId} and tt.kind = ${kind} and tt.slug = ${slug})`;
}

/** The terms of these kinds that the listings given carry. */
function readListingTerms(
  db: Database,
  links: 'facility' | 'provider',
  listingIds: readonly string[],
  kinds: readonly ('services' | 'specialties')[],
) {
  if (!listingIds.length) return Promise.resolve([]);
  const [table, column] = termLinks(links);
  return queryRows<ListingTermRow>(
    db,
    sql`select l.${column} as "listingId", t.kind::text as kind, t.slug, t.name
        from ${table} l join taxonomy_terms t on t.id = l.term_id
        where ${idIn(sql`l.${column}`, listingIds)}
          and t.kind::text in (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
        order by t.slug`,
  );
}

// --- Facilities: Organization, Location and HealthcareService ---

const facilityChangedAt = sql`greatest(f.updated_at, c.changed_at)`;

function facilityConditions(filter: ListingFilter): SQL[] {
  const where: SQL[] = [sql`not f.is_demo`];
  for (const ids of [...(filter.ids ?? []), ...(filter.facilityIds ?? [])]) where.push(idIn(sql`f.id`, ids));
  for (const names of filter.names ?? [])
    where.push(anyOf(names.map((name) => textMatches(sql`f.name`, name))));
  for (const states of filter.states ?? [])
    where.push(
      anyOf(states.flatMap((state) => [textMatches(sql`s.name`, state), textMatches(sql`s.alias`, state)])),
    );
  for (const cities of filter.cities ?? [])
    where.push(anyOf(cities.map((city) => textMatches(sql`l.name`, city))));
  for (const types of filter.types ?? [])
    where.push(
      anyOf(
        types.map(([list, code]) =>
          list === 'facility-types'
            ? sql`t.slug = ${code}`
            : list === 'facility-ownership'
              ? sql`f.ownership::text = ${code}`
              : sql`f.level::text = ${code}`,
        ),
      ),
    );
  for (const terms of filter.terms ?? [])
    where.push(anyOf(terms.map(([kind, slug]) => carries('facility', sql`f.id`, kind, slug))));
  for (const identifiers of filter.identifiers ?? [])
    where.push(
      anyOf(
        identifiers.flatMap(([system, value]) => {
          const matches: SQL[] = [];
          if (system === null || system === 'facility-id') matches.push(idIn(sql`f.id`, [value]));
          if (system === null || system === 'nhfr-code') matches.push(sql`f.nhfr_code = ${value}`);
          if (system === null || system === 'nhfr-uid') matches.push(sql`f.nhfr_uid = ${value}`);
          return matches;
        }),
      ),
    );
  for (const bound of filter.lastUpdated ?? []) where.push(timeBound(facilityChangedAt, bound));
  if (filter.near)
    where.push(
      withinBox(boundingBox(filter.near), sql`f.latitude`, sql`f.longitude`),
      sql`${distanceKm(filter.near, sql`f.latitude`, sql`f.longitude`)} <= ${filter.near.radiusKm}`,
    );
  return where;
}

const facilitiesFrom = sql`from facilities f
  left join directory_changes c on c.id = f.id
  left join states s on s.id = f.state_id
  left join lgas l on l.id = f.lga_id
  left join taxonomy_terms t on t.id = f.facility_type_id`;

/**
 * One page of the published facilities the filter selects, in id order (distance order with `near`). The
 * page's ids are chosen first, joining only what the filter reads (PostgreSQL drops the other joins), and
 * then read: their names by subquery, which plans in a fraction of the time the same joins take.
 */
export function readFacilities(db: Database, filter: ListingFilter, page: PageRequest) {
  const where = facilityConditions(filter);
  if (page.after) where.push(sql`f.id > ${page.after}::uuid`);
  const rank = filter.near ? distanceKm(filter.near, sql`f.latitude`, sql`f.longitude`) : sql`0`;
  return queryRows<FacilityRow>(
    db,
    sql`with chosen as (
          select f.id, ${rank} as rank ${facilitiesFrom}
          where ${sql.join(where, sql` and `)}
          order by rank, f.id
          limit ${page.count} offset ${page.offset ?? 0}
        )
        select f.id, f.name, f.nhfr_uid as "nhfrUid", f.nhfr_code as "nhfrCode", f.ownership::text as ownership,
          f.level::text as level, f.status::text as status,
          (select slug from taxonomy_terms where id = f.facility_type_id) as "typeSlug",
          (select name from taxonomy_terms where id = f.facility_type_id) as "typeName",
          (select name from states where id = f.state_id) as "stateName",
          (select name from lgas where id = f.lga_id) as "lgaName",
          f.ward, f.address, f.latitude, f.longitude, f.phones, f.email, f.website,
          ${ISO(sql`greatest(f.updated_at, (select changed_at from directory_changes where id = f.id))`)}
            as "lastUpdated",
          (select coalesce(json_agg(json_build_object('day', h.day, 'open', to_char(h.open, 'HH24:MI:SS'),
              'close', to_char(h.close, 'HH24:MI:SS'), 'isAlwaysOpen', h.is_always_open, 'isClosed', h.is_closed)), '[]')
            from opening_hours h where h.facility_id = f.id) as hours
        from chosen join facilities f on f.id = chosen.id
        order by chosen.rank, f.id`,
  );
}

export const countFacilities = (db: Database, filter: ListingFilter): Promise<number> =>
  countRows(db, facilitiesFrom, facilityConditions(filter));

/** The services and specialties of the facilities given. */
export const readFacilityTerms = (db: Database, facilityIds: readonly string[]) =>
  readListingTerms(db, 'facility', facilityIds, ['services', 'specialties']);

export function readHoursExceptions(db: Database, facilityIds: readonly string[]) {
  if (!facilityIds.length) return Promise.resolve([]);
  return queryRows<HoursExceptionRow>(
    db,
    sql`select facility_id as "facilityId", starts_on::text as "startsOn", ends_on::text as "endsOn",
          is_closed as "isClosed", to_char(open, 'HH24:MI') as open, to_char(close, 'HH24:MI') as close, reason
        from hours_exceptions where ${idIn(sql`facility_id`, facilityIds)}
        order by starts_on, id`,
  );
}

// --- Providers: Practitioner ---

const providerChangedAt = sql`greatest(p.updated_at, c.changed_at)`;

function providerConditions(filter: ListingFilter): SQL[] {
  const where: SQL[] = [sql`not p.is_demo`];
  for (const ids of [...(filter.ids ?? []), ...(filter.providerIds ?? [])]) where.push(idIn(sql`p.id`, ids));
  const fullName = sql`concat_ws(' ', p.title, p.first_name, p.last_name)`;
  for (const names of filter.names ?? [])
    where.push(
      anyOf(
        names.flatMap((name) =>
          name.mode === 'exact'
            ? [textMatches(fullName, name)]
            : [
                textMatches(sql`p.first_name`, name),
                textMatches(sql`p.last_name`, name),
                textMatches(fullName, name),
              ],
        ),
      ),
    );
  for (const identifiers of filter.identifiers ?? [])
    where.push(
      anyOf(
        identifiers.flatMap(([system, value]) => {
          const matches: SQL[] = [];
          if (system === null || system === 'provider-id') matches.push(idIn(sql`p.id`, [value]));
          if (system === null || system === 'registration-number')
            matches.push(sql`p.registration_number = ${value}`);
          return matches;
        }),
      ),
    );
  for (const bound of filter.lastUpdated ?? []) where.push(timeBound(providerChangedAt, bound));
  return where;
}

const providersFrom = sql`from providers p left join directory_changes c on c.id = p.id`;

export function readProviders(db: Database, filter: ListingFilter, page: PageRequest) {
  const where = providerConditions(filter);
  if (page.after) where.push(sql`p.id > ${page.after}::uuid`);
  return queryRows<ProviderRow>(
    db,
    sql`select p.id, p.first_name as "firstName", p.last_name as "lastName", p.title, p.gender, p.languages,
          p.registration_number as "registrationNumber", p.education, p.status::text as status,
          ${ISO(providerChangedAt)} as "lastUpdated"
        ${providersFrom}
        where ${sql.join(where, sql` and `)}
        order by p.id limit ${page.count} offset ${page.offset ?? 0}`,
  );
}

export const countProviders = (db: Database, filter: ListingFilter): Promise<number> =>
  countRows(db, providersFrom, providerConditions(filter));

/** The specialties of the providers given. */
export const readProviderSpecialties = (db: Database, providerIds: readonly string[]) =>
  readListingTerms(db, 'provider', providerIds, ['specialties']);

// --- Links between them: PractitionerRole ---

const affiliationChangedAt = sql`greatest(p.updated_at, pc.changed_at, f.updated_at, fc.changed_at, ac.changed_at)`;

function affiliationConditions(filter: ListingFilter): SQL[] {
  const where: SQL[] = [sql`not p.is_demo`, sql`not f.is_demo`];
  for (const ids of filter.ids ?? [])
    where.push(idIn(sql`affiliation_id(pf.provider_id, pf.facility_id)`, ids));
  for (const ids of filter.providerIds ?? []) where.push(idIn(sql`pf.provider_id`, ids));
  for (const ids of filter.facilityIds ?? []) where.push(idIn(sql`pf.facility_id`, ids));
  for (const terms of filter.terms ?? [])
    where.push(anyOf(terms.map(([kind, slug]) => carries('provider', sql`p.id`, kind, slug))));
  for (const bound of filter.lastUpdated ?? []) where.push(timeBound(affiliationChangedAt, bound));
  return where;
}

const affiliationsFrom = sql`from provider_facilities pf
  join providers p on p.id = pf.provider_id
  join facilities f on f.id = pf.facility_id
  left join directory_changes pc on pc.id = p.id
  left join directory_changes fc on fc.id = f.id
  left join directory_changes ac on ac.id = affiliation_id(pf.provider_id, pf.facility_id)`;

export function readAffiliations(db: Database, filter: ListingFilter, page: PageRequest) {
  const where = affiliationConditions(filter);
  if (page.after) where.push(sql`affiliation_id(pf.provider_id, pf.facility_id) > ${page.after}::uuid`);
  return queryRows<AffiliationRow>(
    db,
    sql`select affiliation_id(pf.provider_id, pf.facility_id) as id, pf.provider_id as "providerId",
          pf.facility_id as "facilityId", p.status::text as "providerStatus", f.status::text as "facilityStatus",
          ${ISO(affiliationChangedAt)} as "lastUpdated"
        ${affiliationsFrom}
        where ${sql.join(where, sql` and `)}
        order by 1 limit ${page.count} offset ${page.offset ?? 0}`,
  );
}

export const countAffiliations = (db: Database, filter: ListingFilter): Promise<number> =>
  countRows(db, affiliationsFrom, affiliationConditions(filter));

// --- Removals and lists ---

/** Listings and links that left the directory, of one kind, in id order: at or after a time, after an id. */
export function readRemovals(
  db: Database,
  kind: 'facility' | 'provider' | 'affiliation',
  { ids, since, after, limit }: { ids?: string[]; since?: string; after?: string; limit: number },
) {
  const where: SQL[] = [sql`kind = ${kind}`];
  if (ids) where.push(idIn(sql`id`, ids));
  if (since) where.push(sql`removed_at >= ${since}::timestamptz`);
  if (after) where.push(sql`id > ${after}::uuid`);
  return queryRows<RemovalRow>(
    db,
    sql`select id, ${ISO(sql`removed_at`)} as "removedAt" from directory_removals
        where ${sql.join(where, sql` and `)} order by id limit ${limit}`,
  );
}

export function readTaxonomy(db: Database, kind: 'facility-types' | 'services' | 'specialties') {
  return queryRows<TermRow>(
    db,
    sql`select slug, name, description from taxonomy_terms where kind = ${kind} order by slug`,
  );
}
