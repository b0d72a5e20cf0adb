import { describe, expect, it } from 'vitest';
import { errorCacheControl } from './error-caching.ts';

const PUBLIC = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

describe('errorCacheControl', () => {
  it.each([
    [200, PUBLIC, PUBLIC],
    [304, PUBLIC, PUBLIC],
    [200, undefined, undefined],
    [500, PUBLIC, 'no-store'],
    [503, PUBLIC, 'no-store'],
    [503, undefined, 'no-store'],
    [502, 'private, no-cache', 'no-store'],
    [429, 'public, max-age=60', 'no-store'],
    [404, PUBLIC, 'public, max-age=60'],
    [404, 'public, max-age=3600', 'public, max-age=60'],
    [404, 'public, max-age=10, s-maxage=30', 'public, max-age=10'],
    [404, 'max-age=600', 'max-age=60'],
    [404, 'public, s-maxage=3600', 'public, max-age=60'],
    [404, undefined, undefined],
    [404, 'no-store', 'no-store'],
    [400, 'private, no-cache', 'private, no-cache'],
    [404, 'private, max-age=31536000', 'private, max-age=60'],
    [410, 'public, max-age=86400, immutable', 'public, max-age=60'],
  ])('answers %i with %s as %s', (status, given, expected) => {
    expect(errorCacheControl(status, given)).toBe(expected);
  });
});
