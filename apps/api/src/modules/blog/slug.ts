import { slugFromName } from '../taxonomies/service.ts';

/**
 * The longest slug made from a title. A post's page is /blog/{slug}-{id}, one URL segment, and a title's
 * first dozen words say what the post is about; a longer slug only makes the link harder to share.
 */
export const BLOG_SLUG_MAX = 80;

/** `slug` cut to at most `max` characters at the end of a word; mid-word only when its first word is longer. */
export function cutAtWord(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const wordEnd = slug.lastIndexOf('-', max);
  return wordEnd > 0 ? slug.slice(0, wordEnd) : slug.slice(0, max);
}

/** The slug of a post titled `title`, with `suffix` ("-2") when another post has the plain one. */
export function slugFromTitle(title: string, suffix = ''): string {
  return cutAtWord(slugFromName(title) || 'post', BLOG_SLUG_MAX - suffix.length) + suffix;
}
