import type { z } from 'zod';
import {
  PROBLEM_TYPES,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewListQuery,
  type ModeratedReview,
  type MyReviewList,
  type PostedReview,
  type Review,
  type ReviewList,
  type reviewListQuerySchema,
  type ReviewModeration,
  type reviewUpdateSchema,
  type UserRole,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { HttpProblem, typedProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { recordAudited } from '../audit/service.ts';
import { isFacilityMember } from '../facilities/service.ts';
import { findAccount } from '../users/service.ts';
import {
  deleteReviewRow,
  deleteReviewsAndVotesOf,
  findAllReviewsOfAuthor,
  findAuthorsReviewId,
  findAuthorsReviews,
  findModerationPage,
  findModerationRow,
  findReportReasons,
  findProviderOwner,
  findPublishedReviews,
  findReviewById,
  findTargetRating,
  findVotesAndReportsOf,
  insertReport,
  insertReview,
  lockReview,
  lockTarget,
  recomputeTargetRating,
  recomputeVoteCounts,
  resolveOpenReports,
  setModeration,
  setReply,
  setVote,
  updateReviewContent,
  type ModerationRow,
  type ReviewRow,
  type ReviewTarget,
} from './repository.ts';

type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

/** What the audit log calls a review (`review.hide`). */
const REVIEW_ENTITY = 'review';

export interface Actor {
  id: string;
  role: UserRole;
}

const noSuchTarget = (target: ReviewTarget) => new HttpProblem(404, `No ${target.kind} has this id.`);
const noSuchReview = () => new HttpProblem(404, 'No review has this id.');

/** "Ada O.": the author's first name and the initial of their last name, wherever a review is shown. */
export function authorName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** Spec §3: name, image, date, rating, comment, likes, dislikes — plus the viewer's vote and the reply. */
function presentReview(row: ReviewRow, viewerId: string | undefined): Review {
  return {
    id: row.id,
    name: authorName(row.authorFirstName, row.authorLastName),
    image: null,
    date: row.createdAt.toISOString(),
    rating: row.rating,
    comment: row.comment,
    likes: row.likes,
    dislikes: row.dislikes,
    myVote: row.myVote,
    isMine: viewerId !== undefined && row.authorId === viewerId,
    reply:
      row.replyText !== null && row.repliedAt !== null
        ? { text: row.replyText, date: row.repliedAt.toISOString() }
        : null,
  };
}

async function reviewAsSeenBy(db: Database, id: string, viewerId: string): Promise<Review> {
  const row = await findReviewById(db, id, viewerId);
  if (!row) throw noSuchReview();
  return presentReview(row, viewerId);
}

const targetOf = (review: { facilityId: string | null; providerId: string | null }): ReviewTarget =>
  review.facilityId !== null
    ? { kind: 'facility', id: review.facilityId }
    : { kind: 'provider', id: review.providerId ?? '' };

/** Published reviews of a facility or provider, one page, with the target's rating aggregate. */
export async function listReviews(
  db: Database,
  target: ReviewTarget,
  query: ReviewListQuery,
  viewerId: string | undefined,
): Promise<ReviewList> {
  if (!isUuid(target.id)) throw noSuchTarget(target);
  const [rating, { rows, total }] = await Promise.all([
    findTargetRating(db, target),
    findPublishedReviews(db, target, { ...query, ...(viewerId ? { viewerId } : {}) }),
  ]);
  if (!rating) throw noSuchTarget(target);
  return {
    items: rows.map((row) => presentReview(row, viewerId)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    ...rating,
  };
}

/**
 * One review per user per target, by a user whose e-mail is verified. The review and the target's
 * aggregate are written in one transaction; the answer carries the new aggregate.
 */
export async function postReview(
  db: Database,
  target: ReviewTarget,
  actor: Actor,
  input: { rating: number; comment: string },
): Promise<PostedReview> {
  if (!isUuid(target.id)) throw noSuchTarget(target);
  const author = await findAccount(db, actor.id);
  if (!author) throw typedProblem(PROBLEM_TYPES.sessionEnded, 'This account no longer exists.');
  if (!author.emailVerifiedAt)
    throw typedProblem(
      PROBLEM_TYPES.emailNotVerified,
      'Verify your e-mail address before writing a review: open the link we sent you, or ask for a new ' +
        'one from your account page.',
    );
  const alreadyReviewed = typedProblem(
    PROBLEM_TYPES.reviewExists,
    `You have already reviewed this ${target.kind}. Edit or delete your review instead.`,
  );
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockTarget(tx, target))) throw noSuchTarget(target);
      if (await speaksFor(tx, target, actor)) throw ownListing(target);
      if (await findAuthorsReviewId(tx, target, actor.id)) throw alreadyReviewed;
      const id = await insertReview(tx, target, { authorId: actor.id, ...input });
      const rating = await recomputeTargetRating(tx, target);
      if (!rating) throw noSuchTarget(target);
      return { ...(await reviewAsSeenBy(tx, id, actor.id)), ...rating };
    });
  } catch (error) {
    // The lock makes this unreachable in practice; the unique index is the last word all the same.
    if (isUniqueViolation(error)) throw alreadyReviewed;
    throw error;
  }
}

