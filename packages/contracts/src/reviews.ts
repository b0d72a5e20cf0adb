import { z } from 'zod';

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
