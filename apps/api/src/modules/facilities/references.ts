import type { ProblemFieldError, TaxonomyKind } from '@carefinder/contracts';
import { TAXONOMY_ENTITY } from '../taxonomies/service.ts';

/*
 * The references of a listing write (facility or provider): taxonomy entries by slug, the state by alias and
 * the LGA by slug. Each unknown one becomes an error naming where it was sent (`services.2.slug`,
 * `place.state.alias`), so one 400 lists them all. The lookups are given: the service binds the
 * repository's queries to the write's transaction.
 */

/** The reads that resolving references needs. */
export interface ReferenceLookups {
  /** The entries the (kind, slug) pairs name, by their slug or by an old slug kept after a rename. */
  termsBySlug(
    references: readonly { kind: TaxonomyKind; slug: string }[],
  ): Promise<readonly { kind: TaxonomyKind; askedSlug: string; id: number; slug: string }[]>;
  stateByAlias(alias: string): Promise<{ id: number; alias: string } | undefined>;
  lgaOfState(stateId: number, slug: string): Promise<{ id: number; slug: string } | undefined>;
}

/** A list of term references of one kind, e.g. the body's `services`, or `facilityType` as a list of one. */
export interface TermList {
  kind: TaxonomyKind;
  /** The body path of each reference's slug. */
  references: readonly { slug: string; path: string }[];
}

export interface ResolvedTerm {
  id: number;
  /** The entry's own slug (an old slug sent is answered with the current one). */
  slug: string;
}

/**
 * The entries of each list, each once, ordered by slug (the order the ETag and the audit log use); unknown
 * slugs are pushed onto `errors`.
 */
export async function resolveTermLists<Field extends string>(
  lookups: ReferenceLookups,
  lists: Partial<Record<Field, TermList>>,
  errors: ProblemFieldError[],
): Promise<Partial<Record<Field, ResolvedTerm[]>>> {
  const entries = Object.entries(lists) as [Field, TermList][];
  const rows = await lookups.termsBySlug(
    entries.flatMap(([, list]) => list.references.map(({ slug }) => ({ kind: list.kind, slug }))),
  );
  const found = new Map(rows.map((row) => [`${row.kind}/${row.askedSlug}`, row]));
  const resolved: Partial<Record<Field, ResolvedTerm[]>> = {};
  for (const [field, { kind, references }] of entries) {
    const terms = new Map<number, ResolvedTerm>();
    for (const { slug, path } of references) {
      const row = found.get(`${kind}/${slug}`);
      if (row) terms.set(row.id, { id: row.id, slug: row.slug });
      else errors.push({ path, message: `No ${TAXONOMY_ENTITY[kind]} has the slug "${slug}".` });
    }
    resolved[field] = [...terms.values()].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  }
  return resolved;
}

export interface ResolvedPlace {
  stateId: number | null;
  stateAlias: string | null;
  lgaId: number | null;
  lgaSlug: string | null;
}

/**
 * The state and LGA after a write: those sent (undefined: unchanged, null: none) over the current ones. The
 * LGA must be one of the state's; moving a listing to another state needs an LGA of that state (or none).
 */
export async function resolvePlace(
  lookups: ReferenceLookups,
  sent: { state?: { alias: string } | null; lga?: { slug: string } | null },
  current: ResolvedPlace,
  errors: ProblemFieldError[],
): Promise<ResolvedPlace> {
  let { stateId, stateAlias } = current;
  if (sent.state === null) [stateId, stateAlias] = [null, null];
  else if (sent.state !== undefined) {
    const state = await lookups.stateByAlias(sent.state.alias);
    if (!state) {
      errors.push({
        path: 'place.state.alias',
        message: `No state has the alias "${sent.state.alias}" (lowercase with underscores, e.g. akwa_ibom).`,
      });
      // The LGA cannot be checked against a state that does not exist.
      return current;
    }
    [stateId, stateAlias] = [state.id, state.alias];
  }

  const stateChanged = stateId !== current.stateId;
  if (sent.lga === null || (sent.lga === undefined && current.lgaId === null))
    return { stateId, stateAlias, lgaId: null, lgaSlug: null };
  if (sent.lga === undefined) {
    if (!stateChanged) return { stateId, stateAlias, lgaId: current.lgaId, lgaSlug: current.lgaSlug };
    errors.push({
      path: 'place.lga',
      message: `"${current.lgaSlug}" is not an LGA of the new state: give one of its LGAs, or none (null).`,
    });
    return current;
  }
  if (stateId === null) {
    errors.push({ path: 'place.lga.slug', message: 'Give the state of the LGA too.' });
    return current;
  }
  const lga = await lookups.lgaOfState(stateId, sent.lga.slug);
  if (!lga) {
    errors.push({
      path: 'place.lga.slug',
      message: `No LGA of ${stateAlias} has the slug "${sent.lga.slug}" (GET /api/states/${stateAlias}/lgas).`,
    });
    return current;
  }
  return { stateId, stateAlias, lgaId: lga.id, lgaSlug: lga.slug };
}