/** The author changes their rating or comment; the target's aggregate follows in the same transaction. */
export async function updateReview(db: Database, reviewId: string, actor: Actor, changes: ReviewUpdate) {
  if (!isUuid(reviewId)) throw noSuchReview();
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) throw noSuchReview();
    if (review.authorId !== actor.id)
      throw typedProblem(PROBLEM_TYPES.notTheAuthor, 'You can only edit your own review.');
    await updateReviewContent(tx, reviewId, changes);
    await recomputeTargetRating(tx, targetOf(review));
    return reviewAsSeenBy(tx, reviewId, actor.id);
  });
}

/** The author deletes their review, or an ADMIN deletes any (audited); the aggregate follows. */
export async function deleteReview(db: Database, audit: AuditLog, reviewId: string, actor: Actor) {
  if (!isUuid(reviewId)) throw noSuchReview();
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) throw noSuchReview();
    const isAuthor = review.authorId === actor.id;
    if (!isAuthor && actor.role !== 'ADMIN')
      throw typedProblem(PROBLEM_TYPES.notTheAuthor, 'You can only delete your own review.');
    // A moderated review stays, so deleting it cannot reset the one-review-per-user rule.
    if (review.status !== 'published' && actor.role !== 'ADMIN')
      throw typedProblem(
        PROBLEM_TYPES.reviewModerated,
        'This review was moderated and can no longer be deleted.',
      );
    await deleteReviewRow(tx, reviewId);
    await recomputeTargetRating(tx, targetOf(review));
    if (!isAuthor)
      await recordAudited(
        { audit, actorId: actor.id },
        REVIEW_ENTITY,
        reviewId,
        'delete',
        { before: review },
        tx,
      );
  });
}

/** A published review, locked for the rest of the transaction; 404 for anything else. */
async function lockPublishedReview(db: Database, reviewId: string) {
  if (!isUuid(reviewId)) throw noSuchReview();
  const review = await lockReview(db, reviewId);
  if (!review || review.status !== 'published') throw noSuchReview();
  return review;
}

/**
 * One vote per user per review: like, dislike, or none to take it back. The review stays locked while its
 * counters are recomputed from review_votes, so they are exact however many people vote at once.
 */
export async function voteOnReview(
  db: Database,
  reviewId: string,
  actor: Actor,
  vote: 'like' | 'dislike' | 'none',
): Promise<Review> {
  return db.transaction(async (tx) => {
    const review = await lockPublishedReview(tx, reviewId);
    if (review.authorId === actor.id)
      throw typedProblem(PROBLEM_TYPES.ownReview, 'You cannot vote on your own review.');
    if (await speaksFor(tx, targetOf(review), actor)) throw ownListing(targetOf(review));
    await setVote(tx, reviewId, actor.id, vote === 'none' ? null : vote);
    await recomputeVoteCounts(tx, reviewId);
    return reviewAsSeenBy(tx, reviewId, actor.id);
  });
}

