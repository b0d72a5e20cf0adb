import { blogPostListSchema, blogPostPath, blogPostSchema, BLOG_PAGE_SIZE } from '@carefinder/contracts';
import type { BlogPost, BlogPostList } from '@carefinder/contracts';
import { data, redirect } from 'react-router';
import { fetchAnswerForPage, type PageAnswer } from '~/lib/api.server';
import { localePath } from '~/lib/i18n/locale-path';
import type { Locale } from '~/lib/i18n/locales';

/** The page number of /blog?page=N: a positive whole number, else the first page (a typo is not an error). */
export function blogPageNumber(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** /blog: a page of published posts, newest first; a page past the end is a 404. */
export async function loadBlogList(url: URL): Promise<PageAnswer<BlogPostList>> {
  const page = blogPageNumber(url);
  const answer = await fetchAnswerForPage(`/blog-posts`, blogPostListSchema, {
    page,
    pageSize: BLOG_PAGE_SIZE,
  });
  if (page > 1 && answer.data.items.length === 0) throw data(null, { status: 404 });
  return answer;
}

/**
 * /blog/{ref}: the post named by its id, slug-with-id or slug. Its one canonical URL is /blog/{slug}-{id};
 * any other way of naming it (the bare id, the slug alone, an old slug) is a 301 there.
 */
export async function loadBlogPost(ref: string, locale: Locale): Promise<PageAnswer<BlogPost>> {
  const answer = await fetchAnswerForPage(`/blog-posts/${encodeURIComponent(ref)}`, blogPostSchema);
  const canonical = blogPostPath(answer.data);
  if (`/blog/${ref}` !== canonical) throw redirect(localePath(locale, canonical), 301);
  return answer;
}
