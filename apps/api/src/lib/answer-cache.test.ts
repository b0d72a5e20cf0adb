import { describe, expect, it, vi } from 'vitest';
import { createAnswerCache, queryKey } from './answer-cache.ts';

describe('createAnswerCache', () => {
  it('computes once per key until the entry expires', async () => {
    const cache = createAnswerCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const compute = vi.fn(async () => 42);
    expect(await cache.get('a', 0, compute)).toBe(42);
    expect(await cache.get('a', 999, compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get('a', 1000, compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('says whether it holds a live answer for a key', async () => {
    const cache = createAnswerCache<number>({ ttlMs: 1000, maxEntries: 10 });
    expect(cache.has('a', 0)).toBe(false);
    await cache.get('a', 0, async () => 1);
    expect(cache.has('a', 999)).toBe(true);
    expect(cache.has('a', 1000)).toBe(false);
    const uncached = createAnswerCache<number>({ ttlMs: 0, maxEntries: 10 });
    await uncached.get('a', 0, async () => 1);
    expect(uncached.has('a', 0)).toBe(false);
  });

  it('shares one computation between concurrent requests and forgets a failure', async () => {
    const cache = createAnswerCache<string>({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database down'));
    };
    await expect(Promise.all([cache.get('k', 0, failing), cache.get('k', 0, failing)])).rejects.toThrow();
    expect(calls).toBe(1);
    expect(await cache.get('k', 1, async () => 'fresh')).toBe('fresh');
  });

  it('drops the least recently used entry when full, and keeps nothing with a zero lifetime', async () => {
    const cache = createAnswerCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', 0, async () => 'a1');
    await cache.get('b', 0, async () => 'b1');
    await cache.get('a', 1, async () => 'a2');
    await cache.get('c', 2, async () => 'c1');
    expect(await cache.get('a', 3, async () => 'a3')).toBe('a1');
    expect(await cache.get('b', 3, async () => 'b2')).toBe('b2');

    const uncached = createAnswerCache<number>({ ttlMs: 0, maxEntries: 2 });
    const compute = vi.fn(async () => 1);
    await uncached.get('x', 0, compute);
    await uncached.get('x', 0, compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});

describe('queryKey', () => {
  it('ignores parameter order and unset parameters', () => {
    expect(queryKey({ b: 2, a: 'x', c: undefined })).toBe(queryKey({ a: 'x', b: 2 }));
    expect(queryKey({ a: 'x' })).not.toBe(queryKey({ a: 'y' }));
  });
});