/** Owners answer reviews of their listing; they do not rate it or sway its reviews. */
function ownListing(target: ReviewTarget) {
  return typedProblem(
    PROBLEM_TYPES.ownListing,
    `You manage this ${target.kind}, so you cannot review it or vote on its reviews.`,
  );
}

/**
 * Whether the actor speaks for the reviewed listing: a FACILITY_ADMIN who belongs to the facility, or the
 * PROVIDER account that owns the provider profile.
 */
async function speaksFor(db: Database, target: ReviewTarget, actor: Actor): Promise<boolean> {
  if (target.kind === 'facility') {
    if (actor.role !== 'FACILITY_ADMIN') return false;
    return isFacilityMember(db, actor.id, target.id);
  }
  if (actor.role !== 'PROVIDER') return false;
  return (await findProviderOwner(db, target.id))?.userId === actor.id;
}

/** The listing's owner answers a review (PUT sets or replaces the reply, null removes it). */
export async function replyToReview(
  db: Database,
  reviewId: string,
  actor: Actor,
  reply: string | null,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const review = await lockPublishedReview(tx, reviewId);
    const target = targetOf(review);
    if (!(await speaksFor(tx, target, actor)))
      throw typedProblem(
        PROBLEM_TYPES.notAMember,
        target.kind === 'facility'
          ? 'Only an administrator of this facility can reply to its reviews.'
          : 'Only the provider can reply to reviews of their profile.',
      );
    await setReply(tx, reviewId, reply === null ? null : { text: reply, authorId: actor.id });
    return reviewAsSeenBy(tx, reviewId, actor.id);
  });
}

/** An abuse report, once per user per review. */
export async function reportReview(db: Database, reviewId: string, actor: Actor, reason: string) {
  if (!isUuid(reviewId)) throw noSuchReview();
  const review = await findReviewById(db, reviewId);
  if (!review || review.status !== 'published') throw noSuchReview();
  const report = await insertReport(db, { reviewId, reporterId: actor.id, reason });
  if (!report)
    throw typedProblem(
      PROBLEM_TYPES.reportExists,
      'You have already reported this review; our moderators will look at it.',
    );
  return { ...report, createdAt: report.createdAt.toISOString() };
}

/**
 * The signed-in author's own reviews, any status, newest first: a hidden one carries the moderator's reason
 * (it is in no public list, so this is where its author learns why).
 */
