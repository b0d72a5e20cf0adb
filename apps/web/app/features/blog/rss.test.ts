import { describe, expect, it } from 'vitest';
import type { BlogPostSummary } from '@carefinder/contracts';
import { blogRssXml } from './rss';

const post = (overrides: Partial<BlogPostSummary>): BlogPostSummary => ({
  id: 7,
  slug: 'malaria-nets',
  path: '/blog/malaria-nets-7',
  title: 'Malaria & nets',
  excerpt: 'Sleep under a <treated> net.',
  status: 'published',
  publishAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
  author: { name: 'Ngozi Eze' },
  readingMinutes: 2,
  cover: null,
  ...overrides,
});

describe('blogRssXml', () => {
  it('is RSS 2.0 with each post’s canonical link, date, author and escaped text', () => {
    const xml = blogRssXml('https://carefinder.ng', [post({})]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<link>https://carefinder.ng/blog</link>');
    expect(xml).toContain('<atom:link href="https://carefinder.ng/blog/rss.xml" rel="self"');
    expect(xml).toContain('<title>Malaria &amp; nets</title>');
    expect(xml).toContain('<link>https://carefinder.ng/blog/malaria-nets-7</link>');
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 08:00:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>Ngozi Eze</dc:creator>');
    expect(xml).toContain('<description>Sleep under a &lt;treated&gt; net.</description>');
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 08:00:00 GMT</lastBuildDate>');
  });

  it('is a valid empty channel with no posts', () => {
    const xml = blogRssXml('https://carefinder.ng', []);
    expect(xml).not.toContain('<item>');
    expect(xml).toContain('</channel>');
  });
});
