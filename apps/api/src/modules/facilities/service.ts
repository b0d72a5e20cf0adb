import { isDeepStrictEqual } from 'node:util';
import {
  dayInNigeria,
  FIELDS_THE_FACILITY_KEEPS,
  hoursAt,
  isReadinessCurrent,
  moveToReview,
  openingStatus,
  PROBLEM_TYPES,
  type AdminFacilityList,
  type AdminListingQuery,
  type FacilityCreate,
  type FacilityDetail,
  type FacilityPatch,
  type ProblemFieldError,
  type ReadinessConfirmer,
  type ReadinessEntry,
  type ReadinessImportInput,
  type ReadinessImportResult,
  type ReadinessImportRow,
  type TaxonomyKind,
  type TaxonomyTerm,
} from '@carefinder/contracts';
import type { Database, StoredPlace } from '@carefinder/db';
import { clashesAs } from '../../lib/database-errors.ts';
import { assertCurrent, etagOf } from '../../lib/etag.ts';
import { normalisePhones } from '../../lib/phone.ts';
import { fieldProblem, HttpProblem, typedProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { recordAudited } from '../audit/service.ts';
import { photosOfFacility } from '../facility-photos/service.ts';
import { keepMoveForReview, withdrawPendingMove } from '../facility-moves/service.ts';
import { providersAtFacility } from '../affiliations/service.ts';
import { termsOfListing } from '../taxonomies/service.ts';
import { presentPlace, type PlaceRow } from '../../lib/place.ts';
import { termsOfKind } from '../../lib/listing-terms.ts';
import { editableReadiness, resolveReadiness, type ReadinessFact } from './readiness.ts';
import { facilityKeysOf, readReadinessCsv, type ReadinessCsvRow } from './readiness-import.ts';
import {
  resolveReferences,
  resolveTermLists,
  termLinkChanges,
  type ListingReferencesBefore,
  type ListingReferencesSent,
  type ReferenceLookups,
  type ResolvedPlace,
} from './references.ts';
import {
  changeFacilityTerms,
  findFacilitiesPage,
  findFacilityMembership,
  insertMembership,
  findFacilityRow,
  findFacilitiesByIdOrCode,
  findFacilityTermLinks,
  findHoursExceptions,
  findLgaOfState,
  findOpeningHours,
  findReadiness,
  findReadinessOf,
  findStateByAlias,
  findTermsBySlug,
  insertFacility,
  lockFacility,
  insertClosureExceptions,
  renameClosureExceptions,
  replaceHoursExceptions,
  replaceOpeningHours,
  replaceReadiness,
  updateFacility,
  upsertReadiness,
  type FacilitiesToClose,
  type FacilityValues,
} from './repository.ts';

export { termLinkChanges } from './references.ts';

/**
 * An ADMIN's closure of many facilities (modules/closures): every active facility matching, without dated
 * hours on those days, closed on them with its reason; how many. In the closure's transaction.
 */
export const closeFacilitiesFor = (
  tx: Database,
  match: FacilitiesToClose,
  closure: { id: number; from: string; to: string; reason: string },
): Promise<number> => insertClosureExceptions(tx, match, closure);

/** A closure's new reason, on every facility it closed. */
export const renameClosure = (tx: Database, closureId: number, reason: string) =>
  renameClosureExceptions(tx, closureId, reason);
export type { ResolvedPlace } from './references.ts';

/** The repository's reference lookups, on one database handle (a write's transaction). */
const referenceLookups = (db: Database): ReferenceLookups => ({
  termsBySlug: (references) => findTermsBySlug(db, references),
  stateByAlias: (alias) => findStateByAlias(db, alias),
  lgaOfState: (stateId, slug) => findLgaOfState(db, stateId, slug),
});

/**
 * The references of a facility or provider write resolved (references.ts: `resolveReferences`), read in
 * `db`; problems are pushed onto `errors`.
 */
export function resolveListingReferences<Field extends string>(
  db: Database,
  termFields: Record<Field, TaxonomyKind>,
  body: ListingReferencesSent<Field>,
  before: ListingReferencesBefore<Field>,
  errors: ProblemFieldError[],
) {
  return resolveReferences(referenceLookups(db), termFields, body, before, errors);
}

/** The entries these slugs of one list name now (an old slug kept after a rename names its entry), by slug asked. */
export async function termsBySlug(
  db: Database,
  kind: TaxonomyKind,
  slugs: readonly string[],
): Promise<Map<string, TaxonomyTerm>> {
  const rows = await findTermsBySlug(
    db,
    slugs.map((slug) => ({ kind, slug })),
  );
  return new Map(rows.map((row) => [row.askedSlug, { slug: row.slug, name: row.name }]));
}

type FacilityRow = NonNullable<Awaited<ReturnType<typeof findFacilityRow>>>['facility'];

/** Provenance of a registry-derived listing; null for listings that did not come from a dataset. */
function provenanceOf(facility: FacilityRow): FacilityDetail['provenance'] {
  if (facility.sourceDataset === null || facility.sourceId === null) return null;
  return {
    dataset: facility.sourceDataset,
    licence: facility.sourceLicence ?? '',
    sourceId: facility.sourceId,
    lastUpdated: facility.sourceLastUpdated,
  };
}

/** The facility's readiness as its page reads it, each fact current or not on `now`'s day in Nigeria. */
async function readinessEntries(db: Database, facilityId: string, now: Date): Promise<ReadinessEntry[]> {
  const today = dayInNigeria(now);
  return (await findReadiness(db, facilityId)).map(({ slug, name, ...fact }) => ({
    capability: { slug, name },
    ...fact,
    current: isReadinessCurrent(fact.confirmedAt, today),
  }));
}

/**
 * Everything a facility page shows, in seven queries run together (no query per provider or term), with
 * today's opening status in Nigeria at `now`. Unknown and malformed ids are both 404.
 */
export async function getFacilityDetail(db: Database, id: string, now: Date): Promise<FacilityDetail> {
  if (!isUuid(id)) throw new HttpProblem(404, 'No facility has this id.');
  const [row, hours, exceptions, readiness, terms, photos, providers] = await Promise.all([
    findFacilityRow(db, id),
    findOpeningHours(db, id),
    findHoursExceptions(db, id),
    readinessEntries(db, id, now),
    termsOfListing(db, 'facility', id),
    photosOfFacility(db, id),
    providersAtFacility(db, id),
  ]);
  if (!row) throw new HttpProblem(404, 'No facility has this id.');
  const { facility } = row;
  return {
    id: facility.id,
    name: facility.name,
    keywords: facility.keywords,
    facilityType:
      row.typeSlug !== null && row.typeName !== null ? { slug: row.typeSlug, name: row.typeName } : null,
    ownership: facility.ownership,
    ownershipDetail: facility.ownershipDetail,
    level: facility.level,
    nhfrUid: facility.nhfrUid,
    nhfrCode: facility.nhfrCode,
    place: presentPlace({ ...row, ...facility }),
    phones: facility.phones,
    email: facility.email,
    website: facility.website,
    description: facility.description,
    languages: facility.languages,
    openingHours: hours,
    hoursExceptions: exceptions,
    openingStatus: openingStatus(hoursAt(hours, exceptions, now), now),
    services: termsOfKind(terms, 'services'),
    specialties: termsOfKind(terms, 'specialties'),
    insurance: termsOfKind(terms, 'insurance'),
    awards: termsOfKind(terms, 'awards'),
    readiness,
    photos,
    providers: providers.map(({ firstName, lastName, ...provider }) => ({
      ...provider,
      name: `${firstName} ${lastName}`,
    })),
    averageRating: facility.averageRating,
    reviewsCount: facility.reviewsCount,
    lastVerifiedAt: facility.lastVerifiedAt?.toISOString() ?? null,
    status: facility.status,
    managed: row.managed,
    isDemo: facility.isDemo,
    provenance: provenanceOf(facility),
    updatedAt: facility.updatedAt.toISOString(),
    updatedByFacilityAt: facility.updatedByFacilityAt?.toISOString() ?? null,
  };
}

// --- The facility's team, for the modules that change it (team, claims) or ask about it (me, reviews) ---

/** Whether the user is on the facility's team now (read on every write: DESIGN §4). */
export const isFacilityMember = async (db: Database, userId: string, facilityId: string) =>
  (await findFacilityMembership(db, userId, facilityId)).isMember;

/** Whether the facility exists and, if it does, whether the user is on its team. */
export const facilityMembershipOf = (
  db: Database,
  userId: string,
  facilityId: string,
): Promise<{ exists: boolean; isMember: boolean }> => findFacilityMembership(db, userId, facilityId);

/** What a change to a facility's team reads of the facility: its name (for the e-mail) and its status. */
export interface TeamFacility {
  id: string;
  name: string;
  status: FacilityDetail['status'];
}

/**
 * The facility whose team is about to change, locked until the transaction ends as the facility's own writes
 * lock it, so the team change and a close of the facility take turns; undefined when there is none.
 */
export async function lockFacilityTeam(tx: Database, facilityId: string): Promise<TeamFacility | undefined> {
  const row = await lockFacility(tx, facilityId);
  return row && { id: row.id, name: row.name, status: row.status };
}

/**
 * Puts the account on the facility's team (call it holding `lockFacilityTeam`); false when it was on it
 * already. The account's role and active facility are the caller's to set.
 */
export const addFacilityMember = (tx: Database, userId: string, facilityId: string): Promise<boolean> =>
  insertMembership(tx, userId, facilityId);

/** A table row's state and LGA (facilities and providers), from the place name columns of its query. */
export function placeNamesOf(row: Pick<PlaceRow, 'stateAlias' | 'stateName' | 'lgaSlug' | 'lgaName'>) {
  const { state, lga } = presentPlace({ ...row, address: null, latitude: null, longitude: null });
  return { state, lga };
}

/** The admin table: facilities of any status by name or NHFR code, status and state, a page at a time. */
export async function listFacilitiesForAdmin(
  db: Database,
  query: AdminListingQuery,
): Promise<AdminFacilityList> {
  const { rows, total } = await findFacilitiesPage(db, query);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      facilityType:
        row.typeSlug !== null && row.typeName !== null ? { slug: row.typeSlug, name: row.typeName } : null,
      nhfrCode: row.nhfrCode,
      ...placeNamesOf(row),
      status: row.status,
      averageRating: row.averageRating,
      reviewsCount: row.reviewsCount,
      isDemo: row.isDemo,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

// --- Writes (ADMIN; DESIGN §4 "Writes") ---

/** Who writes, when, and where the change and its audit entry go (one transaction). */
export interface ListingWriter {
  db: Database;
  audit: AuditLog;
  actorId: string;
  now: Date;
}

/** What the audit log calls a facility (`facility.update`, `facility.member.add`). */
export const FACILITY_ENTITY = 'facility';

/**
 * How a facility's parts are changed: `change` runs in a transaction holding the facility's lock (so two
 * changes at once are taken in turn), and the facility is dated as changed, "by the facility" too when its
 * own team made the change. A facility that does not exist is a 404.
 */
export const changeFacilityPart =
  (writer: ListingWriter, facilityId: string, { byTheFacility }: { byTheFacility: boolean }) =>
  <Result>(change: (tx: Database) => Promise<Result>): Promise<Result> =>
    writer.db.transaction(async (tx) => {
      if (!isUuid(facilityId) || !(await lockFacility(tx, facilityId)))
        throw new HttpProblem(404, 'No facility has this id.');
      const result = await change(tx);
      await updateFacility(tx, facilityId, {
        updatedAt: writer.now,
        ...(byTheFacility ? { updatedByFacilityAt: writer.now } : {}),
      });
      return result;
    });

/** A list's slugs in one order (by slug), whatever the order of names the page shows them in. */
export const slugsOf = (terms: readonly TaxonomyTerm[]): string[] =>
  terms.map((term) => term.slug).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * What an editor changes, in one order: what the ETag and the audit entry are made of. Terms and places by
 * slug and alias (a renamed entry's name does not make a facility stale); not the rating, counts, timestamps,
 * opening status, photos, providers (edited on the provider) or provenance (the importer's).
 */
export function editableFacility(facility: FacilityDetail) {
  const { place } = facility;
  return {
    name: facility.name,
    keywords: facility.keywords,
    facilityType: facility.facilityType?.slug ?? null,
    ownership: facility.ownership,
    ownershipDetail: facility.ownershipDetail,
    level: facility.level,
    nhfrUid: facility.nhfrUid,
    nhfrCode: facility.nhfrCode,
    place: {
      state: place.state?.alias ?? null,
      lga: place.lga?.slug ?? null,
      ward: place.ward,
      address: place.address,
      latitude: place.latitude,
      longitude: place.longitude,
    },
    phones: facility.phones,
    email: facility.email,
    website: facility.website,
    description: facility.description,
    languages: facility.languages,
    openingHours: facility.openingHours.map(({ day, open, close, isAlwaysOpen, isClosed }) => ({
      day,
      open,
      close,
      isAlwaysOpen,
      isClosed,
    })),
    hoursExceptions: facility.hoursExceptions,
    services: slugsOf(facility.services),
    specialties: slugsOf(facility.specialties),
    insurance: slugsOf(facility.insurance),
    awards: slugsOf(facility.awards),
    readiness: editableReadiness(facility.readiness),
    lastVerifiedAt: facility.lastVerifiedAt,
    status: facility.status,
  };
}
export type EditableFacility = ReturnType<typeof editableFacility>;

export const facilityEtag = (facility: FacilityDetail) => etagOf(editableFacility(facility));

/** The term lists of a facility write, by body field. */
const FACILITY_TERM_FIELDS = {
  services: 'services',
  specialties: 'specialties',
  insurance: 'insurance',
  awards: 'awards',
} as const satisfies Record<string, TaxonomyKind>;
type FacilityTermField = keyof typeof FACILITY_TERM_FIELDS;

/** What a facility is before a write: its editable state and the ids behind its references. */
interface FacilityBefore {
  state: EditableFacility;
  facilityTypeId: number | null;
  place: ResolvedPlace;
  termIds: { id: number; kind: TaxonomyKind }[];
}

/** A new facility before its first write: what the columns default to. */
const NEW_FACILITY: FacilityBefore = {
  state: {
    name: '',
    keywords: '',
    facilityType: null,
    ownership: 'unknown',
    ownershipDetail: null,
    level: 'unknown',
    nhfrUid: null,
    nhfrCode: null,
    place: { state: null, lga: null, ward: null, address: null, latitude: null, longitude: null },
    phones: [],
    email: null,
    website: null,
    description: null,
    languages: [],
    openingHours: [],
    hoursExceptions: [],
    services: [],
    specialties: [],
    insurance: [],
    awards: [],
    readiness: [],
    lastVerifiedAt: null,
    status: 'active',
  },
  facilityTypeId: null,
  place: { stateId: null, stateAlias: null, lgaId: null, lgaSlug: null },
  termIds: [],
};

/** The facility after the write: its editable state, its columns, the term ids it then carries and its readiness. */
interface FacilityAfter {
  state: EditableFacility;
  values: Omit<FacilityValues, 'createdAt' | 'updatedAt'>;
  termIds: number[];
  /** The readiness facts to write; null when the write leaves readiness as it is. */
  readiness: ReadinessFact[] | null;
}

const FACILITY_KINDS = new Set<TaxonomyKind>(Object.values(FACILITY_TERM_FIELDS));

/**
 * Applies a write body to the facility as it is: every reference resolved (taxonomy slugs, state alias, LGA
 * slug of that state), phones normalised (spec §5), coordinates in pairs. Every problem is collected, so one
 * 400 names each field that is wrong.
 */
async function applyFacilityWrite(
  db: Database,
  before: FacilityBefore,
  body: FacilityPatch,
  now: Date,
): Promise<FacilityAfter> {
  const errors: ProblemFieldError[] = [];
  const type = body.facilityType
    ? await resolveTermLists(
        referenceLookups(db),
        {
          facilityType: {
            kind: 'facility-types',
            references: [{ slug: body.facilityType.slug, path: 'facilityType.slug' }],
          },
        },
        errors,
      )
    : {};
  const references = await resolveListingReferences<FacilityTermField>(
    db,
    FACILITY_TERM_FIELDS,
    body,
    {
      place: before.place,
      latitude: before.state.place.latitude,
      longitude: before.state.place.longitude,
      termIds: before.termIds,
      slugs: before.state,
    },
    errors,
  );
  const readiness = body.readiness
    ? await resolveReadiness(referenceLookups(db), body.readiness, dayInNigeria(now), errors)
    : null;
  const phones = body.phones ? normalisePhones(body.phones, before.state.phones) : null;
  if (phones) errors.push(...phones.errors);
  if (errors.length) throw new HttpProblem(400, errors[0]!.message, errors);

  const facilityType =
    body.facilityType === undefined
      ? { id: before.facilityTypeId, slug: before.state.facilityType }
      : (type.facilityType?.[0] ?? { id: null, slug: null });
  const { place } = references;
  const placeSent = body.place ?? {};
  const pick = <Value>(sent: Value | undefined, kept: Value): Value => (sent === undefined ? kept : sent);

  const state: EditableFacility = {
    name: pick(body.name, before.state.name),
    keywords: pick(body.keywords, before.state.keywords),
    facilityType: facilityType.slug,
    ownership: pick(body.ownership, before.state.ownership),
    ownershipDetail: pick(body.ownershipDetail, before.state.ownershipDetail),
    level: pick(body.level, before.state.level),
    nhfrUid: pick(body.nhfrUid, before.state.nhfrUid),
    nhfrCode: pick(body.nhfrCode, before.state.nhfrCode),
    place: {
      state: place.stateAlias,
      lga: place.lgaSlug,
      ward: pick(placeSent.ward, before.state.place.ward),
      address: pick(placeSent.address, before.state.place.address),
      latitude: references.latitude,
      longitude: references.longitude,
    },
    phones: phones?.phones ?? before.state.phones,
    email: pick(body.email, before.state.email),
    website: pick(body.website, before.state.website),
    description: pick(body.description, before.state.description),
    languages: pick(body.languages, before.state.languages),
    openingHours: pick(body.openingHours, before.state.openingHours),
    hoursExceptions: pick(body.hoursExceptions, before.state.hoursExceptions),
    ...references.slugs,
    readiness: readiness?.state ?? before.state.readiness,
    lastVerifiedAt:
      body.lastVerifiedAt === undefined
        ? before.state.lastVerifiedAt
        : body.lastVerifiedAt && new Date(body.lastVerifiedAt).toISOString(),
    status: pick(body.status, before.state.status),
  };
  return {
    state,
    termIds: references.termIds,
    readiness: readiness?.facts ?? null,
    values: {
      name: state.name,
      keywords: state.keywords,
      facilityTypeId: facilityType.id,
      ownership: state.ownership,
      ownershipDetail: state.ownershipDetail,
      level: state.level,
      nhfrUid: state.nhfrUid,
      nhfrCode: state.nhfrCode,
      stateId: place.stateId,
      lgaId: place.lgaId,
      ward: state.place.ward,
      address: state.place.address,
      latitude: state.place.latitude,
      longitude: state.place.longitude,
      phones: state.phones,
      email: state.email,
      website: state.website,
      description: state.description,
      languages: state.languages,
      lastVerifiedAt: state.lastVerifiedAt === null ? null : new Date(state.lastVerifiedAt),
      status: state.status,
    },
  };
}

/** The facility as it is inside the write's transaction, locked; 404 when there is none. */
async function lockedFacility(db: Database, id: string, now: Date) {
  const row = isUuid(id) ? await lockFacility(db, id) : undefined;
  if (!row) throw new HttpProblem(404, 'No facility has this id.');
  const detail = await getFacilityDetail(db, id, now);
  const termIds = await findFacilityTermLinks(db, id);
  const before: FacilityBefore = {
    state: editableFacility(detail),
    facilityTypeId: row.facilityTypeId,
    place: {
      stateId: row.stateId,
      stateAlias: detail.place.state?.alias ?? null,
      lgaId: row.lgaId,
      lgaSlug: detail.place.lga?.slug ?? null,
    },
    termIds: termIds.filter((term) => FACILITY_KINDS.has(term.kind)),
  };
  return { detail, before };
}

/** A second facility with the same NHFR uid is a 409 naming the field. */
const namingConflicts = <Result>(write: () => Promise<Result>): Promise<Result> =>
  clashesAs(write, () => fieldProblem(409, 'nhfrUid', 'Another facility has this NHFR uid.'));

export async function createFacility(writer: ListingWriter, body: FacilityCreate): Promise<FacilityDetail> {
  const id = await namingConflicts(() =>
    writer.db.transaction(async (tx) => {
      const after = await applyFacilityWrite(tx, NEW_FACILITY, body, writer.now);
      const row = await insertFacility(tx, { ...after.values, createdAt: writer.now, updatedAt: writer.now });
      await replaceOpeningHours(tx, row.id, after.state.openingHours);
      await replaceHoursExceptions(tx, row.id, after.state.hoursExceptions);
      if (after.readiness) await replaceReadiness(tx, row.id, after.readiness, 'carefinder');
      await changeFacilityTerms(tx, row.id, { add: after.termIds, remove: [] });
      await recordAudited(writer, FACILITY_ENTITY, row.id, 'create', { after: after.state }, tx);
      return row.id;
    }),
  );
  return getFacilityDetail(writer.db, id, writer.now);
}

/** The paths of the fields a write changes that its team does not keep (a place's parts one by one). */
function changedFieldsNotTheTeams(before: EditableFacility, after: EditableFacility): string[] {
  const kept: readonly (keyof EditableFacility)[] = FIELDS_THE_FACILITY_KEEPS;
  return (Object.keys(after) as (keyof EditableFacility)[])
    .filter((field) => !kept.includes(field) && !isDeepStrictEqual(after[field], before[field]))
    .flatMap((field) =>
      field === 'place'
        ? (Object.keys(after.place) as (keyof EditableFacility['place'])[])
            .filter((part) => after.place[part] !== before.place[part])
            .map((part) => `place.${part}`)
        : [field],
    );
}

/**
 * PATCH: an ADMIN changes any field; the facility's own team (`byTheFacility`) only those it keeps
 * (FIELDS_THE_FACILITY_KEEPS), and its change dates "Updated by the facility". A move of the team's that
 * waits for an ADMIN (contracts' `moveToReview`) is kept as the facility's pending move, and the rest of the
 * change is saved without it; a place of theirs that needs no check withdraws the move waiting. `anyVersion`
 * and `placeWas`: an ADMIN's approval of such a move, decided on the move, not on a version of the facility,
 * and refused (409) when the facility is no longer where the move started. Fields sent unchanged are fine
 * either way.
 */
export async function changeFacility(
  writer: ListingWriter,
  id: string,
  body: FacilityPatch,
  ifMatch: readonly string[],
  {
    byTheFacility = false,
    anyVersion = false,
    placeWas,
    confirmer = byTheFacility ? 'facility' : 'carefinder',
  }: {
    byTheFacility?: boolean;
    anyVersion?: boolean;
    placeWas?: StoredPlace;
    /** Who the readiness facts it changes are credited to: visitors, for a correction of theirs accepted. */
    confirmer?: ReadinessConfirmer;
  } = {},
): Promise<FacilityDetail> {
  await namingConflicts(() =>
    writer.db.transaction(async (tx) => {
      const { detail, before } = await lockedFacility(tx, id, writer.now);
      if (!anyVersion) assertCurrent(ifMatch, facilityEtag(detail));
      let after = await applyFacilityWrite(tx, before, body, writer.now);
      if (placeWas && !isDeepStrictEqual(before.state.place, placeWas))
        throw new HttpProblem(
          409,
          'The facility is no longer where this move started: its place changed since. Reject the move; its ' +
            'team can ask again.',
        );
      const move = moveToReview(before.state.place, after.state.place);
      if (byTheFacility && move.needed) {
        const { place: _moved, ...rest } = body;
        await keepMoveForReview(
          { ...writer, db: tx },
          { facilityId: id, from: before.state.place, to: after.state.place, distanceKm: move.distanceKm },
        );
        after = await applyFacilityWrite(tx, before, rest, writer.now);
      } else if (byTheFacility && !isDeepStrictEqual(after.state.place, before.state.place)) {
        await withdrawPendingMove({ ...writer, db: tx }, id);
      }
      if (isDeepStrictEqual(after.state, before.state)) return;
      const notTheirs = byTheFacility ? changedFieldsNotTheTeams(before.state, after.state) : [];
      if (notTheirs.length) {
        throw typedProblem(
          PROBLEM_TYPES.notTheOwnersField,
          'These details come from the national registry or CareFinder: suggest a correction instead.',
          {
            errors: notTheirs.map((path) => ({
              path,
              message: 'This comes from the national registry or CareFinder: suggest a correction instead.',
            })),
          },
        );
      }
      await updateFacility(tx, id, {
        ...after.values,
        updatedAt: writer.now,
        ...(byTheFacility ? { updatedByFacilityAt: writer.now } : {}),
      });
      if (!isDeepStrictEqual(after.state.openingHours, before.state.openingHours))
        await replaceOpeningHours(tx, id, after.state.openingHours);
      if (!isDeepStrictEqual(after.state.hoursExceptions, before.state.hoursExceptions))
        await replaceHoursExceptions(tx, id, after.state.hoursExceptions);
      if (after.readiness && !isDeepStrictEqual(after.state.readiness, before.state.readiness))
        await replaceReadiness(tx, id, after.readiness, confirmer);
      await changeFacilityTerms(tx, id, termLinkChanges(before.termIds, after.termIds));
      await recordAudited(
        writer,
        FACILITY_ENTITY,
        id,
        'update',
        { before: before.state, after: after.state },
        tx,
      );
    }),
  );
  return getFacilityDetail(writer.db, id, writer.now);
}

/**
 * DELETE is a soft close: the facility becomes permanently_closed, so it leaves search (the index keeps no
 * closed listing) and the directory lists, while its page still answers, with its status, for a closed
 * notice; its reviews, hours and links stay, and a PATCH of `status` reopens it. Closing a closed facility
 * changes nothing.
 */
export async function closeFacility(writer: ListingWriter, id: string, ifMatch: readonly string[]) {
  await writer.db.transaction(async (tx) => {
    const { detail, before } = await lockedFacility(tx, id, writer.now);
    assertCurrent(ifMatch, facilityEtag(detail));
    if (before.state.status === 'permanently_closed') return;
    await updateFacility(tx, id, { status: 'permanently_closed', updatedAt: writer.now });
    await recordAudited(
      writer,
      FACILITY_ENTITY,
      id,
      'close',
      { before: before.state, after: { ...before.state, status: 'permanently_closed' } },
      tx,
    );
  });
}

/** Writes a move an ADMIN approved (facility-moves), in their transaction, as their audited change. */
export async function moveFacilityTo(
  writer: ListingWriter,
  id: string,
  { from, to }: { from: StoredPlace; to: StoredPlace },
): Promise<void> {
  await changeFacility(
    writer,
    id,
    {
      place: {
        state: to.state === null ? null : { alias: to.state },
        lga: to.lga === null ? null : { slug: to.lga },
        ward: to.ward,
        address: to.address,
        latitude: to.latitude,
        longitude: to.longitude,
      },
    },
    [],
    { anyVersion: true, placeWas: from },
  );
}

// --- Readiness from a ministry's list (POST /api/admin/readiness-import) ---

/** Each row of the CSV looked up in `db`: its facility and capability, and what applying it would do. */
async function readinessImportRows(db: Database, csvRows: readonly ReadinessCsvRow[]) {
  const [facilitiesByKey, capabilityRows] = await Promise.all([
    findFacilitiesByIdOrCode(db, facilityKeysOf(csvRows)),
    findTermsBySlug(
      db,
      [...new Set(csvRows.map((row) => row.capability))].map((slug) => ({
        kind: 'capabilities' as const,
        slug,
      })),
    ),
  ]);
  const capabilities = new Map(capabilityRows.map((row) => [row.askedSlug, row]));
  const held = await findReadinessOf(db, [
    ...new Set([...facilitiesByKey.values()].map((facility) => facility.id)),
  ]);
  const seen = new Set<string>();
  return csvRows.map((row) => {
    const facility = facilitiesByKey.get(row.facility) ?? null;
    const capability = capabilities.get(row.capability);
    const key = facility && capability ? `${facility.id}/${capability.id}` : null;
    const error =
      row.error ??
      (!facility ? `No facility has the id or NHFR code "${row.facility}".` : null) ??
      (!capability ? `No capability has the slug "${row.capability}".` : null) ??
      (key && seen.has(key) ? 'This facility and capability are on an earlier row.' : null);
    if (key) seen.add(key);
    const current = facility && capability ? held.get(facility.id)?.get(capability.id) : undefined;
    const outcome: ReadinessImportRow['outcome'] = error
      ? 'error'
      : !current
        ? 'new'
        : row.confirmedAt > current.confirmedAt
          ? 'newer'
          : 'unchanged';
    return {
      row: {
        line: row.line,
        facility,
        capability: capability?.slug ?? row.capability,
        confirmedAt: row.confirmedAt,
        source: row.source,
        outcome,
        error,
      } satisfies ReadinessImportRow,
      capabilityId: capability?.id ?? null,
    };
  });
}

const countsOf = (rows: readonly ReadinessImportRow[]): ReadinessImportResult['counts'] => ({
  new: rows.filter((row) => row.outcome === 'new').length,
  newer: rows.filter((row) => row.outcome === 'newer').length,
  unchanged: rows.filter((row) => row.outcome === 'unchanged').length,
  error: rows.filter((row) => row.outcome === 'error').length,
});

/**
 * An ADMIN's readiness CSV: a preview of what each row would do, or (`apply`) its new and newer facts
 * written in one transaction, credited to CareFinder, each facility's change audited; none when any row has
 * an error (a 400 naming each line). A row no newer than the facility's fact changes nothing, so the same
 * file applied twice writes nothing the second time.
 */
export async function importReadiness(
  writer: ListingWriter,
  input: ReadinessImportInput,
): Promise<ReadinessImportResult> {
  const read = readReadinessCsv(input.csv, dayInNigeria(writer.now));
  if ('problem' in read) throw fieldProblem(400, 'csv', read.problem);
  if (!input.apply) {
    const rows = (await readinessImportRows(writer.db, read.rows)).map(({ row }) => row);
    return { rows, counts: countsOf(rows), applied: false };
  }
  const rows = await writer.db.transaction(async (tx) => {
    const looked = await readinessImportRows(tx, read.rows);
    const errors = looked.flatMap(({ row }, index) =>
      row.error ? [{ path: `rows.${index}`, message: `Line ${row.line}: ${row.error}` }] : [],
    );
    if (errors.length) throw new HttpProblem(400, errors[0]!.message, errors);
    const changes = new Map<string, { capabilityId: number; confirmedAt: string; source: string }[]>();
    for (const { row, capabilityId } of looked) {
      if (row.outcome === 'unchanged' || !row.facility || capabilityId === null) continue;
      changes.set(row.facility.id, [
        ...(changes.get(row.facility.id) ?? []),
        { capabilityId, confirmedAt: row.confirmedAt, source: row.source },
      ]);
    }
    for (const [facilityId, facts] of changes) {
      await lockFacility(tx, facilityId);
      const before = editableReadiness(await readinessEntries(tx, facilityId, writer.now));
      await upsertReadiness(tx, facilityId, facts, 'carefinder');
      await updateFacility(tx, facilityId, { updatedAt: writer.now });
      const after = editableReadiness(await readinessEntries(tx, facilityId, writer.now));
      await recordAudited(
        writer,
        FACILITY_ENTITY,
        facilityId,
        'readiness-import',
        { before: { readiness: before }, after: { readiness: after } },
        tx,
      );
    }
    return looked.map(({ row }) => row);
  });
  return { rows, counts: countsOf(rows), applied: true };
}
