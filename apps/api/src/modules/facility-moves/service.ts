import {
  PROBLEM_TYPES,
  type FacilityMove,
  type FacilityMoveList,
  type FacilityMoveListQuery,
  type ListingClaimDecision,
} from '@carefinder/contracts';
import type { Database, StoredPlace } from '@carefinder/db';
import { assertCurrent, etagOf } from '../../lib/etag.ts';
import { fullName } from '../../lib/person-name.ts';
import { presentKeptPlace, type PlaceNames } from '../../lib/place.ts';
import { HttpProblem, typedProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { recordAudited } from '../audit/service.ts';
import { stateAndLgaNames } from '../states/service.ts';
import {
  decideMoveRow,
  findMove,
  deletePendingMove,
  findCurrentMovesOf,
  findMoveFacilityId,
  findMovePage,
  lockMove,
  upsertPendingMove,
  type MoveDetailRow,
  type MoveRow,
} from './repository.ts';

const FACILITY_MOVE_ENTITY = 'facility-move';

/** Who writes, when, and where the change and its audit entry go (one transaction). */
export interface MoveWriter {
  db: Database;
  audit: AuditLog;
  actorId: string;
  now: Date;
}

const noSuchMove = () => new HttpProblem(404, 'There is no such move.');

/**
 * Keeps a move the facility's team made that waits for an ADMIN (facilities/service.ts decides which do),
 * in the team's write transaction, with its audit entry; it replaces the facility's pending move.
 */
export async function keepMoveForReview(
  writer: MoveWriter,
  move: { facilityId: string; from: StoredPlace; to: StoredPlace; distanceKm: number | null },
): Promise<void> {
  const id = await upsertPendingMove(writer.db, {
    facilityId: move.facilityId,
    requestedBy: writer.actorId,
    fromPlace: move.from,
    toPlace: move.to,
    distanceKm: move.distanceKm,
    createdAt: writer.now,
  });
  await recordAudited(writer, FACILITY_MOVE_ENTITY, id, 'request', { after: move }, writer.db);
}

function present(row: MoveDetailRow, names: PlaceNames): FacilityMove {
  const { move } = row;
  return {
    id: move.id,
    facility: { id: move.facilityId, name: row.facilityName },
    from: presentKeptPlace(move.fromPlace, names),
    to: presentKeptPlace(move.toPlace, names),
    distanceKm: move.distanceKm,
    status: move.status,
    reason: move.reason,
    requestedBy: row.requester ? { name: fullName(row.requester), email: row.requester.email } : null,
    requestedAt: move.createdAt.toISOString(),
    decidedAt: move.decidedAt?.toISOString() ?? null,
    deciderName: row.decider ? fullName(row.decider) : null,
  };
}

async function presentRows(db: Database, rows: readonly MoveDetailRow[]): Promise<FacilityMove[]> {
  const states = rows.flatMap(({ move }) => [move.fromPlace.state ?? [], move.toPlace.state ?? []].flat());
  const names = await stateAndLgaNames(db, states);
  return rows.map((row) => present(row, names));
}

export async function listMoves(db: Database, query: FacilityMoveListQuery): Promise<FacilityMoveList> {
  const { page, pageSize, status } = query;
  const { rows, total } = await findMovePage(db, status, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items: await presentRows(db, rows), total, page, pageSize };
}

export async function readMove(db: Database, id: string): Promise<FacilityMove> {
  const row = isUuid(id) ? await findMove(db, id) : undefined;
  if (!row) throw noSuchMove();
  const [move] = await presentRows(db, [row]);
  if (!move) throw noSuchMove();
  return move;
}

/** The facility's move waiting for an ADMIN, if its team asked for one, then its latest decided one. */
export async function currentMovesOf(db: Database, facilityId: string): Promise<FacilityMove[]> {
  return isUuid(facilityId) ? presentRows(db, await findCurrentMovesOf(db, facilityId)) : [];
}

/**
 * The team set a place that needs no check (facilities/service.ts): it is their latest word, so the move
 * still waiting, if any, is withdrawn (audited), in the team's write transaction.
 */
export async function withdrawPendingMove(writer: MoveWriter, facilityId: string): Promise<void> {
  const id = await deletePendingMove(writer.db, facilityId);
  if (!id) return;
  await recordAudited(
    writer,
    FACILITY_MOVE_ENTITY,
    id,
    'withdraw',
    { before: { status: 'pending' }, after: { facilityId } },
    writer.db,
  );
}

/**
 * The tag a PATCH must send back: the move's decision and when it was asked, which a replacing request
 * changes, so an ADMIN never approves a place they did not see.
 */
export const moveEtag = (move: { status: string; reason: string | null; requestedAt: string }) =>
  etagOf({ status: move.status, reason: move.reason, requestedAt: move.requestedAt });

const rowEtag = (move: MoveRow) =>
  moveEtag({ status: move.status, reason: move.reason, requestedAt: move.createdAt.toISOString() });

/** What a decision needs of the facility module (which imports this one): its lock, and its write. */
export interface MovedFacility {
  /** Locks the facility, as its own writes do, before the move is locked: one order, no deadlock. */
  lock: (tx: Database, facilityId: string) => Promise<unknown>;
  /** Writes the approved place; refuses (409) when the facility is no longer where the move started. */
  applyPlace: (
    tx: Database,
    facilityId: string,
    move: { from: StoredPlace; to: StoredPlace },
  ) => Promise<void>;
}

/**
 * The ADMIN's decision (If-Match), once per move: approval writes the place to the facility (`applyPlace`,
 * the facility's own audited write, in this transaction), rejection changes nothing but the move; the team
 * reads either on their dashboard.
 */
export async function decideMove(
  writer: MoveWriter,
  id: string,
  decision: ListingClaimDecision,
  ifMatch: readonly string[],
  facility: MovedFacility,
): Promise<FacilityMove> {
  if (!isUuid(id)) throw noSuchMove();
  const reason = decision.reason?.trim() || null;
  await writer.db.transaction(async (tx) => {
    const facilityId = await findMoveFacilityId(tx, id);
    if (!facilityId) throw noSuchMove();
    await facility.lock(tx, facilityId);
    const move = await lockMove(tx, id);
    if (!move) throw noSuchMove();
    assertCurrent(ifMatch, rowEtag(move));
    if (move.status !== 'pending')
      throw typedProblem(PROBLEM_TYPES.claimDecided, `This move was already ${move.status}.`);
    const approved = decision.status === 'approved';
    if (approved) await facility.applyPlace(tx, move.facilityId, { from: move.fromPlace, to: move.toPlace });
    await decideMoveRow(tx, id, {
      status: decision.status,
      reason,
      decidedBy: writer.actorId,
      decidedAt: writer.now,
    });
    await recordAudited(
      writer,
      FACILITY_MOVE_ENTITY,
      id,
      approved ? 'approve' : 'reject',
      {
        before: { status: move.status },
        after: { status: decision.status, reason, facilityId: move.facilityId },
      },
      tx,
    );
  });
  return readMove(writer.db, id);
}
