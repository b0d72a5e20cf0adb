import type { Bundle, BundleEntry, CodeSystem, Resource } from '@medplum/fhirtypes';
import type { Database } from '@carefinder/db';
import {
  countAffiliations,
  countFacilities,
  countProviders,
  readAffiliations,
  readFacilities,
  readFacilityTerms,
  readHoursExceptions,
  readProviders,
  readProviderSpecialties,
  readRemovals,
  readTaxonomy,
} from './repository.ts';
import type { ListingFilter, PageRequest } from './rows.ts';
import {
  FIXED_CODES,
  toHealthcareService,
  toLocation,
  toOrganization,
  toPractitioner,
  toPractitionerRole,
  withMeta,
} from './resources.ts';
import { FhirError } from './outcome.ts';
import {
  DEFAULT_COUNT,
  instantRange,
  pageCount,
  historyCursor,
  type DirectoryType,
  type ParsedSearch,
} from './search-parameters.ts';
import { OWN_CODE_SYSTEMS, type OwnCodeSystem, type Systems } from './systems.ts';

export { DIRECTORY_TYPES, isDirectoryType, parseSearch, type DirectoryType } from './search-parameters.ts';

const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

interface Page {
  resources: Resource[];
  /** There is more after this page (one more row was read than asked). */
  more: boolean;
  lastId: string | undefined;
}

/** Reads a page of one type: one more row than asked, to know whether there is a next page. */
async function readPage(
  db: Database,
  type: DirectoryType,
  filter: ListingFilter,
  page: PageRequest,
  systems: Systems,
): Promise<Page> {
  const asked = { ...page, count: page.count + 1 };
  const trim = <T extends { id: string }>(rows: T[]) => ({
    rows: rows.slice(0, page.count),
    more: rows.length > page.count,
    lastId: rows.slice(0, page.count).at(-1)?.id,
  });
  switch (type) {
    case 'Organization': {
      const { rows, more, lastId } = trim(await readFacilities(db, filter, asked));
      return { resources: rows.map((row) => toOrganization(row, systems)), more, lastId };
    }
    case 'Location': {
      const { rows, more, lastId } = trim(await readFacilities(db, filter, asked));
      return {
        resources: rows.map((row) => toLocation(row, systems)),
        more,
        lastId,
      };
    }
    case 'HealthcareService': {
      const { rows, more, lastId } = trim(await readFacilities(db, filter, asked));
      const ids = rows.map((row) => row.id);
      const [terms, exceptions] = await Promise.all([
        readFacilityTerms(db, ids),
        readHoursExceptions(db, ids),
      ]);
      const termsOf = groupBy(terms, (row) => row.listingId);
      const exceptionsOf = groupBy(exceptions, (row) => row.facilityId);
      return {
        resources: rows.map((row) =>
          toHealthcareService(
            row,
            {
              terms: termsOf.get(row.id) ?? [],
              exceptions: exceptionsOf.get(row.id) ?? [],
            },
            systems,
          ),
        ),
        more,
        lastId,
      };
    }
    case 'Practitioner': {
      const { rows, more, lastId } = trim(await readProviders(db, filter, asked));
      return { resources: rows.map((row) => toPractitioner(row, systems)), more, lastId };
    }
    case 'PractitionerRole': {
      const { rows, more, lastId } = trim(await readAffiliations(db, filter, asked));
      const specialties = groupBy(
        await readProviderSpecialties(db, [...new Set(rows.map((row) => row.providerId))]),
        (row) => row.listingId,
      );
      return {
        resources: rows.map((row) => toPractitionerRole(row, specialties.get(row.providerId) ?? [], systems)),
        more,
        lastId,
      };
    }
  }
}

function countOf(db: Database, type: DirectoryType, filter: ListingFilter): Promise<number> {
  if (type === 'Practitioner') return countProviders(db, filter);
  if (type === 'PractitionerRole') return countAffiliations(db, filter);
  return countFacilities(db, filter);
}

/** What a deleted resource of each type was: its tombstones are kept under this kind. */
const REMOVAL_KIND = {
  Organization: 'facility',
  Location: 'facility',
  HealthcareService: 'facility',
  Practitioner: 'provider',
  PractitionerRole: 'affiliation',
} as const;

/** Included resources are read whole, up to this many per search page. */
const MAX_INCLUDED = 1_000;

