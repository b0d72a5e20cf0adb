import type { BlogPostSummary } from '@carefinder/contracts';
import { escapeMarkup } from '~/lib/markup';

/** RSS 2.0 of the newest posts: title, link, date, author, excerpt. */
export function blogRssXml(origin: string, posts: readonly BlogPostSummary[]): string {
  const items = posts.map((post) => {
    const link = `${origin}${post.path}`;
    return [
      '    <item>',
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${escapeMarkup(link)}</link>`,
      `      <guid isPermaLink="false">carefinder-blog-post-${post.id}</guid>`,
      post.publishAt ? `      <pubDate>${new Date(post.publishAt).toUTCString()}</pubDate>` : '',
      post.author ? `      <dc:creator>${escapeMarkup(post.author.name)}</dc:creator>` : '',
      post.excerpt ? `      <description>${escapeMarkup(post.excerpt)}</description>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const newest = posts[0]?.publishAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    '    <title>CareFinder blog</title>',
    `    <link>${escapeMarkup(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeMarkup(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Health news and guides for Nigeria from CareFinder.</description>',
    '    <language>en-NG</language>',
    newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
