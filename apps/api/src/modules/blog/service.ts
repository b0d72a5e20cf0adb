import {
  blogPostPath,
  parseBlogPostRef,
  type AdminBlogPostListQuery,
  type BlogPost,
  type BlogPostList,
  type BlogPostListQuery,
  type BlogPostPatch,
  type BlogPostStatus,
  type BlogPostSummary,
  type blogPostInputSchema,
  type UploadedImage,
  COVER_MAX_PIXELS,
} from '@carefinder/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { Database } from '@carefinder/db';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { etagOf } from '../../lib/etag.ts';
import { imageSize, prepareImage } from '../../lib/images/prepare.ts';
import type { ImageStorage } from '../../lib/images/storage.ts';
import { readingMinutes, renderMarkdown } from '../../lib/markdown.ts';
import { fieldProblem, HttpProblem } from '../../lib/problem.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { changeAudited, createAudited, removeAudited, type AuditedEntity } from '../audit/service.ts';
import { imageUrl } from '../media/plugin.ts';
import { relatedPosts } from './related.ts';
import {
  deletePost,
  findPostById,
  findPostBySlug,
  findPostsForAdmin,
  findNextPublication,
  findPublicPostIds,
  findPublicPosts,
  findRecentPublicPosts,
  insertPost,
  lockPost,
  publishDuePosts,
  slugHolder,
  updatePost,
  type BlogPostChanges,
  type BlogPostRow,
  type BlogPostRowWithAuthor,
} from './repository.ts';
import { slugFromTitle } from './slug.ts';

/** What a post is called in the audit log (`blog-post.create`). */
export const BLOG_POST_ENTITY = 'blog-post';

/** A cover is stored at most this size (a 2× hero on a wide screen), as WebP. */
const COVER_BOX = { maxWidth: 1600, maxHeight: 1200 };

/** Who writes, when, and where the change, its audit entry and its images go. */
export interface BlogWriter {
  db: Database;
  audit: AuditLog;
  images: ImageStorage;
  actorId: string;
  now: Date;
}

type EditablePost = Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'body' | 'status' | 'publishAt'> & {
  cover: { key: string; alt: string } | null;
};

/** The fields an ADMIN edits, in one order: what the ETag and the audit entry are made of. */
function editableOf(post: EditablePost): EditablePost {
  const { slug, title, excerpt, body, status, publishAt, cover } = post;
  return {
    slug,
    title,
    excerpt,
    body,
    status,
    publishAt,
    cover: cover && { key: cover.key, alt: cover.alt },
  };
}

const editable = (row: BlogPostRow) =>
  editableOf({
    ...row,
    publishAt: row.publishAt?.toISOString() ?? null,
    cover: row.coverKey ? { key: row.coverKey, alt: row.coverAlt } : null,
  });

/** A post's ETag, as read by an ADMIN (whose reads first mark the posts whose time has come published). */
export const postEtag = (post: BlogPost) => etagOf(editableOf(post));

const blogPosts: AuditedEntity<BlogPostRow, EditablePost, number> = {
  name: BLOG_POST_ENTITY,
  lock: lockPost,
  missing: (id) => new HttpProblem(404, `No blog post has the id ${id}.`),
  editable,
};

/**
 * A scheduled post whose time has passed reads as published; the admin reads mark it so (publishDuePosts), so
 * the admin table's status filter and the ETag follow.
 */
function statusAt(row: BlogPostRow, now: Date): BlogPostStatus {
  return row.status === 'scheduled' && row.publishAt && row.publishAt <= now ? 'published' : row.status;
}

export function toSummary(row: BlogPostRowWithAuthor, now: Date): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    path: blogPostPath(row),
    title: row.title,
    excerpt: row.excerpt,
    status: statusAt(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    author: row.authorName ? { name: row.authorName } : null,
    readingMinutes: readingMinutes(row.body),
    cover: row.coverKey
      ? {
          key: row.coverKey,
          url: imageUrl(row.coverKey),
          width: row.coverWidth ?? 0,
          height: row.coverHeight ?? 0,
          alt: row.coverAlt,
        }
      : null,
  };
}

function toPost(row: BlogPostRowWithAuthor, now: Date, related: BlogPostSummary[]): BlogPost {
  return { ...toSummary(row, now), body: row.body, bodyHtml: renderMarkdown(row.body), related };
}

