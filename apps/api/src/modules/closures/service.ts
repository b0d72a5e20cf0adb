import type {
  FacilityClosure,
  FacilityClosureInput,
  FacilityClosureList,
  FacilityClosurePatch,
  ProblemFieldError,
} from '@carefinder/contracts';
import { etagOf } from '../../lib/etag.ts';
import { HttpProblem } from '../../lib/problem.ts';
import {
  changeAudited,
  createAudited,
  removeAudited,
  type AuditedEntity,
  type AuditedWriter,
} from '../audit/service.ts';
import { closeFacilitiesFor, renameClosure } from '../facilities/service.ts';
import {
  deleteClosure,
  findClosurePlaces,
  findClosureRow,
  insertClosure,
  listClosureRows,
  updateClosure,
  type ClosureRow,
} from './repository.ts';

/** What a closure of many facilities is called in the audit log (`facility-closure.create`). */
export const CLOSURE_ENTITY = 'facility-closure';
/** The closures the admin page lists, latest first. */
const LISTED = 200;

const toClosure = (row: ClosureRow): FacilityClosure => ({
  id: row.id,
  state: { alias: row.stateAlias, name: row.stateName },
  lga: row.lgaSlug !== null && row.lgaName !== null ? { slug: row.lgaSlug, name: row.lgaName } : null,
  ownership: row.ownership,
  facilityType:
    row.typeSlug !== null && row.typeName !== null ? { slug: row.typeSlug, name: row.typeName } : null,
  from: row.from,
  to: row.to,
  reason: row.reason,
  facilityCount: row.facilityCount,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit entry and the ETag are made of: whose facilities, which days, why, how many. */
const editable = (closure: FacilityClosure) => ({
  state: closure.state.alias,
  lga: closure.lga?.slug ?? null,
  ownership: closure.ownership,
  facilityType: closure.facilityType?.slug ?? null,
  from: closure.from,
  to: closure.to,
  reason: closure.reason,
  facilityCount: closure.facilityCount,
});

export const closureEtag = (closure: FacilityClosure) => etagOf(editable(closure));

const noSuchClosure = (id: number) => new HttpProblem(404, `No closure has the id ${id}.`);

const closures: AuditedEntity<ClosureRow, ReturnType<typeof editable>, number> = {
  name: CLOSURE_ENTITY,
  lock: (tx, id) => findClosureRow(tx, id, { lock: true }),
  missing: noSuchClosure,
  editable: (row) => editable(toClosure(row)),
};

export async function listClosures(db: AuditedWriter['db']): Promise<FacilityClosureList> {
  return { items: (await listClosureRows(db, LISTED)).map(toClosure) };
}

export async function readClosure(db: AuditedWriter['db'], id: number): Promise<FacilityClosure> {
  const row = await findClosureRow(db, id);
  if (!row) throw noSuchClosure(id);
  return toClosure(row);
}

/**
 * Closes the matching facilities on the days, in one transaction with the closure and its audit entry; those
 * with dated hours on any of the days keep theirs. A state, LGA or type nobody has is a 400 naming it.
 */
export async function createClosure(
  writer: AuditedWriter,
  input: FacilityClosureInput,
): Promise<FacilityClosure> {
  const id = await createAudited(writer, closures, async (tx) => {
    const lga = input.lga?.slug ?? null;
    const facilityType = input.facilityType?.slug ?? null;
    const found = await findClosurePlaces(tx, { state: input.state.alias, lga, facilityType });
    const errors: ProblemFieldError[] = [];
    if (found.stateId === null)
      errors.push({ path: 'state.alias', message: `No state has the alias "${input.state.alias}".` });
    else if (lga !== null && found.lgaId === null)
      errors.push({ path: 'lga.slug', message: `No LGA of this state has the slug "${lga}".` });
    if (facilityType !== null && found.facilityTypeId === null)
      errors.push({ path: 'facilityType.slug', message: `No facility type has the slug "${facilityType}".` });
    if (errors.length || found.stateId === null) throw new HttpProblem(400, errors[0]!.message, errors);
    const match = {
      stateId: found.stateId,
      lgaId: found.lgaId,
      ownership: input.ownership ?? null,
      facilityTypeId: found.facilityTypeId,
    };
    const closureId = await insertClosure(tx, {
      ...match,
      startsOn: input.from,
      endsOn: input.to,
      reason: input.reason,
    });
    const facilityCount = await closeFacilitiesFor(tx, match, {
      id: closureId,
      from: input.from,
      to: input.to,
      reason: input.reason,
    });
    await updateClosure(tx, closureId, { facilityCount });
    return closureId;
  });
  return readClosure(writer.db, id);
}

/** A new reason, on the closure and every facility it closed. */
export async function changeClosure(
  writer: AuditedWriter,
  id: number,
  patch: FacilityClosurePatch,
  ifMatch: readonly string[],
): Promise<FacilityClosure> {
  await changeAudited(writer, closures, id, ifMatch, async (tx) => {
    await updateClosure(tx, id, { reason: patch.reason });
    await renameClosure(tx, id, patch.reason);
  });
  return readClosure(writer.db, id);
}

/** Reopens the facilities it closed (those whose team kept its days unchanged) and deletes it. */
export async function removeClosure(
  writer: AuditedWriter,
  id: number,
  ifMatch: readonly string[],
): Promise<void> {
  await removeAudited(writer, closures, id, ifMatch, (tx) => deleteClosure(tx, id));
}
