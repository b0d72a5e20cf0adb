import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ListingClaimStatus } from '@carefinder/contracts';
import { schema, type Database, type StoredPlace } from '@carefinder/db';
import { alias } from 'drizzle-orm/pg-core';

const { facilities, facilityMoves, users } = schema;

export type MoveRow = typeof facilityMoves.$inferSelect;

/**
 * Keeps the facility's pending move, replacing the one it had: the team's latest word on where it is. The
 * pending index makes the replacement one statement.
 */
export async function upsertPendingMove(
  db: Database,
  values: {
    facilityId: string;
    requestedBy: string;
    fromPlace: StoredPlace;
    toPlace: StoredPlace;
    distanceKm: number | null;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(facilityMoves)
    .values(values)
    .onConflictDoUpdate({
      target: facilityMoves.facilityId,
      targetWhere: sql`${facilityMoves.status} = 'pending'`,
      set: {
        requestedBy: values.requestedBy,
        fromPlace: values.fromPlace,
        toPlace: values.toPlace,
        distanceKm: values.distanceKm,
        createdAt: values.createdAt,
      },
    })
    .returning({ id: facilityMoves.id });
  if (!row) throw new Error('the move was not kept');
  return row.id;
}

const requesters = alias(users, 'requesters');
const deciders = alias(users, 'deciders');

/** Moves with what their presentation needs: the facility's name, who asked and who decided. */
function movesWithNames(db: Database) {
  return db
    .select({
      move: facilityMoves,
      facilityName: facilities.name,
      requester: { firstName: requesters.firstName, lastName: requesters.lastName, email: requesters.email },
      decider: { firstName: deciders.firstName, lastName: deciders.lastName },
    })
    .from(facilityMoves)
    .innerJoin(facilities, eq(facilities.id, facilityMoves.facilityId))
    .leftJoin(requesters, eq(requesters.id, facilityMoves.requestedBy))
    .leftJoin(deciders, eq(deciders.id, facilityMoves.decidedBy));
}

export type MoveDetailRow = Awaited<ReturnType<ReturnType<typeof movesWithNames>['execute']>>[number];

export async function findMove(db: Database, id: string): Promise<MoveDetailRow | undefined> {
  const [row] = await movesWithNames(db).where(eq(facilityMoves.id, id));
  return row;
}

/** The facility's pending move, if any, and its latest decided one, if any. */
export async function findCurrentMovesOf(db: Database, facilityId: string): Promise<MoveDetailRow[]> {
  const [pending, decided] = await Promise.all([
    movesWithNames(db).where(
      and(eq(facilityMoves.facilityId, facilityId), eq(facilityMoves.status, 'pending')),
    ),
    movesWithNames(db)
      .where(and(eq(facilityMoves.facilityId, facilityId), ne(facilityMoves.status, 'pending')))
      .orderBy(desc(facilityMoves.decidedAt), desc(facilityMoves.id))
      .limit(1),
  ]);
  return [...pending, ...decided];
}

/** Takes the facility's pending move away; its id, when there was one. */
export async function deletePendingMove(db: Database, facilityId: string): Promise<string | undefined> {
  const [row] = await db
    .delete(facilityMoves)
    .where(and(eq(facilityMoves.facilityId, facilityId), eq(facilityMoves.status, 'pending')))
    .returning({ id: facilityMoves.id });
  return row?.id;
}

/** The facility a move is about (unlocked: a decision locks the facility first, as its writes do). */
export async function findMoveFacilityId(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ facilityId: facilityMoves.facilityId })
    .from(facilityMoves)
    .where(eq(facilityMoves.id, id));
  return row?.facilityId;
}

/** One page of moves of a status: pending ones oldest first, decided ones latest decided first. */
export async function findMovePage(
  db: Database,
  status: ListingClaimStatus,
  page: { limit: number; offset: number },
): Promise<{ rows: MoveDetailRow[]; total: number }> {
  const order =
    status === 'pending'
      ? [asc(facilityMoves.createdAt), asc(facilityMoves.id)]
      : [desc(facilityMoves.decidedAt), desc(facilityMoves.id)];
  const [rows, [totals]] = await Promise.all([
    movesWithNames(db)
      .where(eq(facilityMoves.status, status))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(facilityMoves).where(eq(facilityMoves.status, status)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The move, locked until the transaction ends, so two decisions on it take turns. */
export async function lockMove(db: Database, id: string): Promise<MoveRow | undefined> {
  const [row] = await db.select().from(facilityMoves).where(eq(facilityMoves.id, id)).for('update');
  return row;
}

export async function decideMoveRow(
  db: Database,
  id: string,
  values: { status: ListingClaimStatus; reason: string | null; decidedBy: string; decidedAt: Date },
): Promise<void> {
  await db.update(facilityMoves).set(values).where(eq(facilityMoves.id, id));
}