/** The resources a page's `_include`s name and its `_revinclude`s point back from it. */
async function includedResources(
  db: Database,
  type: DirectoryType,
  matches: Resource[],
  search: ParsedSearch,
  systems: Systems,
) {
  const ids = matches.map((resource) => resource.id ?? '');
  if (!ids.length) return [];
  const reads: Promise<Page>[] = [];
  const page = { count: MAX_INCLUDED };
  for (const include of search.includes) {
    const [, target] = include.split(':');
    if (type === 'PractitionerRole') {
      const roles = matches as {
        practitioner?: { reference?: string };
        organization?: { reference?: string };
      }[];
      const providerIds = roles.map((role) => role.practitioner?.reference?.split('/')[1] ?? '');
      const facilityIds = roles.map((role) => role.organization?.reference?.split('/')[1] ?? '');
      if (target === 'practitioner')
        reads.push(readPage(db, 'Practitioner', { ids: [providerIds] }, page, systems));
      else
        reads.push(
          readPage(
            db,
            target === 'location' ? 'Location' : 'Organization',
            { ids: [facilityIds] },
            page,
            systems,
          ),
        );
    } else {
      // Location:organization, HealthcareService:location and :organization: the same facility.
      reads.push(
        readPage(db, target === 'location' ? 'Location' : 'Organization', { ids: [ids] }, page, systems),
      );
    }
  }
  for (const revinclude of search.revincludes) {
    const [source] = revinclude.split(':') as [DirectoryType];
    const filter: ListingFilter =
      source === 'PractitionerRole'
        ? type === 'Practitioner'
          ? { providerIds: [ids] }
          : { facilityIds: [ids] }
        : { ids: [ids] };
    reads.push(readPage(db, source, filter, page, systems));
  }
  const pages = await Promise.all(reads);
  const seen = new Set<string>();
  return pages
    .flatMap((included) => included.resources)
    .filter((resource) => {
      const key = `${resource.resourceType}/${resource.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const fullUrl = (systems: Systems, resource: Resource) =>
  `${systems.base}/${resource.resourceType}/${resource.id}`;

/** A search's answer: a `searchset` Bundle with its matches, what they include, its total and its links. */
export async function searchDirectory(
  db: Database,
  type: DirectoryType,
  search: ParsedSearch,
  { systems, now }: { systems: Systems; now: Date },
): Promise<Bundle> {
  const near = Boolean(search.filter.near);
  const page: PageRequest = {
    count: search.count,
    after: near ? undefined : search.cursor.after,
    offset: near ? (search.cursor.offset ?? 0) : undefined,
  };
  // The first page counts its matches unless told not to, but a `near` search (finding the nearest, often
  // from a phone) counts only when asked: counting would double its work.
  const firstPage = !search.cursor.after && !search.cursor.offset;
  const wantsTotal =
    search.total === 'accurate' ||
    search.total === 'estimate' ||
    (search.total === undefined && firstPage && !near);
  const [found, total] = await Promise.all([
    search.count > 0
      ? readPage(db, type, search.filter, page, systems)
      : Promise.resolve({ resources: [], more: false, lastId: undefined }),
    wantsTotal || search.count === 0 ? countOf(db, type, search.filter) : Promise.resolve(undefined),
  ]);
  const included = await includedResources(db, type, found.resources, search, systems);
  const link = (cursor?: string) => {
    const params = new URLSearchParams(search.used);
    params.set('_count', String(search.count));
    if (cursor) params.set('_cursor', cursor);
    return `${systems.base}/${type}?${params.toString()}`;
  };
  const selfCursor = search.cursor.after
    ? `a.${search.cursor.after}`
    : search.cursor.offset
      ? `o.${search.cursor.offset}`
      : undefined;
  const nextCursor = near ? `o.${(page.offset ?? 0) + search.count}` : `a.${found.lastId}`;
  const entries: BundleEntry[] = [
    ...found.resources.map((resource) => ({
      fullUrl: fullUrl(systems, resource),
      resource,
      search: { mode: 'match' as const },
    })),
    ...included.map((resource) => ({
      fullUrl: fullUrl(systems, resource),
      resource,
      search: { mode: 'include' as const },
    })),
  ];
  return {
    resourceType: 'Bundle',
    meta: { lastUpdated: now.toISOString() },
    type: 'searchset',
    ...(total !== undefined ? { total } : {}),
    link: [
      { relation: 'self', url: link(selfCursor) },
      ...(found.more ? [{ relation: 'next', url: link(nextCursor) }] : []),
    ],
    ...(entries.length ? { entry: entries } : {}),
  };
}

export type ReadResult = { resource: Resource } | { removedAt: string } | null;

/** One resource by id: itself, when it was removed (410), or null (404). */
export async function readDirectoryResource(
  db: Database,
  type: DirectoryType,
  id: string,
  systems: Systems,
): Promise<ReadResult> {
  const { resources } = await readPage(db, type, { ids: [[id]] }, { count: 1 }, systems);
  const [resource] = resources;
  if (resource) return { resource };
  const [removal] = await readRemovals(db, REMOVAL_KIND[type], { ids: [id], limit: 1 });
  return removal ? { removedAt: removal.removedAt } : null;
}

// --- History (ITI-91): the versions kept, which are each resource's current one, and deletions ---

const HISTORY_PARAMETERS = new Set(['_since', '_count', '_cursor', '_format', '_pretty', '_id']);

/**
 * A type's (or, with `_id`, one resource's) history since `_since`: the current version of every resource
 * changed since then, a page at a time in id order, then the deletions since then as entries without a
 * resource (tombstones), paged after them (`_cursor=d.<id>`). Only current versions are kept, so a resource
 * changed twice since `_since` appears once, as it is now.
 */
export async function readHistory(
  db: Database,
  type: DirectoryType,
  query: Record<string, string | string[] | undefined>,
  { systems, now, lenient }: { systems: Systems; now: Date; lenient: boolean },
): Promise<Bundle> {
  const one = (name: string) => {
    const value = query[name];
    if (Array.isArray(value)) throw new FhirError(400, 'invalid', `${name}: give it once.`, name);
    return value;
  };
  for (const name of Object.keys(query))
    if (!HISTORY_PARAMETERS.has(name) && !lenient)
      throw new FhirError(
        400,
        'not-supported',
        `_history has no parameter '${name}'. It answers _since, _count.`,
        name,
      );
  const since = one('_since');
  const sinceRange = since === undefined ? undefined : instantRange(since);
  if (sinceRange === null)
    throw new FhirError(
      400,
      'invalid',
      `_since: '${since ?? ''}' is not an instant with a time zone.`,
      '_since',
    );
  const countText = one('_count');
  const count = countText === undefined ? DEFAULT_COUNT : pageCount(countText);
  const cursor = one('_cursor');
  const { after, removalsAfter } = cursor === undefined ? {} : historyCursor(cursor);
  const id = one('_id');
  const sinceAt = sinceRange?.[0].toISOString();
  const filter: ListingFilter = {
    ...(id !== undefined ? { ids: [[id]] } : {}),
    ...(sinceAt ? { lastUpdated: [{ comparator: 'ge' as const, at: sinceAt }] } : {}),
  };
  const current =
    removalsAfter === undefined
      ? await readPage(db, type, filter, { count, after }, systems)
      : { resources: [], more: false, lastId: undefined };
  // The deletions follow the current versions, in the room a page has left (one more, to know of the next).
  const room = count - current.resources.length;
  const removalsRead =
    current.more || count === 0
      ? []
      : await readRemovals(db, REMOVAL_KIND[type], {
          ...(id !== undefined ? { ids: [id] } : {}),
          ...(sinceAt ? { since: sinceAt } : {}),
          ...(removalsAfter ? { after: removalsAfter } : {}),
          limit: room + 1,
        });
  const removals = removalsRead.slice(0, room);
  const next = current.more
    ? `a.${current.lastId ?? ''}`
    : removalsRead.length > room
      ? `d.${removals.at(-1)?.id ?? removalsAfter ?? ''}`
      : undefined;
  const link = (next?: string) => {
    const params = new URLSearchParams();
    if (since) params.set('_since', since);
    params.set('_count', String(count));
    if (next) params.set('_cursor', next);
    return `${systems.base}/${type}${id !== undefined ? `/${id}` : ''}/_history?${params.toString()}`;
  };
  const entries: BundleEntry[] = [
    ...current.resources.map((resource) => ({
      fullUrl: fullUrl(systems, resource),
      resource,
      request: { method: 'PUT' as const, url: `${type}/${resource.id ?? ''}` },
      response: {
        status: '200',
        etag: `W/"${resource.meta?.versionId ?? ''}"`,
        ...(resource.meta?.lastUpdated ? { lastModified: resource.meta.lastUpdated } : {}),
      },
    })),
    ...removals.map((removal) => ({
      fullUrl: `${systems.base}/${type}/${removal.id}`,
      request: { method: 'DELETE' as const, url: `${type}/${removal.id}` },
      response: { status: '410', lastModified: removal.removedAt },
    })),
  ];
  return {
    resourceType: 'Bundle',
    meta: { lastUpdated: now.toISOString() },
    type: 'history',
    link: [
      { relation: 'self', url: link(cursor) },
      ...(next && count > 0 ? [{ relation: 'next', url: link(next) }] : []),
    ],
    ...(entries.length ? { entry: entries } : {}),
  };
}

// --- CareFinder's own code systems ---

export const OWN_CODE_SYSTEM_NAMES = Object.keys(OWN_CODE_SYSTEMS) as OwnCodeSystem[];

const computableName = (name: string) =>
  `CareFinder${name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())}`;

/** One of CareFinder's lists as a CodeSystem: the ADMIN-curated ones from the taxonomy, the fixed ones from the code. */
export async function readCodeSystem(
  db: Database,
  name: OwnCodeSystem,
  systems: Systems,
): Promise<CodeSystem> {
  const { title, kind } = OWN_CODE_SYSTEMS[name];
  const concept = kind
    ? (await readTaxonomy(db, kind)).map((term) => ({
        code: term.slug,
        display: term.name,
        ...(term.description ? { definition: term.description } : {}),
      }))
    : Object.entries(FIXED_CODES[name as keyof typeof FIXED_CODES]).map(([code, display]) => ({
        code,
        display,
      }));
  return withMeta<CodeSystem>(
    {
      resourceType: 'CodeSystem',
      id: name,
      url: systems.codeSystem(name),
      name: computableName(name),
      title,
      status: 'active',
      publisher: 'CareFinder',
      caseSensitive: true,
      content: 'complete',
      count: concept.length,
      ...(concept.length ? { concept } : {}),
    },
    undefined,
  );
}
