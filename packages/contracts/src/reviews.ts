import { z } from 'zod';
import { PAGE_SIZE_MAX } from './admin-users.ts';

export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2_000;
export const REVIEW_STATUSES = ['published', 'hidden', 'removed'] as const;
export const REVIEW_TARGETS = ['facility', 'provider'] as const;
export const reviewTargetSchema = z.enum(REVIEW_TARGETS);
export type ReviewTargetKind = z.infer<typeof reviewTargetSchema>;

const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars.';

export const reviewInputSchema = z.strictObject({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  comment: z
    .string()
    .trim()
    .min(REVIEW_COMMENT_MIN, `Write at least ${REVIEW_COMMENT_MIN} characters.`)
    .max(REVIEW_COMMENT_MAX, `Write at most ${REVIEW_COMMENT_MAX.toLocaleString('en-NG')} characters.`),
});

/** PATCH /api/reviews/:id: the author changes the rating, the comment or both. */
export const reviewUpdateSchema = reviewInputSchema
  .partial()
  .refine((update) => update.rating !== undefined || update.comment !== undefined, {
    message: 'Send a new rating, a new comment or both.',
  });

export const reviewVoteSchema = z.strictObject({ vote: z.enum(['like', 'dislike', 'none']) });

export const reviewReplySchema = z.strictObject({
  reply: z.string().trim().min(1).max(REVIEW_COMMENT_MAX),
});

export const reviewReportSchema = z.strictObject({
  reason: z.string().trim().min(5, 'Say briefly what is wrong with this review.').max(500),
});

/** Spec §3: a review has name, image, date, rating, comment, likes, dislikes. */
export const reviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  date: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  /** The signed-in caller's vote, when known. */
  myVote: z.enum(['like', 'dislike']).nullable(),
  /** True when the signed-in caller wrote it (they may edit or delete it). */
  isMine: z.boolean(),
  reply: z.object({ text: z.string(), date: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  sort: z.enum(['newest', 'helpful']).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  averageRating: z.number().nullable(),
  reviewsCount: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/**
 * 201 answer to a posted review: the review, and its target's new aggregate under the list's names, so a
 * client shows the new average and count without reading the list again.
 */
export const postedReviewSchema = reviewSchema.extend({
  averageRating: reviewListSchema.shape.averageRating,
  reviewsCount: reviewListSchema.shape.reviewsCount,
});
export type PostedReview = z.infer<typeof postedReviewSchema>;

/** 201 answer to an abuse report. */
export const reviewReportReceiptSchema = z.object({
  id: z.string(),
  reviewId: z.string(),
  createdAt: z.string(),
});

/** What a review is about, as lists outside the listing's own page show it. */
export const reviewTargetRefSchema = z.object({
  kind: reviewTargetSchema,
  id: z.string(),
  /** The facility's name, or the provider's first and last name. */
  name: z.string(),
});

export const reviewStatusSchema = z.enum(REVIEW_STATUSES);

/**
 * GET /api/me/reviews: the signed-in author's own reviews, whatever their status, newest first. A hidden
 * review is shown to its author with the moderator's reason; it is in no public list.
 */
export const myReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});

export const myReviewSchema = reviewSchema.extend({
  target: reviewTargetRefSchema,
  status: reviewStatusSchema,
  /** Why an administrator hid it; null unless hidden. */
  moderationReason: z.string().nullable(),
  /** When an administrator last hid it or published it again. */
  moderatedAt: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const myReviewListSchema = z.object({
  items: z.array(myReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MyReviewList = z.infer<typeof myReviewListSchema>;

/**
 * The moderation queues of GET /api/admin/reviews: `reported` is published with at least one report no
 * moderator has decided on yet (newest report first), `hidden` is hidden by a moderator (latest decision
 * first), `published` is every published review (newest first).
 */
export const REVIEW_MODERATION_QUEUES = ['reported', 'hidden', 'published'] as const;
export const REVIEW_MODERATION_REASON_MAX = 500;

export const adminReviewListQuerySchema = z.object({
  status: z.enum(REVIEW_MODERATION_QUEUES).default('reported'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** When it was written. */
  date: z.string(),
  status: reviewStatusSchema,
  /** The author's full name (the public lists show "Ada O."). */
  author: z.object({ id: z.string(), name: z.string() }),
  target: reviewTargetRefSchema,
  /** Every report ever made on it… */
  reportCount: z.number().int(),
  /** …and those made since the last moderation decision (a decision resolves the open reports). */
  openReportCount: z.number().int(),
  lastReportedAt: z.string().nullable(),
  /** The reports' reasons, each distinct text once with how many reporters gave it, most given first. */
  reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  /** Why it is hidden (its author sees this); null unless hidden. */
  moderationReason: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  /** Who last hid or published it again; null before any decision or once their account is gone. */
  moderatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

const HIDE_REASON_MESSAGE = 'Say why this review is hidden; its author will see it.';

/**
 * PATCH /api/admin/reviews/:id: hide a review (a reason is required; its author sees it) or publish it
 * again (a reason is optional and goes to the audit log). Either decision resolves the open reports.
 */
export const reviewModerationSchema = z
  .strictObject({
    status: z.enum(['hidden', 'published']),
    reason: z
      .string()
      .trim()
      .max(REVIEW_MODERATION_REASON_MAX, `Write at most ${REVIEW_MODERATION_REASON_MAX} characters.`)
      .optional(),
  })
  .refine((change) => change.status !== 'hidden' || Boolean(change.reason), {
    path: ['reason'],
    message: HIDE_REASON_MESSAGE,
  });
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;

/** 200 answer to a moderation decision: the review, and its target's aggregate after it. */
export const moderatedReviewSchema = adminReviewSchema.extend({
  averageRating: reviewListSchema.shape.averageRating,
  reviewsCount: reviewListSchema.shape.reviewsCount,
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;
