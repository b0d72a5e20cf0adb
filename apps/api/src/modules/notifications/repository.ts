import { and, asc, eq, gt, inArray, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, schema, type Database } from '@carefinder/db';

const {
  affiliationRequests,
  facilities,
  listingClaims,
  notificationCursors,
  providers,
  reviewReports,
  reviews,
  users,
} = schema;

// --- Cursors: how far each recipient has been told (packages/db/src/schema/notification-cursors.ts) ---

const ORIGIN = 'origin';
export const ADMINS = 'admins';
export const facilityRecipient = (facilityId: string) => `facility:${facilityId}`;
/** A facility's team as told to confirm its readiness (the cursor's lastSentAt: when it last was). */
export const readinessRecipient = (facilityId: string) => `readiness:${facilityId}`;
/** The same key as facilityRecipient, in SQL. */
const facilityRecipientOf = (facilityId: AnyColumn) => sql`'facility:' || ${facilityId}`;

export interface Cursor {
  coveredUntil: Date;
  lastSentAt: Date | null;
}

/** True when this transaction now holds the sweep's lock (until it ends); false while another one does. */
export async function takeSweepLock(tx: Database): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtext('carefinder:notification-sweep')) as locked`,
  );
  return row?.locked === true;
}

/** When the first sweep ran: this one (at `now`) if no sweep ran before. */
export async function findOrigin(tx: Database, now: Date): Promise<Date> {
  await tx.insert(notificationCursors).values({ recipient: ORIGIN, coveredUntil: now }).onConflictDoNothing();
  const [origin] = await tx
    .select({ coveredUntil: notificationCursors.coveredUntil })
    .from(notificationCursors)
    .where(eq(notificationCursors.recipient, ORIGIN));
  if (!origin) throw new Error('the notifications origin was not recorded');
  return origin.coveredUntil;
}

/** The cursors these recipients have (none until they are first told something). */
export async function findCursors(db: Database, recipients: readonly string[]): Promise<Map<string, Cursor>> {
  if (!recipients.length) return new Map();
  const rows = await db
    .select()
    .from(notificationCursors)
    .where(inArray(notificationCursors.recipient, [...recipients]));
  return new Map(rows.map(({ recipient, ...cursor }) => [recipient, cursor]));
}

export async function saveCursor(db: Database, recipient: string, cursor: Cursor): Promise<void> {
  await db
    .insert(notificationCursors)
    .values({ recipient, ...cursor })
    .onConflictDoUpdate({ target: notificationCursors.recipient, set: cursor });
}

export async function deleteCursor(db: Database, recipient: string): Promise<void> {
  await db.delete(notificationCursors).where(eq(notificationCursors.recipient, recipient));
}

// --- What is new: rows created after a time, up to the sweep's, oldest first ---

/** Created after `since`, up to `until`. */
const createdIn = (createdAt: AnyColumn, since: Date | SQL, until: Date) =>
  and(gt(createdAt, since), lte(createdAt, until));

const personName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`;
const providerName = sql<string>`concat_ws(' ', ${providers.title}, ${providers.firstName}, ${providers.lastName})`;

/**
 * Claims still pending, with the listing's name (a facility's or a provider's; neither for a doctor proposing
 * a new profile) and the claimant's.
 */
export function findNewClaims(db: Database, since: Date, until: Date) {
  return db
    .select({
      facilityName: facilities.name,
      providerName: sql<string | null>`case when ${providers.id} is null then null else ${providerName} end`,
      claimantName: personName,
      createdAt: listingClaims.createdAt,
    })
    .from(listingClaims)
    .innerJoin(users, eq(users.id, listingClaims.userId))
    .leftJoin(facilities, eq(facilities.id, listingClaims.facilityId))
    .leftJoin(providers, eq(providers.id, listingClaims.providerId))
    .where(and(eq(listingClaims.status, 'pending'), createdIn(listingClaims.createdAt, since, until)))
    .orderBy(asc(listingClaims.createdAt), asc(listingClaims.id));
}