/** Spec §5 coordinates come in pairs: latitude and longitude, or neither. */
function checkCoordinatePair(
  latitude: number | null,
  longitude: number | null,
  errors: ProblemFieldError[],
): void {
  if (latitude !== null && longitude === null)
    errors.push({ path: 'place.longitude', message: 'Give the longitude with the latitude, or neither.' });
  if (latitude === null && longitude !== null)
    errors.push({ path: 'place.latitude', message: 'Give the latitude with the longitude, or neither.' });
}

/** Where a write body says a listing is (each field: undefined keeps it, null clears it). */
export interface PlaceSent {
  state?: { alias: string } | null;
  lga?: { slug: string } | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** What a write body sends of a listing's references: term lists by body field, and the place. */
export type ListingReferencesSent<Field extends string> = {
  [Key in Field]?: readonly { slug: string }[] | undefined;
} & { place?: PlaceSent | undefined };

/** A listing before a write, as far as its references go. */
export interface ListingReferencesBefore<Field extends string> {
  place: ResolvedPlace;
  latitude: number | null;
  longitude: number | null;
  /** Every term the listing carries, with its kind. */
  termIds: readonly { id: number; kind: TaxonomyKind }[];
  /** The slugs of each term list, as its editable state has them. */
  slugs: Record<Field, string[]>;
}

/**
 * The references of a listing after a write: each term list sent (by body field, of the kinds `termFields`
 * names) replaces the listing's terms of that kind, the others stay; the place is resolved over the current
 * one, coordinates kept in pairs. Problems are pushed onto `errors`.
 */
export async function resolveReferences<Field extends string>(
  lookups: ReferenceLookups,
  termFields: Record<Field, TaxonomyKind>,
  body: ListingReferencesSent<Field>,
  before: ListingReferencesBefore<Field>,
  errors: ProblemFieldError[],
) {
  const fields = Object.entries(termFields) as [Field, TaxonomyKind][];
  const lists: Partial<Record<Field, TermList>> = {};
  for (const [field, kind] of fields) {
    const references = body[field];
    if (references)
      lists[field] = {
        kind,
        references: references.map(({ slug }, index) => ({ slug, path: `${field}.${index}.slug` })),
      };
  }
  const terms = await resolveTermLists(lookups, lists, errors);
  const placeSent = body.place ?? {};
  const place = await resolvePlace(lookups, placeSent, before.place, errors);
  const latitude = placeSent.latitude === undefined ? before.latitude : placeSent.latitude;
  const longitude = placeSent.longitude === undefined ? before.longitude : placeSent.longitude;
  checkCoordinatePair(latitude, longitude, errors);

  const slugs = {} as Record<Field, string[]>;
  const termIds: number[] = [];
  for (const [field, kind] of fields) {
    const sent = terms[field];
    slugs[field] = sent ? sent.map((term) => term.slug) : before.slugs[field];
    termIds.push(...(sent ?? before.termIds.filter((term) => term.kind === kind)).map((term) => term.id));
  }
  return { place, latitude, longitude, termIds, slugs };
}

/** The links to add and to remove to go from one set of term ids to another. */
export function termLinkChanges(before: readonly { id: number }[], after: readonly number[]) {
  const beforeIds = new Set(before.map((term) => term.id));
  const afterIds = new Set(after);
  return {
    add: [...afterIds].filter((id) => !beforeIds.has(id)),
    remove: [...beforeIds].filter((id) => !afterIds.has(id)),
  };
}
