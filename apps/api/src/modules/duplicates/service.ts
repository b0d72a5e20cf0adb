import type {
  DuplicateFacility,
  DuplicateListQuery,
  DuplicateMergeResult,
  DuplicatePairList,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { presentPlace } from '../../lib/place.ts';
import { toE164 } from '../../lib/phone.ts';
import { fieldProblem, HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { recordAudited } from '../audit/service.ts';
import { FACILITY_ENTITY } from '../facilities/service.ts';
import {
  copyMissingTerms,
  copyOpeningHoursIfNone,
  findFacilitySummaries,
  findFlag,
  findMergedInto,
  findOpenFlags,
  findSharedAuthorReviews,
  lockFacilities,
  lockFlag,
  moveActiveFacilities,
  moveMemberships,
  movePhotos,
  moveProviders,
  moveReviews,
  putBackReviews,
  recomputeRatings,
  repointMerged,
  resolveFlag,
  resolveFlagsOf,
  takeOutReviews,
  updateFacility,
  type FacilityChanges,
  type FacilityRow,
  type FlagRow,
} from './repository.ts';

/** Who decides, when, and where the change and its audit entry go (one transaction). */
export interface DuplicateWriter {
  db: Database;
  audit: AuditLog;
  actorId: string;
  now: Date;
}

/** What the audit log calls a flag (`duplicate-flag.dismiss`). */
export const DUPLICATE_FLAG_ENTITY = 'duplicate-flag';

const NO_FLAG = (id: number) => new HttpProblem(404, `No duplicate flag has the id ${id}.`);
const ALREADY_DECIDED = new HttpProblem(
  409,
  'This pair has already been merged or dismissed (perhaps by another administrator). Reload the list.',
);

/**
 * Where the page of a facility merged into another leads: the kept facility's id, or null (any other
 * facility, an unknown id, or no id at all). The facilities module answers 301 with it.
 */
export async function mergedFacilityTarget(db: Database, facilityId: string): Promise<string | null> {
  return isUuid(facilityId) ? findMergedInto(db, facilityId) : null;
}

// --- The list ---

type SummaryRow = Awaited<ReturnType<typeof findFacilitySummaries>>[number];

const presentFacility = (row: SummaryRow): DuplicateFacility => ({
  id: row.id,
  name: row.name,
  facilityType:
    row.typeSlug !== null && row.typeName !== null ? { slug: row.typeSlug, name: row.typeName } : null,
  place: presentPlace(row),
  nhfrCode: row.nhfrCode,
  phones: row.phones,
  reviewsCount: row.reviewsCount,
  status: row.status,
});

/** The open flags, newest first, each with both facilities as an ADMIN compares them. */
export async function listDuplicates(
  db: Database,
  { page, pageSize }: DuplicateListQuery,
): Promise<DuplicatePairList> {
  const { rows, total } = await findOpenFlags(db, { limit: pageSize, offset: (page - 1) * pageSize });
  const summaries = await findFacilitySummaries(db, [
    ...new Set(rows.flatMap((flag) => [flag.facilityId, flag.duplicateOfId])),
  ]);
  const byId = new Map(summaries.map((row) => [row.id, presentFacility(row)]));
  const items = rows.flatMap((flag) => {
    const facility = byId.get(flag.facilityId);
    const duplicateOf = byId.get(flag.duplicateOfId);
    // Flags go with their facilities (on delete cascade), so both are there.
    return facility && duplicateOf
      ? [
          {
            id: flag.id,
            flaggedAt: flag.createdAt.toISOString(),
            distanceMetres: flag.distanceMetres,
            facility,
            duplicateOf,
          },
        ]
      : [];
  });
  return { items, total, page, pageSize };
}

// --- Dismiss ---

const flagState = (flag: FlagRow) => ({
  facilityId: flag.facilityId,
  duplicateOfId: flag.duplicateOfId,
  distanceMetres: flag.distanceMetres,
  resolvedAt: flag.resolvedAt?.toISOString() ?? null,
});

/**
 * "Not duplicates": the flag is resolved and stays in the table, so the importer, which skips pairs it has
 * flagged before, never proposes the pair again.
 */
export async function dismissDuplicate(writer: DuplicateWriter, flagId: number): Promise<void> {
  await writer.db.transaction(async (tx) => {
    const flag = await lockFlag(tx, flagId);
    if (!flag) throw NO_FLAG(flagId);
    if (flag.resolvedAt) throw ALREADY_DECIDED;
    await resolveFlag(tx, flagId, writer.now);
    await recordAudited(
      writer,
      DUPLICATE_FLAG_ENTITY,
      flagId,
      'dismiss',
      { before: flagState(flag), after: flagState({ ...flag, resolvedAt: writer.now }) },
      tx,
    );
  });
}

// --- Merge ---

const isBlank = (value: string | null) => value === null || value.trim() === '';

/** A phone as compared across the two listings: E.164 when it is a valid number, else without spaces. */
const phoneKey = (phone: string) => toE164(phone) ?? phone.replace(/\s/g, '');

/**
 * What the kept facility takes from the merged one: the fields it has empty (never its name, and never the
 * registry's identity — NHFR uid and code, provenance — which stays with the registry's row, so a later
 * import updates that row rather than creating the facility again), and the phones it lacks, after its own.
 */
export function fillEmptyFields(kept: FacilityRow, merged: FacilityRow) {
  const changes: FacilityChanges = {};
  const fields: string[] = [];
  const take = (values: FacilityChanges) => {
    Object.assign(changes, values);
    fields.push(...Object.keys(values));
  };
  if (kept.facilityTypeId === null && merged.facilityTypeId !== null)
    take({ facilityTypeId: merged.facilityTypeId });
  if (kept.ownership === 'unknown' && merged.ownership !== 'unknown')
    take({
      ownership: merged.ownership,
      ...(isBlank(kept.ownershipDetail) ? { ownershipDetail: merged.ownershipDetail } : {}),
    });
  else if (
    kept.ownership === merged.ownership &&
    isBlank(kept.ownershipDetail) &&
    !isBlank(merged.ownershipDetail)
  )
    take({ ownershipDetail: merged.ownershipDetail });
  if (kept.level === 'unknown' && merged.level !== 'unknown') take({ level: merged.level });
  // The LGA only with its state: a kept state and the other's LGA could disagree.
  if (kept.stateId === null && merged.stateId !== null)
    take({ stateId: merged.stateId, lgaId: merged.lgaId });
  else if (kept.lgaId === null && merged.lgaId !== null && kept.stateId === merged.stateId)
    take({ lgaId: merged.lgaId });
  for (const field of ['ward', 'address', 'email', 'website'] as const)
    if (isBlank(kept[field]) && !isBlank(merged[field])) take({ [field]: merged[field] });
  if (
    (kept.latitude === null || kept.longitude === null) &&
    merged.latitude !== null &&
    merged.longitude !== null
  )
    take({ latitude: merged.latitude, longitude: merged.longitude });
  if (kept.lastVerifiedAt === null && merged.lastVerifiedAt !== null)
    take({ lastVerifiedAt: merged.lastVerifiedAt });
  const known = new Set(kept.phones.map(phoneKey));
  const phones = merged.phones.filter((phone) => {
    const key = phoneKey(phone);
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
  if (phones.length) take({ phones: [...kept.phones, ...phones] });
  return { changes, fields, phones };
}

const pick = (row: FacilityRow, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, row[field as keyof FacilityRow]]));

/**
 * Merges the pair of a flag into `keepId`, in one transaction: both facilities locked; the other's reviews
 * (with their votes and reports), photos, memberships, active-facility pointers and provider affiliations
 * move; its terms and, when the kept one has none, its opening hours are copied; the kept one's empty fields
 * are filled; both ratings recomputed; the other closed for good with a pointer to the kept one (its URL
 * answers 301); this flag and every open flag naming it resolved; the audit entry (`facility.merge`).
 *
 * An author who reviewed both keeps one review on the kept facility, their newest; the other stays with the
 * merged facility, out of sight, with its votes and reports, so no review is ever deleted by a merge.
 */
export async function mergeDuplicates(
  writer: DuplicateWriter,
  flagId: number,
  keepId: string,
): Promise<DuplicateMergeResult> {
  const flag = await findFlag(writer.db, flagId);
  if (!flag) throw NO_FLAG(flagId);
  if (keepId !== flag.facilityId && keepId !== flag.duplicateOfId)
    throw fieldProblem(
      400,
      'keep',
      `Keep one of the two facilities of this pair: ${flag.duplicateOfId} or ${flag.facilityId}.`,
    );
  const mergedId = keepId === flag.facilityId ? flag.duplicateOfId : flag.facilityId;
  const { db, now } = writer;

  return db.transaction(async (tx) => {
    // Facilities first, then the flag: the order of every merge, so two of them never wait on each other.
    const locked = await lockFacilities(tx, [keepId, mergedId]);
    const kept = locked.find((row) => row.id === keepId);
    const merged = locked.find((row) => row.id === mergedId);
    const current = await lockFlag(tx, flagId);
    if (!current || !kept || !merged) throw NO_FLAG(flagId);
    if (current.resolvedAt) throw ALREADY_DECIDED;
    for (const facility of [merged, kept])
      if (facility.mergedIntoId)
        throw new HttpProblem(
          409,
          `"${facility.name}" (${facility.id}) was already merged into ${facility.mergedIntoId}: dismiss this pair.`,
        );
    if (kept.status === 'permanently_closed' && merged.status !== 'permanently_closed')
      throw fieldProblem(
        409,
        'keep',
        `"${kept.name}" is permanently closed: keep the other facility, or reopen this one first.`,
      );

    // Reviews: one per author per facility holds after every statement.
    const shared = await findSharedAuthorReviews(tx, kept.id, merged.id);
    const keptReviewsSuperseded = shared
      .filter((pair) => pair.mergedIsNewer)
      .map((pair) => pair.keptReviewId);
    const mergedReviewsStaying = shared
      .filter((pair) => !pair.mergedIsNewer)
      .map((pair) => pair.mergedReviewId);
    const parked = await takeOutReviews(tx, keptReviewsSuperseded);
    const reviews = await moveReviews(tx, merged.id, kept.id, mergedReviewsStaying);
    await putBackReviews(tx, parked, merged.id);

    const moved = {
      reviews,
      photos: await movePhotos(tx, merged.id, kept.id),
      memberships: await moveMemberships(tx, merged.id, kept.id),
      activeFacilities: await moveActiveFacilities(tx, merged.id, kept.id),
      providers: await moveProviders(tx, merged.id, kept.id),
      redirects: await repointMerged(tx, merged.id, kept.id, now),
    };
    const terms = await copyMissingTerms(tx, merged.id, kept.id);
    const openingHours = await copyOpeningHoursIfNone(tx, merged.id, kept.id);
    const filled = fillEmptyFields(kept, merged);
    await updateFacility(tx, kept.id, { ...filled.changes, updatedAt: now });
    await updateFacility(tx, merged.id, {
      status: 'permanently_closed',
      mergedIntoId: kept.id,
      updatedAt: now,
    });
    const ratings = await recomputeRatings(tx, [kept.id, merged.id]);
    const resolvedFlags = await resolveFlagsOf(tx, merged.id, now);

    const result: DuplicateMergeResult = {
      keptId: kept.id,
      mergedId: merged.id,
      moved,
      supersededReviews: shared.length,
      added: { terms, phones: filled.phones, openingHours, fields: filled.fields },
      resolvedFlags,
    };
    const ratingOf = (id: string) => ratings.find((row) => row.id === id);
    await recordAudited(
      writer,
      FACILITY_ENTITY,
      merged.id,
      'merge',
      {
        before: {
          flagId,
          kept: {
            id: kept.id,
            name: kept.name,
            reviewsCount: kept.reviewsCount,
            ...pick(kept, filled.fields),
          },
          merged: {
            id: merged.id,
            name: merged.name,
            status: merged.status,
            mergedIntoId: null,
            reviewsCount: merged.reviewsCount,
          },
        },
        after: {
          flagId,
          kept: {
            id: kept.id,
            name: kept.name,
            reviewsCount: ratingOf(kept.id)?.reviewsCount,
            ...filled.changes,
          },
          merged: {
            id: merged.id,
            name: merged.name,
            status: 'permanently_closed',
            mergedIntoId: kept.id,
            reviewsCount: ratingOf(merged.id)?.reviewsCount,
          },
          moved,
          supersededReviewIds: [...keptReviewsSuperseded, ...mergedReviewsStaying],
          added: result.added,
          resolvedFlags,
        },
      },
      tx,
    );
    return result;
  });
}
