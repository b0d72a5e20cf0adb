import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewModeration, ReviewTargetKind } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';
import { alias } from 'drizzle-orm/pg-core';

const { facilities, providers, reviewReports, reviewVotes, reviews, users } = schema;
/** The ADMIN who last decided on a review, beside its author (both are users). */
const moderators = alias(users, 'moderators');

export interface ReviewTarget {
  kind: ReviewTargetKind;
  id: string;
}

export type ReviewSort = 'newest' | 'helpful';
export type VoteKind = 'like' | 'dislike';

const targetTables = { facility: facilities, provider: providers };
const targetColumns = { facility: reviews.facilityId, provider: reviews.providerId };
/** The reviews column naming each kind of target, for the hand-written aggregate subqueries. */
const targetColumnNames = { facility: sql.raw('facility_id'), provider: sql.raw('provider_id') };

const isPublished = eq(reviews.status, 'published');

/** A review as the API shows it: with its author's names and, for a signed-in viewer, their vote. */
function reviewColumns(viewerId: string | undefined) {
  return {
    id: reviews.id,
    facilityId: reviews.facilityId,
    providerId: reviews.providerId,
    authorId: reviews.authorId,
    authorFirstName: users.firstName,
    authorLastName: users.lastName,
    rating: reviews.rating,
    comment: reviews.comment,
    status: reviews.status,
    likes: reviews.likes,
    dislikes: reviews.dislikes,
    createdAt: reviews.createdAt,
    replyText: reviews.replyText,
    repliedAt: reviews.repliedAt,
    myVote: viewerId
      ? sql<VoteKind | null>`(select v.vote from review_votes v
          where v.review_id = reviews.id and v.user_id = ${viewerId}::uuid)`
      : sql<VoteKind | null>`null`,
  };
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReviewById>>>;

const orderings: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(sql`${reviews.likes} - ${reviews.dislikes}`), desc(reviews.createdAt), desc(reviews.id)],
};

/** The target's rating aggregate; undefined when the facility or provider does not exist. */
export async function findTargetRating(db: Database, target: ReviewTarget) {
  const table = targetTables[target.kind];
  const [row] = await db
    .select({ averageRating: table.averageRating, reviewsCount: table.reviewsCount })
    .from(table)
    .where(eq(table.id, target.id));
  return row;
}

/** One page of a target's published reviews; ties on the sort keys are broken by id, so pages are stable. */
export async function findPublishedReviews(
  db: Database,
  target: ReviewTarget,
  { sort, page, pageSize, viewerId }: { sort: ReviewSort; page: number; pageSize: number; viewerId?: string },
) {
  const where = and(eq(targetColumns[target.kind], target.id), isPublished);
  const [rows, [total]] = await Promise.all([
    db
      .select(reviewColumns(viewerId))
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(where)
      .orderBy(...orderings[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findReviewById(db: Database, id: string, viewerId?: string) {
  const [row] = await db
    .select(reviewColumns(viewerId))
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.id, id));
  return row;
}

/**
 * Locks the target's row until the transaction ends; false when it does not exist. Every review write
 * takes this lock before it recomputes the aggregate, and the recompute runs as a later statement, so under
 * READ COMMITTED its snapshot includes every review change committed before the lock was granted.
 */
export async function lockTarget(db: Database, target: ReviewTarget): Promise<boolean> {
  const table = targetTables[target.kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, target.id)).for('update');
  return row !== undefined;
}

/**
 * Sets the target's averageRating (full precision) and reviewsCount from its published reviews, inside the
 * caller's transaction. Locks the target first (see lockTarget), so concurrent writes cannot drift.
 */
export async function recomputeTargetRating(db: Database, target: ReviewTarget) {
  await lockTarget(db, target);
  const table = targetTables[target.kind];
  const column = targetColumnNames[target.kind];
  const [row] = await db
    .update(table)
    .set({
      averageRating: sql`(select avg(r.rating)::float8 from reviews r
        where r.${column} = ${target.id} and r.status = 'published')`,
      reviewsCount: sql`(select count(*)::int from reviews r
        where r.${column} = ${target.id} and r.status = 'published')`,
    })
    .where(eq(table.id, target.id))
    .returning({ averageRating: table.averageRating, reviewsCount: table.reviewsCount });
  return row;
}

/** The author's review of the target, if they wrote one (any status). */
export async function findAuthorsReviewId(db: Database, target: ReviewTarget, authorId: string) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(targetColumns[target.kind], target.id), eq(reviews.authorId, authorId)));
  return row?.id;
}

