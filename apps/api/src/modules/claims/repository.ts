import { and, asc, count, desc, eq, gte, inArray, isNull, min, or, sql } from 'drizzle-orm';
import type { ListingClaimStatus } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';
import { alias } from 'drizzle-orm/pg-core';

const { facilities, facilityMemberships, listingClaims, providers, users } = schema;

export type ClaimRow = typeof listingClaims.$inferSelect;
export type NewClaim = typeof listingClaims.$inferInsert;

/** A listing a claim may name: its name and whether it is open. */
export interface ClaimableListing {
  id: string;
  name: string;
  closed: boolean;
  /** A provider profile's account, if one is linked. */
  userId: string | null;
}

export async function findFacilityListing(db: Database, id: string): Promise<ClaimableListing | undefined> {
  const [row] = await db
    .select({ id: facilities.id, name: facilities.name, status: facilities.status })
    .from(facilities)
    .where(eq(facilities.id, id));
  return row && { id: row.id, name: row.name, closed: row.status === 'permanently_closed', userId: null };
}

const providerName = sql<string>`concat_ws(' ', ${providers.title}, ${providers.firstName}, ${providers.lastName})`;

export async function findProviderListing(db: Database, id: string): Promise<ClaimableListing | undefined> {
  const [row] = await db
    .select({ id: providers.id, name: providerName, status: providers.status, userId: providers.userId })
    .from(providers)
    .where(eq(providers.id, id));
  return (
    row && { id: row.id, name: row.name, closed: row.status === 'permanently_closed', userId: row.userId }
  );
}

/** How many claims the user made since `since`, and the oldest one's time: the per-account rate limit. */
export async function claimsSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ total: count(), oldest: min(listingClaims.createdAt) })
    .from(listingClaims)
    .where(and(eq(listingClaims.userId, userId), gte(listingClaims.createdAt, since)));
  return { count: row?.total ?? 0, oldest: row?.oldest ?? null };
}

/** Inserts a claim; undefined when the user already has a pending claim of that listing (unique index). */
export async function insertClaim(db: Database, values: NewClaim): Promise<ClaimRow | undefined> {
  const [row] = await db.insert(listingClaims).values(values).onConflictDoNothing().returning();
  return row;
}

const reviewers = alias(users, 'reviewers');

/** Claims with what their presentation needs: the listing's name and status, claimant and reviewer. */
function claimsWithListing(db: Database) {
  return db
    .select({
      claim: listingClaims,
      facilityName: facilities.name,
      providerName: sql<string | null>`case when ${providers.id} is null then null else ${providerName} end`,
      providerUserId: providers.userId,
      claimant: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        language: users.language,
      },
      reviewerFirstName: reviewers.firstName,
      reviewerLastName: reviewers.lastName,
    })
    .from(listingClaims)
    .innerJoin(users, eq(users.id, listingClaims.userId))
    .leftJoin(facilities, eq(facilities.id, listingClaims.facilityId))
    .leftJoin(providers, eq(providers.id, listingClaims.providerId))
    .leftJoin(reviewers, eq(reviewers.id, listingClaims.reviewedBy));
}

export async function findClaim(db: Database, id: string) {
  const [row] = await claimsWithListing(db).where(eq(listingClaims.id, id));
  return row;
}

export type ClaimDetailRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

/** The user's own claims, newest first. */
export async function findClaimsOf(db: Database, userId: string): Promise<ClaimDetailRow[]> {
  return claimsWithListing(db)
    .where(eq(listingClaims.userId, userId))
    .orderBy(desc(listingClaims.createdAt), desc(listingClaims.id));
}

/** One page of claims of a status: pending ones oldest first, decided ones latest decided first. */
export async function findClaimPage(
  db: Database,
  status: ListingClaimStatus,
  page: { limit: number; offset: number },
): Promise<{ rows: ClaimDetailRow[]; total: number }> {
  const order =
    status === 'pending'
      ? [asc(listingClaims.createdAt), asc(listingClaims.id)]
      : [desc(listingClaims.reviewedAt), desc(listingClaims.id)];
  const [rows, [totals]] = await Promise.all([
    claimsWithListing(db)
      .where(eq(listingClaims.status, status))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(listingClaims).where(eq(listingClaims.status, status)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** How many accounts belong to each of these facilities. */
export async function countMembers(
  db: Database,
  facilityIds: readonly string[],
): Promise<Map<string, number>> {
  if (!facilityIds.length) return new Map();
  const rows = await db
    .select({ facilityId: facilityMemberships.facilityId, total: count() })
    .from(facilityMemberships)
    .where(inArray(facilityMemberships.facilityId, [...facilityIds]))
    .groupBy(facilityMemberships.facilityId);
  return new Map(rows.map((row) => [row.facilityId, row.total]));
}

// --- The decision (one transaction) ---

/** The claim, locked until the transaction ends, so two decisions on it take turns. */
export async function lockClaim(db: Database, id: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(listingClaims).where(eq(listingClaims.id, id)).for('update');
  return row;
}

/** The claimed profile, locked (`no key update`, as listing writes lock it). */
export async function lockProviderListing(db: Database, id: string) {
  const [row] = await db
    .select({ id: providers.id, status: providers.status, userId: providers.userId })
    .from(providers)
    .where(eq(providers.id, id))
    .for('no key update');
  return row;
}

/** Links the profile to the account, only while it is linked to no one (or to that account already). */
export async function linkProvider(db: Database, providerId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(providers)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(providers.id, providerId), or(isNull(providers.userId), eq(providers.userId, userId))))
    .returning({ id: providers.id });
  return rows.length > 0;
}

/** The profile another account holds, if any (a user links to at most one profile). */
export async function findProviderOfUser(db: Database, userId: string) {
  const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId));
  return row;
}

export async function decideClaim(
  db: Database,
  id: string,
  values: {
    status: ListingClaimStatus;
    reason: string | null;
    reviewedBy: string;
    reviewedAt: Date;
    /** The profile an approved proposal created. */
    providerId?: string;
  },
): Promise<void> {
  await db.update(listingClaims).set(values).where(eq(listingClaims.id, id));
}
