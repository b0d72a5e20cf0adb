import { REVIEW_STATUSES } from '@carefinder/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { facilities } from './facilities.ts';
import { providers } from './providers.ts';
import { users } from './users.ts';

export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);
export const reviewVoteKind = pgEnum('review_vote_kind', ['like', 'dislike']);

/** One review per user per facility or provider; exactly one target is set. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    status: reviewStatus('status').notNull().default('published'),
    /** Why an ADMIN hid the review, shown to its author; null while it is published. */
    moderationReason: text('moderation_reason'),
    /** When an ADMIN last hid or published it again… */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** …and who (null before any decision, or once their account is gone). */
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    replyText: text('reply_text'),
    replyAuthorId: uuid('reply_author_id').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reviews_one_target', sql`(${table.facilityId} is null) <> (${table.providerId} is null)`),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    uniqueIndex('reviews_author_facility_idx')
      .on(table.authorId, table.facilityId)
      .where(sql`${table.facilityId} is not null`),
    uniqueIndex('reviews_author_provider_idx')
      .on(table.authorId, table.providerId)
      .where(sql`${table.providerId} is not null`),
    index('reviews_facility_created_idx').on(table.facilityId, table.createdAt),
    index('reviews_provider_created_idx').on(table.providerId, table.createdAt),
  ],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: reviewVoteKind('vote').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('review_reports_reporter_idx').on(table.reviewId, table.reporterId)],
);
