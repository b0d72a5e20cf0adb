import { z } from 'zod';
import { slugSchema } from './taxonomies.ts';
import { singleLine } from './single-line.ts';
import { readOnly, writeBody } from './write-body.ts';

/*
 * The blog (spec §2: /blog, /blog/{id}; admin: blogs, add-blog, edit-blog/{id}) and the managed content
 * pages edited with the same editor (the covid-19 page). Bodies are Markdown; the API renders and sanitises
 * them (`bodyHtml`), so no Markdown or sanitiser code reaches the browser.
 */

/** draft: only ADMIN sees it; scheduled: goes out by itself at `publishAt`; published: public. */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const blogPostStatusSchema = z.enum(BLOG_POST_STATUSES, {
  error: 'status is draft, scheduled or published.',
});
export type BlogPostStatus = z.infer<typeof blogPostStatusSchema>;

export const BLOG_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE_MAX = 50;
export const BLOG_TITLE_MAX = 200;
export const BLOG_EXCERPT_MAX = 400;
export const BLOG_BODY_MAX = 100_000;
export const COVER_ALT_MAX = 300;

/** A stored cover image: the name the storage gave it (its content's hash), its URL and size. */
export const coverImageSchema = z.object({
  key: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type CoverImage = z.infer<typeof coverImageSchema>;

/** The canonical page of a post: /blog/{slug}-{id} (the bare id and the slug alone redirect to it). */
export function blogPostPath(post: { id: number; slug: string }): string {
  return `/blog/${post.slug}-${post.id}`;
}

/**
 * How a /blog/{id} or /api/blog-posts/{idOrSlug} segment names a post: a bare id ("42"), a slug with its id
 * ("clean-water-42"), or a slug alone ("clean-water"). A slug ending in digits ("top-10") is tried both ways
 * by the API: as slug-with-id when that post has that slug, else as a slug.
 */
export function parseBlogPostRef(ref: string): { id?: number; slug?: string } {
  if (/^\d{1,9}$/.test(ref)) return { id: Number(ref) };
  const withId = /^(.+)-(\d{1,9})$/.exec(ref);
  if (withId) return { id: Number(withId[2]), slug: withId[1] };
  return { slug: ref };
}

export const blogAuthorSchema = z.object({ name: z.string() });

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The canonical page, /blog/{slug}-{id}. */
  path: z.string(),
  title: z.string(),
  excerpt: z.string(),
  status: blogPostStatusSchema,
  /** When it went out (published) or goes out (scheduled); null for a draft never published. */
  publishAt: z.string().nullable(),
  updatedAt: z.string(),
  author: blogAuthorSchema.nullable(),
  /** Minutes at 200 words a minute, at least 1. */
  readingMinutes: z.number().int(),
  cover: coverImageSchema.nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** The Markdown as written. */
  body: z.string(),
  /** The body rendered and sanitised on the server: safe to insert as HTML. */
  bodyHtml: z.string(),
  /** Up to three other published posts, the closest in words first. Empty in the admin reads. */
  related: z.array(blogPostSummarySchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.object({
  items: z.array(blogPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/** GET /api/blog-posts: published posts, newest first, a page at a time. */
export const blogPostListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BLOG_PAGE_SIZE_MAX).default(BLOG_PAGE_SIZE),
});
export type BlogPostListQuery = z.infer<typeof blogPostListQuerySchema>;

export const BLOG_ADMIN_STATUS_FILTERS = [...BLOG_POST_STATUSES, 'all'] as const;

/** GET /api/admin/blog-posts: every post, by status, title or slug containing `q`, last changed first. */
export const adminBlogPostListQuerySchema = blogPostListQuerySchema.extend({
  q: z.string().trim().max(120, 'q is at most 120 characters.').check(singleLine()).optional(),
  status: z
    .enum(BLOG_ADMIN_STATUS_FILTERS, { error: 'status is draft, scheduled, published or all.' })
    .default('all'),
});
export type AdminBlogPostListQuery = z.infer<typeof adminBlogPostListQuerySchema>;

export const blogPostRefParamsSchema = z.object({
  idOrSlug: z.string().trim().min(1).max(200),
});
export const blogPostIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

const title = z
  .string({ error: 'Enter a title.' })
  .trim()
  .min(1, 'Enter a title.')
  .max(BLOG_TITLE_MAX, `A title is at most ${BLOG_TITLE_MAX} characters.`)
  .check(singleLine());
const excerpt = z
  .string()
  .trim()
  .max(BLOG_EXCERPT_MAX, `An excerpt is at most ${BLOG_EXCERPT_MAX} characters.`);
const body = z
  .string({ error: 'Write the post.' })
  .max(BLOG_BODY_MAX, `A post is at most ${BLOG_BODY_MAX.toLocaleString('en')} characters.`);
const publishAt = z.iso.datetime({
  offset: true,
  error: 'publishAt is a date and time, e.g. 2026-12-01T09:00:00+01:00.',
});

/**
 * A cover as written: the key an upload answered, and its text alternative. The stored cover's URL and size,
 * as the read answer has them, may be sent back and are ignored.
 */
export const coverInputSchema = writeBody(
  {
    key: z
      .string()
      .regex(/^[a-f0-9]{32}\.webp$/, 'Upload the cover image first; key is what the upload answered.'),
    alt: z
      .string()
      .trim()
      .max(COVER_ALT_MAX, `A description is at most ${COVER_ALT_MAX} characters.`)
      .check(singleLine()),
  },
  readOnly(coverImageSchema, 'url', 'width', 'height'),
);

/** The read answer's fields the server keeps or computes: sent back, they are ignored. */
const blogPostReadOnly = readOnly(
  blogPostSchema,
  'id',
  'path',
  'updatedAt',
  'author',
  'readingMinutes',
  'bodyHtml',
  'related',
);

/**
 * POST /api/blog-posts. The slug is made from the title unless given. `publishAt` is required to schedule
 * (a future time); publishing without one publishes now. The read answer's shape may be sent back: its
 * read-only fields are ignored.
 */
export const blogPostInputSchema = writeBody(
  {
    title,
    slug: slugSchema.optional(),
    excerpt: excerpt.default(''),
    body: body.trim().min(1, 'Write the post.'),
    status: blogPostStatusSchema.default('draft'),
    publishAt: publishAt.nullable().optional(),
    cover: coverInputSchema.nullable().optional(),
  },
  blogPostReadOnly,
);
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/** PATCH /api/blog-posts/{id}: the fields to change (the admin read, changed, may be sent back whole). */
export const blogPostPatchSchema = writeBody(
  {
    title: title.optional(),
    slug: slugSchema.optional(),
    excerpt: excerpt.optional(),
    body: body.trim().min(1, 'Write the post.').optional(),
    status: blogPostStatusSchema.optional(),
    publishAt: publishAt.nullable().optional(),
    cover: coverInputSchema.nullable().optional(),
  },
  blogPostReadOnly,
);
export type BlogPostPatch = z.infer<typeof blogPostPatchSchema>;

/** POST /api/admin/markdown-preview: what a body will look like, rendered by the same code as the pages. */
export const markdownPreviewInputSchema = z.strictObject({ body });
export const markdownPreviewSchema = z.object({ html: z.string(), readingMinutes: z.number().int() });

/** The answer of a cover upload (POST /api/blog-posts/covers, the image's bytes as the body). */
export const uploadedImageSchema = z.object({
  key: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_MAX_PIXELS = 40_000_000;

// --- Managed content pages (the covid-19 page) ---

export const CONTENT_PAGE_KEYS = ['covid-19'] as const;
export const contentPageKeySchema = z.enum(CONTENT_PAGE_KEYS, { error: 'No such page.' });
export type ContentPageKey = z.infer<typeof contentPageKeySchema>;

export const contentPageSchema = z.object({
  key: contentPageKeySchema,
  title: z.string(),
  body: z.string(),
  bodyHtml: z.string(),
  /** The day an ADMIN last checked the guidance (YYYY-MM-DD). */
  reviewedOn: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** Any key is accepted at the door; a key that names no page is a 404. */
export const contentPageParamsSchema = z.object({ key: z.string().trim().min(1).max(60) });

/** PATCH /api/pages/{key} (ADMIN, If-Match); the GET answer, changed, may be sent back whole. */
export const contentPagePatchSchema = writeBody(
  {
    title: title.optional(),
    body: body.trim().min(1, 'Write the page.').optional(),
    reviewedOn: z.iso.date({ error: 'reviewedOn is a date, e.g. 2026-11-25.' }).optional(),
  },
  readOnly(contentPageSchema, 'key', 'bodyHtml', 'updatedAt'),
);
export type ContentPagePatch = z.infer<typeof contentPagePatchSchema>;

/** GET /api/sitemap/blog-posts: every public post's canonical path and last change, newest first. */
export const blogSitemapSchema = z.object({
  items: z.array(z.object({ path: z.string(), updatedAt: z.string() })),
});
export type BlogSitemap = z.infer<typeof blogSitemapSchema>;