const paging = ({ page, pageSize }: BlogPostListQuery) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

export async function listPublicPosts(
  db: Database,
  now: Date,
  query: BlogPostListQuery,
): Promise<BlogPostList> {
  // Reads only: the query and statusAt already take a post whose time has come as published.
  const { rows, total } = await findPublicPosts(db, now, paging(query));
  return { items: rows.map((row) => toSummary(row, now)), total, page: query.page, pageSize: query.pageSize };
}

export async function listPostsForAdmin(
  db: Database,
  now: Date,
  query: AdminBlogPostListQuery,
): Promise<BlogPostList> {
  await publishDuePosts(db, now);
  const { rows, total } = await findPostsForAdmin(db, {
    ...paging(query),
    q: query.q || undefined,
    status: query.status === 'all' ? undefined : query.status,
  });
  return { items: rows.map((row) => toSummary(row, now)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * The post an id, slug-with-id or slug names (whatever its status), or undefined. In a slug-with-id the id
 * decides, so a link made before the slug changed still finds the post; but "top-10" is first the post
 * whose slug it is, if one is, rather than post 10.
 */
async function findByRef(db: Database, ref: string): Promise<BlogPostRowWithAuthor | undefined> {
  const { id, slug } = parseBlogPostRef(ref);
  if (id === undefined) return findPostBySlug(db, ref);
  const byId = await findPostById(db, id);
  if (slug === undefined || byId?.slug === slug) return byId;
  return (await findPostBySlug(db, ref)) ?? byId;
}

const isPublic = (row: BlogPostRow, now: Date) => statusAt(row, now) === 'published';

/** A public post by id, slug-with-id or slug, with related posts; 404 for drafts and posts not yet out. */
export async function readPublicPost(db: Database, now: Date, ref: string): Promise<BlogPost> {
  const row = await findByRef(db, ref);
  if (!row || !isPublic(row, now)) throw new HttpProblem(404, `No published blog post is called "${ref}".`);
  const candidates = await findRecentPublicPosts(db, now, row.id, 60);
  return toPost(
    row,
    now,
    relatedPosts(row, candidates, 3).map((candidate) => toSummary(candidate, now)),
  );
}

export async function readPostForAdmin(db: Database, now: Date, id: number): Promise<BlogPost> {
  await publishDuePosts(db, now);
  const row = await findPostById(db, id);
  if (!row) throw blogPosts.missing(id);
  return toPost(row, now, []);
}

/** Seconds until the next scheduled post becomes public; null when none is waiting. */
export async function secondsUntilNextPublication(db: Database, now: Date): Promise<number | null> {
  const next = await findNextPublication(db, now);
  return next === null ? null : (next.getTime() - now.getTime()) / 1000;
}

/** Every public post for the sitemap and the feed. */
export const listPublicPostIds = (db: Database, now: Date) => findPublicPostIds(db, now);

/** A free slug for a new post titled `title`: its own, or with -2, -3… when another post has it. */
async function freeSlugFor(db: Database, title: string): Promise<string> {
  for (let n = 1; n < 100; n++) {
    const candidate = slugFromTitle(title, n === 1 ? '' : `-${n}`);
    if ((await slugHolder(db, candidate)) === undefined) return candidate;
  }
  throw fieldProblem(409, 'slug', 'Choose a slug: every slug made from this title is taken.');
}

async function claimSlug(db: Database, slug: string, postId: number | null) {
  const holder = await slugHolder(db, slug);
  if (holder !== undefined && holder !== postId)
    throw fieldProblem(409, 'slug', `Another post has the slug "${slug}". Choose another.`);
}

/**
 * When the post is public from, by its status: a scheduled post needs a future time; a published one goes
 * out now unless it already had a (past) time or one is given; a draft keeps whatever time it had.
 */
function publishTime(
  status: BlogPostStatus,
  given: Date | null | undefined,
  current: Date | null,
  now: Date,
): Date | null {
  if (status === 'scheduled') {
    const at = given === undefined ? current : given;
    if (!at) throw fieldProblem(400, 'publishAt', 'Choose when the post goes out.');
    if (at <= now)
      throw fieldProblem(400, 'publishAt', 'Choose a time in the future, or publish the post now.');
    return at;
  }
  if (status === 'published') {
    const at = given === undefined ? (current && current <= now ? current : null) : given;
    if (at && at > now)
      throw fieldProblem(400, 'publishAt', 'A time in the future schedules the post: choose "scheduled".');
    return at ?? now;
  }
  return given === undefined ? current : given;
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The cover as stored: the image must have been uploaded (its key known to the store). */
async function coverColumns(images: ImageStorage, cover: { key: string; alt: string } | null) {
  if (!cover) return { coverKey: null, coverWidth: null, coverHeight: null, coverAlt: '' };
  const bytes = await images.get(cover.key);
  if (!bytes) throw fieldProblem(400, 'cover.key', 'No uploaded image has this key: upload the cover again.');
  const { width, height } = await imageSize(bytes);
  return { coverKey: cover.key, coverWidth: width, coverHeight: height, coverAlt: cover.alt };
}

async function slugConflicts<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldProblem(409, 'slug', 'Another post has this slug.');
    throw error;
  }
}

export async function createPost(
  writer: BlogWriter,
  input: z.output<typeof blogPostInputSchema>,
): Promise<BlogPost> {
  const publishAt = publishTime(input.status, toDate(input.publishAt), null, writer.now);
  const cover = await coverColumns(writer.images, input.cover ?? null);
  const id = await slugConflicts(() =>
    createAudited(writer, blogPosts, async (tx) => {
      const slug = input.slug ?? (await freeSlugFor(tx, input.title));
      if (input.slug) await claimSlug(tx, slug, null);
      const row = await insertPost(tx, {
        slug,
        title: input.title,
        excerpt: input.excerpt,
        body: input.body,
        status: input.status,
        publishAt,
        authorId: writer.actorId,
        ...cover,
        createdAt: writer.now,
        updatedAt: writer.now,
      });
      return row.id;
    }),
  );
  return readPostForAdmin(writer.db, writer.now, id);
}

export async function changePost(
  writer: BlogWriter,
  id: number,
  patch: BlogPostPatch,
  ifMatch: readonly string[],
): Promise<BlogPost> {
  const cover = patch.cover === undefined ? undefined : await coverColumns(writer.images, patch.cover);
  await slugConflicts(() =>
    changeAudited(writer, blogPosts, id, ifMatch, async (tx, current) => {
      const status = patch.status ?? statusAt(current, writer.now);
      const given = toDate(patch.publishAt);
      const next = {
        ...current,
        ...Object.fromEntries(
          Object.entries({
            title: patch.title,
            slug: patch.slug,
            excerpt: patch.excerpt,
            body: patch.body,
          }).filter(([, value]) => value !== undefined),
        ),
        ...(cover ?? {}),
        status,
        publishAt: publishTime(status, given, current.publishAt, writer.now),
      } as BlogPostRow;
      if (isDeepStrictEqual(editable(current), editable(next))) return;
      if (next.slug !== current.slug) await claimSlug(tx, next.slug, id);
      const changes: BlogPostChanges = {
        slug: next.slug,
        title: next.title,
        excerpt: next.excerpt,
        body: next.body,
        status: next.status,
        publishAt: next.publishAt,
        coverKey: next.coverKey,
        coverWidth: next.coverWidth,
        coverHeight: next.coverHeight,
        coverAlt: next.coverAlt,
        updatedAt: writer.now,
      };
      await updatePost(tx, id, changes);
    }),
  );
  return readPostForAdmin(writer.db, writer.now, id);
}

export async function removePost(writer: BlogWriter, id: number, ifMatch: readonly string[]): Promise<void> {
  await removeAudited(writer, blogPosts, id, ifMatch, (tx) => deletePost(tx, id));
}

/** A cover upload: checked by its bytes, resized and stored as WebP. */
export async function storeCover(images: ImageStorage, bytes: Buffer): Promise<UploadedImage> {
  const prepared = await prepareImage(bytes, { maxInputPixels: COVER_MAX_PIXELS, ...COVER_BOX });
  const key = await images.put(prepared.bytes, 'webp');
  return { key, url: imageUrl(key), width: prepared.width, height: prepared.height };
}

export function previewMarkdown(body: string) {
  return { html: renderMarkdown(body), readingMinutes: readingMinutes(body) };
}
