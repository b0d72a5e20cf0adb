import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL, publicCacheControlUntil } from './cache-control.ts';

describe('publicCacheControlUntil', () => {
  it('is the public default when nothing changes within what it allows, stale copies included', () => {
    expect(publicCacheControlUntil(null)).toBe(PUBLIC_CACHE_CONTROL);
    expect(publicCacheControlUntil(300 + 86_400)).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('lets no cache keep or serve stale an answer past the moment it changes', () => {
    expect(publicCacheControlUntil(90.5)).toBe('public, max-age=60, s-maxage=90');
    expect(publicCacheControlUntil(20)).toBe('public, max-age=20, s-maxage=20');
    expect(publicCacheControlUntil(-3)).toBe('public, max-age=0, s-maxage=0');
    expect(publicCacheControlUntil(3_600)).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=3300',
    );
  });
});
