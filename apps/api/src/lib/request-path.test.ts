import { describe, expect, it } from 'vitest';
import { literalPageUrl } from './request-path.ts';

describe('literalPageUrl', () => {
  it('escapes every % of a page path whose escapes do not decode, and keeps its query', () => {
    expect(literalPageUrl('/facilities/%E0%A4%A')).toBe('/facilities/%25E0%25A4%25A');
    expect(literalPageUrl('/search-result?q=%E0%A4%A')).toBe('/search-result?q=%E0%A4%A');
    expect(literalPageUrl('/blog/50%?page=2')).toBe('/blog/50%25?page=2');
  });

  it('leaves an address that decodes, and an API one, as they are', () => {
    expect(literalPageUrl('/facilities/abc%20def')).toBe('/facilities/abc%20def');
    expect(literalPageUrl('/api/facilities/%E0%A4%A')).toBe('/api/facilities/%E0%A4%A');
    expect(literalPageUrl('/')).toBe('/');
  });
});
