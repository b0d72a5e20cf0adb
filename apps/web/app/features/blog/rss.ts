import type { BlogPostSummary } from '@carefinder/contracts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** RSS 2.0 of the newest posts: title, link, date, author, excerpt. */
export function blogRssXml(origin: string, posts: readonly BlogPostSummary[]): string {
  const items = posts.map((post) => {
    const link = `${origin}${post.path}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">carefinder-blog-post-${post.id}</guid>`,
      post.publishAt ? `      <pubDate>${new Date(post.publishAt).toUTCString()}</pubDate>` : '',
      post.author ? `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>` : '',
      post.excerpt ? `      <description>${escapeXml(post.excerpt)}</description>` : '',
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
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
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
