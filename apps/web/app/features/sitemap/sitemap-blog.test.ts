import { describe, expect, it } from 'vitest';
import { parseSitemapFileName, sitemapFileName } from './sitemap-xml';

describe('the blog sitemap file', () => {
  it('is blog.xml, one file', () => {
    expect(parseSitemapFileName('blog.xml')).toEqual({ kind: 'blog' });
    expect(sitemapFileName({ kind: 'blog' })).toBe('blog.xml');
    expect(parseSitemapFileName('blog-1.xml')).toBeNull();
  });
});
