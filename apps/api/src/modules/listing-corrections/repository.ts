import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CorrectedListing, CorrectionProposal, ListingClaimStatus } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';

const { facilities, facilityMemberships, listingCorrections, providers, users } = schema;

export type CorrectionRow = typeof listingCorrections.$inferSelect;

const listingColumn = (listing: CorrectedListing) =>
  listing.kind === 'facility'
    ? eq(listingCorrections.facilityId, listing.id)
    : eq(listingCorrections.providerId, listing.id);

export async function insertCorrection(
  db: Database,
  listing: CorrectedListing,
  values: { proposal: CorrectionProposal; reason: string; createdAt: Date },
): Promise<void> {
  await db.insert(listingCorrections).values({
    facilityId: listing.kind === 'facility' ? listing.id : null,
    providerId: listing.kind === 'provider' ? listing.id : null,
    kind: values.proposal.kind,
    ...values,
  });
}

/**
 * Whether a listing has a team that can answer: a facility's members, a doctor's own account, each with the
 * role its access check asks for and not disabled.
 */
const hasTeam = sql<boolean>`case when ${listingCorrections.facilityId} is not null
  then exists (select 1 from ${facilityMemberships} m join ${users} u on u.id = m.user_id
    where m.facility_id = ${listingCorrections.facilityId} and u.role = 'FACILITY_ADMIN' and u.disabled_at is null)
  else exists (select 1 from ${providers} p join ${users} u on u.id = p.user_id
    where p.id = ${listingCorrections.providerId} and u.role = 'PROVIDER' and u.disabled_at is null)
  end`;

/** Corrections with what their presentation needs: the listing's name, whether it has a team, the decider. */
function correctionsWithNames(db: Database) {
  return db
    .select({
      correction: listingCorrections,
      listingName: sql<string>`coalesce(${facilities.name}, ${providers.firstName} || ' ' || ${providers.lastName})`,
      hasTeam,
      decider: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(listingCorrections)
    .leftJoin(facilities, eq(facilities.id, listingCorrections.facilityId))
    .leftJoin(providers, eq(providers.id, listingCorrections.providerId))
    .leftJoin(users, eq(users.id, listingCorrections.decidedBy));
}

export type CorrectionDetailRow = Awaited<
  ReturnType<ReturnType<typeof correctionsWithNames>['execute']>
>[number];

export async function findCorrection(db: Database, id: string): Promise<CorrectionDetailRow | undefined> {
  const [row] = await correctionsWithNames(db).where(eq(listingCorrections.id, id));
  return row;
}

/** A listing's corrections waiting for an answer, oldest first, then its ten latest decided ones. */
export async function findCorrectionsOf(
  db: Database,
  listing: CorrectedListing,
): Promise<CorrectionDetailRow[]> {
  const [pending, decided] = await Promise.all([
    correctionsWithNames(db)
      .where(and(listingColumn(listing), eq(listingCorrections.status, 'pending')))
      .orderBy(asc(listingCorrections.createdAt), asc(listingCorrections.id)),
    correctionsWithNames(db)
      .where(and(listingColumn(listing), sql`${listingCorrections.status} <> 'pending'`))
      .orderBy(desc(listingCorrections.decidedAt), desc(listingCorrections.id))
      .limit(10),
  ]);
  return [...pending, ...decided];
}

/**
 * One page of corrections of a status: pending ones oldest first, decided ones latest decided first.
 * `escalatedBefore`: only pending ones an ADMIN must answer, those of a listing without a team or sent
 * before that time.
 */
export async function findCorrectionPage(
  db: Database,
  status: ListingClaimStatus,
  escalatedBefore: Date | null,
  page: { limit: number; offset: number },
): Promise<{ rows: CorrectionDetailRow[]; total: number }> {
  const order =
    status === 'pending'
      ? [asc(listingCorrections.createdAt), asc(listingCorrections.id)]
      : [desc(listingCorrections.decidedAt), desc(listingCorrections.id)];
  const conditions: SQL[] = [eq(listingCorrections.status, status)];
  if (escalatedBefore)
    conditions.push(or(sql`not ${hasTeam}`, sql`${listingCorrections.createdAt} <= ${escalatedBefore}`)!);
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    correctionsWithNames(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(listingCorrections).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The correction, locked until the transaction ends, so two decisions on it take turns. */
export async function lockCorrection(db: Database, id: string): Promise<CorrectionRow | undefined> {
  const [row] = await db.select().from(listingCorrections).where(eq(listingCorrections.id, id)).for('update');
  return row;
}

export async function decideCorrectionRow(
  db: Database,
  id: string,
  values: { status: ListingClaimStatus; decisionReason: string | null; decidedBy: string; decidedAt: Date },
): Promise<void> {
  await db.update(listingCorrections).set(values).where(eq(listingCorrections.id, id));
}
