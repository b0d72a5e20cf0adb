import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('allows the public pages, keeps crawlers out of signed-in areas and the API, and names the sitemap', () => {
    expect(robotsTxt('https://carefinder.ng')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /user',
        'Disallow: /provider/dashboard',
        'Disallow: /facility/dashboard',
        'Disallow: /api/',
        '',
        'Sitemap: https://carefinder.ng/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