export async function insertReview(
  db: Database,
  target: ReviewTarget,
  values: { authorId: string; rating: number; comment: string },
): Promise<string> {
  const [row] = await db
    .insert(reviews)
    .values({
      ...values,
      facilityId: target.kind === 'facility' ? target.id : null,
      providerId: target.kind === 'provider' ? target.id : null,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('insert into reviews returned no row');
  return row.id;
}

/** Locks a review until the transaction ends and answers what the rules need to know about it. */
export async function lockReview(db: Database, id: string) {
  const [row] = await db
    .select({
      id: reviews.id,
      facilityId: reviews.facilityId,
      providerId: reviews.providerId,
      authorId: reviews.authorId,
      rating: reviews.rating,
      comment: reviews.comment,
      status: reviews.status,
      moderationReason: reviews.moderationReason,
    })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row;
}

export async function updateReviewContent(
  db: Database,
  id: string,
  changes: { rating?: number | undefined; comment?: string | undefined },
) {
  await db
    .update(reviews)
    .set({
      ...(changes.rating !== undefined ? { rating: changes.rating } : {}),
      ...(changes.comment !== undefined ? { comment: changes.comment } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(reviews.id, id));
}

export async function deleteReviewRow(db: Database, id: string) {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** One vote per user per review: a new vote replaces the old one; null removes it. */
export async function setVote(db: Database, reviewId: string, userId: string, vote: VoteKind | null) {
  if (vote === null) {
    await db
      .delete(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
    return;
  }
  await db
    .insert(reviewVotes)
    .values({ reviewId, userId, vote })
    .onConflictDoUpdate({ target: [reviewVotes.reviewId, reviewVotes.userId], set: { vote } });
}

/** Sets likes and dislikes from review_votes; call with the review locked (lockReview) so they stay exact. */
export async function recomputeVoteCounts(db: Database, reviewId: string) {
  await db
    .update(reviews)
    .set({
      likes: sql`(select count(*)::int from review_votes v where v.review_id = ${reviewId} and v.vote = 'like')`,
      dislikes: sql`(select count(*)::int from review_votes v
        where v.review_id = ${reviewId} and v.vote = 'dislike')`,
    })
    .where(eq(reviews.id, reviewId));
}

/** Sets (or, with null, removes) the owner's reply. */
export async function setReply(
  db: Database,
  reviewId: string,
  reply: { text: string; authorId: string } | null,
) {
  await db
    .update(reviews)
    .set(
      reply
        ? { replyText: reply.text, replyAuthorId: reply.authorId, repliedAt: sql`now()` }
        : { replyText: null, replyAuthorId: null, repliedAt: null },
    )
    .where(eq(reviews.id, reviewId));
}

/** The provider profile's owning account, if claimed; undefined when the provider does not exist. */
export async function findProviderOwner(db: Database, providerId: string) {
  const [row] = await db
    .select({ userId: providers.userId })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row;
}

/** Records an abuse report; undefined when this user already reported this review. */
export async function insertReport(
  db: Database,
  values: { reviewId: string; reporterId: string; reason: string },
) {
  const [row] = await db
    .insert(reviewReports)
    .values(values)
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] })
    .returning({
      id: reviewReports.id,
      reviewId: reviewReports.reviewId,
      createdAt: reviewReports.createdAt,
    });
  return row;
}

export type ModerationQueue = 'reported' | 'hidden' | 'published';

/** The facility's name or the provider's first and last name, from the left-joined targets. */
const targetName = sql<string>`coalesce(${facilities.name}, ${providers.firstName} || ' ' || ${providers.lastName})`;

/** The reports on the review of the row, all or only the open ones (made since the last decision). */
const reportCount = (open: boolean) =>
  sql<number>`(select count(*)::int from review_reports rr
    where rr.review_id = ${reviews.id}${open ? sql` and rr.resolved_at is null` : sql``})`;
const lastReportedAt = sql<Date | null>`(select max(rr.created_at) from review_reports rr
  where rr.review_id = ${reviews.id})`.mapWith(reviewReports.createdAt);

const hasOpenReport = sql`exists (select 1 from review_reports rr
  where rr.review_id = ${reviews.id} and rr.resolved_at is null)`;

const queues: Record<ModerationQueue, { where: SQL | undefined; orderBy: SQL[] }> = {
  // Published with an undecided report: a moderator's decision resolves the reports, so each leaves once.
  reported: {
    where: and(isPublished, hasOpenReport),
    orderBy: [sql`${lastReportedAt} desc`, desc(reviews.id)],
  },
  hidden: {
    where: eq(reviews.status, 'hidden'),
    orderBy: [sql`${reviews.moderatedAt} desc nulls last`, desc(reviews.createdAt), desc(reviews.id)],
  },
  published: { where: isPublished, orderBy: [desc(reviews.createdAt), desc(reviews.id)] },
};

/** A review as moderators see it: author's full name, what it is about, and its reports. */
const moderationColumns = {
  id: reviews.id,
  facilityId: reviews.facilityId,
  providerId: reviews.providerId,
  rating: reviews.rating,
  comment: reviews.comment,
  status: reviews.status,
  createdAt: reviews.createdAt,
  moderationReason: reviews.moderationReason,
  moderatedAt: reviews.moderatedAt,
  moderatorId: moderators.id,
  moderatorFirstName: moderators.firstName,
  moderatorLastName: moderators.lastName,
  authorId: reviews.authorId,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  targetName,
  reportCount: reportCount(false),
  openReportCount: reportCount(true),
  lastReportedAt,
};

function moderationSelect(db: Database) {
  return db
    .select(moderationColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .leftJoin(facilities, eq(facilities.id, reviews.facilityId))
    .leftJoin(providers, eq(providers.id, reviews.providerId))
    .leftJoin(moderators, eq(moderators.id, reviews.moderatedBy));
}

export type ModerationRow = Awaited<ReturnType<typeof findModerationPage>>['rows'][number];

/** One page of a moderation queue (see REVIEW_MODERATION_QUEUES), with the queue's total. */
export async function findModerationPage(
  db: Database,
  queue: ModerationQueue,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const { where, orderBy } = queues[queue];
  const [rows, [total]] = await Promise.all([
    moderationSelect(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findModerationRow(db: Database, id: string) {
  const [row] = await moderationSelect(db).where(eq(reviews.id, id));
  return row;
}

/** The reports' reasons on these reviews: each distinct text once per review, with how many gave it. */
export async function findReportReasons(db: Database, reviewIds: string[]) {
  if (!reviewIds.length) return [];
  const count = sql<number>`count(*)::int`;
  return db
    .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, count })
    .from(reviewReports)
    .where(inArray(reviewReports.reviewId, reviewIds))
    .groupBy(reviewReports.reviewId, reviewReports.reason)
    .orderBy(desc(count), asc(reviewReports.reason));
}

/** A moderator's decision: the status, the reason the author sees (null when published) and when. */
export async function setModeration(
  db: Database,
  id: string,
  {
    status,
    reason,
    moderatorId,
  }: { status: ReviewModeration['status']; reason: string | null; moderatorId: string },
) {
  await db
    .update(reviews)
    .set({ status, moderationReason: reason, moderatedAt: sql`now()`, moderatedBy: moderatorId })
    .where(eq(reviews.id, id));
}

/** Marks the review's open reports decided; answers how many there were. */
export async function resolveOpenReports(db: Database, reviewId: string): Promise<number> {
  const rows = await db
    .update(reviewReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id });
  return rows.length;
}

/** One page of an author's own reviews, any status, newest first, with what each is about. */
export async function findAuthorsReviews(
  db: Database,
  authorId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const where = eq(reviews.authorId, authorId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...reviewColumns(authorId),
        targetName,
        moderationReason: reviews.moderationReason,
        moderatedAt: reviews.moderatedAt,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .leftJoin(facilities, eq(facilities.id, reviews.facilityId))
      .leftJoin(providers, eq(providers.id, reviews.providerId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

// --- An account's reviews and votes, for its data export and its deletion ---

/** Every review the account wrote, with what it is about, newest first. */
export async function findAllReviewsOfAuthor(db: Database, authorId: string) {
  return db
    .select({
      id: reviews.id,
      facilityId: reviews.facilityId,
      providerId: reviews.providerId,
      targetName,
      rating: reviews.rating,
      comment: reviews.comment,
      status: reviews.status,
      moderationReason: reviews.moderationReason,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .leftJoin(facilities, eq(facilities.id, reviews.facilityId))
    .leftJoin(providers, eq(providers.id, reviews.providerId))
    .where(eq(reviews.authorId, authorId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** Every vote and report the account made on others' reviews. */
export async function findVotesAndReportsOf(db: Database, userId: string) {
  const [votes, reports] = await Promise.all([
    db
      .select({ reviewId: reviewVotes.reviewId, vote: reviewVotes.vote })
      .from(reviewVotes)
      .where(eq(reviewVotes.userId, userId)),
    db
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        createdAt: reviewReports.createdAt,
      })
      .from(reviewReports)
      .where(eq(reviewReports.reporterId, userId)),
  ]);
  return { votes, reports };
}

/** Deletes the account's reviews and votes; answers what they counted in (targets, others' reviews). */
export async function deleteReviewsAndVotesOf(db: Database, userId: string) {
  const written = await db
    .delete(reviews)
    .where(eq(reviews.authorId, userId))
    .returning({ facilityId: reviews.facilityId, providerId: reviews.providerId });
  const voted = await db
    .delete(reviewVotes)
    .where(eq(reviewVotes.userId, userId))
    .returning({ reviewId: reviewVotes.reviewId });
  return { written, votedOn: voted.map((vote) => vote.reviewId) };
}
