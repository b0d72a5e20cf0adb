import type { BlogPost } from '@carefinder/contracts';
import type { MetaDescriptor } from 'react-router';
import type { JsonLdObject } from '~/lib/structured-data';

/** Social cards (Open Graph, Twitter) of a post, beyond the title, description and URL every page has. */
export function blogPostSocialMeta(post: BlogPost, siteUrl: string): MetaDescriptor[] {
  const image = post.cover ? new URL(post.cover.url, siteUrl).toString() : undefined;
  return [
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: 'CareFinder' },
    ...(post.publishAt ? [{ property: 'article:published_time', content: post.publishAt }] : []),
    { property: 'article:modified_time', content: post.updatedAt },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:alt', content: post.cover?.alt ?? '' },
          { name: 'twitter:card', content: 'summary_large_image' },
          { name: 'twitter:image', content: image },
        ]
      : [{ name: 'twitter:card', content: 'summary' }]),
    { name: 'twitter:title', content: post.title },
    { name: 'twitter:description', content: postDescription(post) },
  ];
}

/** The excerpt, or the first words of the body when there is none. */
export function postDescription(post: Pick<BlogPost, 'excerpt' | 'bodyHtml'>): string {
  if (post.excerpt) return post.excerpt;
  const text = post.bodyHtml
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}

/** schema.org BlogPosting of a post. */
export function blogPostingJsonLd(post: BlogPost, siteUrl: string): JsonLdObject {
  const url = new URL(post.path, siteUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: postDescription(post),
    url,
    mainEntityOfPage: url,
    ...(post.publishAt ? { datePublished: post.publishAt } : {}),
    dateModified: post.updatedAt,
    ...(post.cover ? { image: new URL(post.cover.url, siteUrl).toString() } : {}),
    author: post.author
      ? { '@type': 'Person', name: post.author.name }
      : { '@type': 'Organization', name: 'CareFinder' },
    publisher: { '@type': 'Organization', name: 'CareFinder', url: siteUrl },
    wordCount: post.body.split(/\s+/).filter(Boolean).length,
    inLanguage: 'en-NG',
  };
}