/** Reports of a review still open, with the reviewed listing's name, the reporter's name and reason. */
export function findNewReports(db: Database, since: Date, until: Date) {
  return db
    .select({
      listingName: sql<string>`coalesce(${facilities.name}, ${providerName})`,
      reporterName: personName,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(users, eq(users.id, reviewReports.reporterId))
    .leftJoin(facilities, eq(facilities.id, reviews.facilityId))
    .leftJoin(providers, eq(providers.id, reviews.providerId))
    .where(and(isNull(reviewReports.resolvedAt), createdIn(reviewReports.createdAt, since, until)))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
}

/** The facility's own cursor (joined), or `origin` for a facility without one. */
const facilityCursorOr = (origin: Date) =>
  sql`coalesce(${notificationCursors.coveredUntil}, ${origin.toISOString()}::timestamptz)`;

/** Doctors' requests still pending to be listed at a facility, new since that facility's cursor. */
export function findNewAffiliationRequests(db: Database, origin: Date, until: Date) {
  return db
    .select({
      facilityId: facilities.id,
      facilityName: facilities.name,
      providerName,
      createdAt: affiliationRequests.createdAt,
    })
    .from(affiliationRequests)
    .innerJoin(facilities, eq(facilities.id, affiliationRequests.facilityId))
    .innerJoin(providers, eq(providers.id, affiliationRequests.providerId))
    .leftJoin(
      notificationCursors,
      eq(notificationCursors.recipient, facilityRecipientOf(affiliationRequests.facilityId)),
    )
    .where(
      and(
        eq(affiliationRequests.status, 'pending'),
        createdIn(affiliationRequests.createdAt, facilityCursorOr(origin), until),
      ),
    )
    .orderBy(asc(affiliationRequests.createdAt), asc(affiliationRequests.id));
}

/** Published reviews of a facility, new since that facility's cursor, with the author's names. */
export function findNewFacilityReviews(db: Database, origin: Date, until: Date) {
  return db
    .select({
      facilityId: facilities.id,
      facilityName: facilities.name,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(facilities, eq(facilities.id, reviews.facilityId))
    .innerJoin(users, eq(users.id, reviews.authorId))
    .leftJoin(notificationCursors, eq(notificationCursors.recipient, facilityRecipientOf(reviews.facilityId)))
    .where(
      and(eq(reviews.status, 'published'), createdIn(reviews.createdAt, facilityCursorOr(origin), until)),
    )
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}

// --- Readiness to confirm: facilities whose team has facts older than the reminder's age ---

/** A readiness fact as the reminder lists it. */
export interface FactToConfirm {
  facilityId: string;
  facilityName: string;
  capability: string;
  confirmedAt: string;
}

/**
 * The readiness facts of every active facility that has a team and a fact confirmed on or before
 * `confirmedBy` (YYYY-MM-DD), unless its team was reminded after `remindedAfter`: each such facility's facts,
 * oldest first.
 */
export function findFactsToConfirm(
  db: Database,
  { confirmedBy, remindedAfter }: { confirmedBy: string; remindedAfter: Date },
): Promise<FactToConfirm[]> {
  return queryRows<FactToConfirm>(
    db,
    sql`select f.id as "facilityId", f.name as "facilityName", t.name as capability,
          r.confirmed_at::text as "confirmedAt"
        from facilities f
        join facility_readiness r on r.facility_id = f.id
        join taxonomy_terms t on t.id = r.capability_id
        left join notification_cursors c on c.recipient = 'readiness:' || f.id
        where f.status = 'active'
          and exists (select 1 from facility_memberships m where m.facility_id = f.id)
          and exists (select 1 from facility_readiness old
            where old.facility_id = f.id and old.confirmed_at <= ${confirmedBy}::date)
          and (c.last_sent_at is null or c.last_sent_at <= ${remindedAfter})
        order by f.id, r.confirmed_at, t.name`,
  );
}
