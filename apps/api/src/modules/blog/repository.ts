import { and, count, desc, eq, gt, ilike, lte, min, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BlogPostStatus } from '@carefinder/contracts';
import { containing, type Database, schema } from '@carefinder/db';

const { blogPosts, users } = schema;

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostRowWithAuthor = BlogPostRow & { authorName: string | null };
export type BlogPostChanges = Partial<
  Pick<
    BlogPostRow,
    | 'slug'
    | 'title'
    | 'excerpt'
    | 'body'
    | 'status'
    | 'publishAt'
    | 'coverKey'
    | 'coverWidth'
    | 'coverHeight'
    | 'coverAlt'
    | 'updatedAt'
  >
>;

/** Public: published, or scheduled for a time already past (`now`). */
export const isPublicAt = (now: Date): SQL =>
  or(
    eq(blogPosts.status, 'published'),
    and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, now)),
  )!;

/** When the next scheduled post becomes public after `now`; null when none is waiting. */
export async function findNextPublication(db: Database, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(blogPosts.publishAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'scheduled'), gt(blogPosts.publishAt, now)));
  return row?.at ?? null;
}

const columns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  body: blogPosts.body,
  status: blogPosts.status,
  publishAt: blogPosts.publishAt,
  authorId: blogPosts.authorId,
  coverKey: blogPosts.coverKey,
  coverWidth: blogPosts.coverWidth,
  coverHeight: blogPosts.coverHeight,
  coverAlt: blogPosts.coverAlt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  authorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

function selectPosts(db: Database) {
  return db.select(columns).from(blogPosts).leftJoin(users, eq(users.id, blogPosts.authorId));
}

/**
 * Marks published every scheduled post whose time has come, so every reader (and the admin table) sees the
 * same status; answers how many went out.
 */
export async function publishDuePosts(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(blogPosts)
    .set({ status: 'published' })
    .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, now)))
    .returning({ id: blogPosts.id });
  return rows.length;
}

/** A page of public posts, newest first. */
export async function findPublicPosts(
  db: Database,
  now: Date,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: BlogPostRowWithAuthor[]; total: number }> {
  const where = isPublicAt(now);
  const [rows, [total]] = await Promise.all([
    selectPosts(db)
      .where(where)
      .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The admin table: every post, by status and title or slug, last changed first. */
export async function findPostsForAdmin(
  db: Database,
  { status, q, limit, offset }: { status?: BlogPostStatus; q?: string; limit: number; offset: number },
): Promise<{ rows: BlogPostRowWithAuthor[]; total: number }> {
  const pattern = q ? containing(q) : undefined;
  const where = and(
    status ? eq(blogPosts.status, status) : undefined,
    pattern ? or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectPosts(db)
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findPostById(db: Database, id: number): Promise<BlogPostRowWithAuthor | undefined> {
  const [row] = await selectPosts(db).where(eq(blogPosts.id, id));
  return row;
}

export async function findPostBySlug(db: Database, slug: string): Promise<BlogPostRowWithAuthor | undefined> {
  const [row] = await selectPosts(db).where(eq(blogPosts.slug, slug));
  return row;
}

/** Up to `limit` public posts other than `exceptId`, newest first: the candidates for "related". */
export async function findRecentPublicPosts(
  db: Database,
  now: Date,
  exceptId: number,
  limit: number,
): Promise<BlogPostRowWithAuthor[]> {
  return selectPosts(db)
    .where(and(isPublicAt(now), ne(blogPosts.id, exceptId)))
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(limit);
}

/** Every public post's id, slug and last change, for the sitemap and the feed's date. */
export async function findPublicPostIds(db: Database, now: Date) {
  return db
    .select({ id: blogPosts.id, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublicAt(now))
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id));
}

/** The post, locked until the transaction ends, so two writes to it take turns. */
export async function lockPost(db: Database, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  return row;
}

export async function slugHolder(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  return row?.id;
}

export async function insertPost(db: Database, values: typeof blogPosts.$inferInsert): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('insert into blog_posts returned no row');
  return row;
}

export async function updatePost(db: Database, id: number, changes: BlogPostChanges): Promise<BlogPostRow> {
  const [row] = await db.update(blogPosts).set(changes).where(eq(blogPosts.id, id)).returning();
  if (!row) throw new Error(`blog post ${id} vanished while locked`);
  return row;
}

export async function deletePost(db: Database, id: number) {
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
}
