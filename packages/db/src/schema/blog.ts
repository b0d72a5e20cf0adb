import { BLOG_POST_STATUSES } from '@carefinder/contracts';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const blogPostStatus = pgEnum('blog_post_status', BLOG_POST_STATUSES);

/**
 * Blog posts, written by ADMIN in Markdown (rendered and sanitised when read). A scheduled post is public
 * from `publish_at` on (the first read after that time marks it published); a published post's `publish_at`
 * is when it went out, which orders the blog.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull(),
    status: blogPostStatus('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The stored image's key (see the API's image storage), its pixel size and text alternative. */
    coverKey: text('cover_key'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    coverAlt: text('cover_alt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_idx').on(table.slug),
    index('blog_posts_public_idx')
      .on(table.publishAt)
      .where(sql`${table.status} in ('published', 'scheduled')`),
  ],
);

/**
 * Pages whose text ADMIN edits with the blog's editor (the covid-19 page), one row per page key. The
 * starting text is loaded at start-up when the row is missing (packages/db/src/seed/content-pages).
 */
export const contentPages = pgTable('content_pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** The day the guidance was last checked against its sources. */
  reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