export async function listMyReviews(
  db: Database,
  authorId: string,
  query: { page: number; pageSize: number },
): Promise<MyReviewList> {
  const { rows, total } = await findAuthorsReviews(db, authorId, query);
  return {
    items: rows.map((row) => ({
      ...presentReview(row, authorId),
      target: { ...targetOf(row), name: row.targetName },
      status: row.status,
      moderationReason: row.status === 'hidden' ? row.moderationReason : null,
      moderatedAt: row.moderatedAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function presentForModeration(row: ModerationRow, reasons: { reason: string; count: number }[]): AdminReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    date: row.createdAt.toISOString(),
    status: row.status,
    author: { id: row.authorId, name: `${row.authorFirstName} ${row.authorLastName}`.trim() },
    target: { ...targetOf(row), name: row.targetName },
    reportCount: row.reportCount,
    openReportCount: row.openReportCount,
    lastReportedAt: row.lastReportedAt?.toISOString() ?? null,
    reasons,
    moderationReason: row.status === 'hidden' ? row.moderationReason : null,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    moderatedBy: row.moderatorId
      ? { id: row.moderatorId, name: `${row.moderatorFirstName ?? ''} ${row.moderatorLastName ?? ''}`.trim() }
      : null,
  };
}

async function withReasons(db: Database, rows: ModerationRow[]): Promise<AdminReview[]> {
  const reasons = await findReportReasons(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentForModeration(
      row,
      reasons.filter((reason) => reason.reviewId === row.id).map(({ reason, count }) => ({ reason, count })),
    ),
  );
}

/** A moderation queue, one page: reported, hidden or published (see REVIEW_MODERATION_QUEUES). */
export async function listReviewsForModeration(
  db: Database,
  query: AdminReviewListQuery,
): Promise<AdminReviewList> {
  const { rows, total } = await findModerationPage(db, query.status, query);
  return { items: await withReasons(db, rows), total, page: query.page, pageSize: query.pageSize };
}

/** One review as moderators see it, whatever its status (404 for an unknown or malformed id). */
export async function readReviewForModeration(db: Database, reviewId: string): Promise<AdminReview> {
  const row = isUuid(reviewId) ? await findModerationRow(db, reviewId) : undefined;
  if (!row) throw noSuchReview();
  const [item] = await withReasons(db, [row]);
  if (!item) throw noSuchReview(); // one row in, one review out: for the type only
  return item;
}

/**
 * An ADMIN hides a review (with the reason its author sees) or publishes it again. The status, the target's
 * rating aggregate, the resolution of the open reports and the audit entry (`review.hide` or
 * `review.publish`) are one transaction, so a hidden review leaves the public list and the average at once.
 * A decision that changes nothing (hiding a hidden review with the same reason, publishing a published one
 * nobody reported since) writes nothing and records nothing.
 */
export async function moderateReview(
  db: Database,
  audit: AuditLog,
  actorId: string,
  reviewId: string,
  decision: ReviewModeration,
): Promise<ModeratedReview> {
  if (!isUuid(reviewId)) throw noSuchReview();
  const reason = decision.reason || null;
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) throw noSuchReview();
    const target = targetOf(review);
    const hide = decision.status === 'hidden';
    const changesReview = review.status !== decision.status || (hide && review.moderationReason !== reason);
    // Every decision resolves the reports made since the last one; publishing a published review does
    // nothing else (it dismisses them).
    const openReports = changesReview || !hide ? await resolveOpenReports(tx, reviewId) : 0;
    if (changesReview || openReports > 0) {
      if (changesReview)
        await setModeration(tx, reviewId, {
          status: decision.status,
          reason: hide ? reason : null,
          moderatorId: actorId,
        });
      if (review.status !== decision.status) await recomputeTargetRating(tx, target);
      await recordAudited(
        { audit, actorId },
        REVIEW_ENTITY,
        reviewId,
        hide ? 'hide' : 'publish',
        {
          before: { status: review.status, moderationReason: review.moderationReason, openReports },
          after: { status: decision.status, moderationReason: hide ? reason : null, openReports: 0, reason },
        },
        tx,
      );
    }
    const item = await readReviewForModeration(tx, reviewId);
    const rating = await findTargetRating(tx, target);
    if (!rating) throw noSuchReview();
    return { ...item, ...rating };
  });
}

/** What the account wrote and did about reviews, for its data export (NDPA: the right of access). */
export async function reviewDataOf(db: Database, userId: string) {
  const [written, { votes, reports }] = await Promise.all([
    findAllReviewsOfAuthor(db, userId),
    findVotesAndReportsOf(db, userId),
  ]);
  return {
    reviews: written.map(({ facilityId, providerId, targetName, createdAt, updatedAt, ...review }) => ({
      ...review,
      about: facilityId
        ? { kind: 'facility' as const, id: facilityId, name: targetName }
        : { kind: 'provider' as const, id: providerId, name: targetName },
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
    votes,
    reports: reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })),
  };
}

/**
 * Removes the account's reviews and votes inside the caller's transaction (an account being deleted,
 * decision 0018), and sets again what they counted in: the ratings of what they reviewed and the likes of
 * the reviews they voted on. Answers how many reviews went.
 */
export async function forgetReviewsOf(db: Database, userId: string): Promise<number> {
  const { written, votedOn } = await deleteReviewsAndVotesOf(db, userId);
  for (const reviewId of new Set(votedOn)) {
    if (await lockReview(db, reviewId)) await recomputeVoteCounts(db, reviewId);
  }
  const targets = new Map(
    written.map((review) => [`${review.facilityId}|${review.providerId}`, targetOf(review)]),
  );
  for (const target of targets.values()) await recomputeTargetRating(db, target);
  return written.length;
}
