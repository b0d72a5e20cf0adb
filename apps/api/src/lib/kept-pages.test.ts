import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { PAGE_DATA_CONTENT_TYPE } from '@carefinder/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  createKeptPages,
  FIRST_ROUND_TRIP_BYTES,
  keepableUntil,
  preferredEncoding,
  type PageRequest,
} from './kept-pages.ts';

/** What a facility page whose status holds for the next 40 s says. */
const TIME_SENSITIVE = 'public, max-age=40, s-maxage=40';
/** 10:15:20.000 Lagos time (09:15:20 UTC). */
const AT = Date.UTC(2026, 10, 26, 9, 15, 20);
const FORTY_SECONDS_LATER = AT + 40_000;

function page(nonce: string, { cacheControl = TIME_SENSITIVE, status = 200, type = 'text/html' } = {}) {
  return new Response(`<script nonce="${nonce}">go()</script><p>Open now</p>`, {
    status,
    headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': cacheControl, vary: 'Save-Data' },
  });
}

const request = (key: string, nonce: string, nowMs = AT, acceptEncoding?: string): PageRequest => ({
  key,
  nowMs,
  nonce,
  acceptEncoding,
});

async function html(served: { response: Response }): Promise<string> {
  const body = Buffer.from(await served.response.arrayBuffer());
  const encoding = served.response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('keepableUntil', () => {
  it('keeps a public page as long as its s-maxage says, five minutes at most', () => {
    expect(keepableUntil(page('n'), AT)).toBe(FORTY_SECONDS_LATER);
    const longLived = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
    expect(keepableUntil(page('n', { cacheControl: longLived }), AT)).toBe(AT + 300_000);
    expect(keepableUntil(page('n', { cacheControl: 'public, s-maxage=86400' }), AT)).toBe(AT + 300_000);
    // A page's data, which follows its HTML (decision 0037), is kept as the page is.
    const pageData = page('n', { type: PAGE_DATA_CONTENT_TYPE });
    expect(keepableUntil(pageData, AT)).toBe(FORTY_SECONDS_LATER);
  });

  it('keeps nothing a shared cache may not keep', () => {
    for (const cacheControl of ['no-cache', 'public, max-age=60', 'private, s-maxage=60', 'no-store']) {
      expect(keepableUntil(page('n', { cacheControl }), AT), cacheControl).toBe(0);
    }
    expect(keepableUntil(page('n', { status: 404 }), AT)).toBe(0);
    expect(keepableUntil(page('n', { type: 'application/geo+json' }), AT)).toBe(0);
    const withCookie = page('n');
    withCookie.headers.append('set-cookie', 'a=b');
    expect(keepableUntil(withCookie, AT)).toBe(0);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('createKeptPages', () => {
  it('renders a page once while it holds, and serves the same page, with its nonce, to the next visitors', async () => {
    const cache = createKeptPages({ maxPages: 10, maxBytes: 1_000_000 });
    const render = vi.fn(async () => page('first'));
    const first = await cache.serve(request('/facilities/1', 'first'), render);
    expect(first.nonce).toBe('first');
    expect(await html(first)).toContain('nonce="first"');
    const second = await cache.serve(request('/facilities/1', 'second', FORTY_SECONDS_LATER - 1), render);
    expect(second.nonce).toBe('first');
    expect(await html(second)).toContain('nonce="first"');
    expect(second.response.headers.get('cache-control')).toBe(TIME_SENSITIVE);
    expect(render).toHaveBeenCalledTimes(1);
    const third = await cache.serve(request('/facilities/1', 'third', FORTY_SECONDS_LATER), render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(third.nonce).toBe('third');
  });

  it('compresses a kept page once per encoding the visitor accepts, and says so', async () => {
    const cache = createKeptPages({ maxPages: 10, maxBytes: 1_000_000 });
    await cache.serve(request('/', 'n'), async () => page('n'));
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, null],
    ] as const) {
      const served = await cache.serve(request('/', 'm', AT, accepted), async () => page('m'));
      expect(served.response.headers.get('content-encoding')).toBe(encoding);
      expect(served.response.headers.get('vary')).toBe('Save-Data, Accept-Encoding');
      const body = Buffer.from(await served.response.clone().arrayBuffer());
      expect(served.response.headers.get('content-length')).toBe(String(body.length));
      expect(await html(served)).toContain('<p>Open now</p>');
    }
  });

  it('compresses harder a page that would miss the first round trip of a 2G visit', async () => {
    // Text that brotli's quick qualities leave above the budget: words drawn from a seeded sequence.
    let seed = 7;
    const word = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return (seed % 4_096).toString(36);
    };
    const big = `<p>${Array.from({ length: 12_000 }, word).join(' ')}</p>`;
    const sent = async (body: string) => {
      const cache = createKeptPages({ maxPages: 10, maxBytes: 1_000_000 });
      const render = async () => new Response(body, { headers: page('n').headers });
      const served = await cache.serve(request('/', 'n', AT, 'br'), render);
      return Buffer.from(await served.response.arrayBuffer());
    };
    const atQuality = (body: string, quality: number) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(atQuality(big, 6)).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
    const bigSent = await sent(big);
    expect(bigSent.length).toBeLessThan(atQuality(big, 6) * 0.97);
    expect(brotliDecompressSync(bigSent).toString('utf8')).toBe(big);
    const small = '<p>Open now</p>'.repeat(100);
    expect((await sent(small)).length).toBeLessThanOrEqual(atQuality(small, 6) + 8);
  });

  it('renders a page once for concurrent requests', async () => {
    const cache = createKeptPages({ maxPages: 10, maxBytes: 1_000_000 });
    let finish: (response: Response) => void = () => {};
    const render = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const answers = Promise.all(['a', 'b', 'c'].map((nonce) => cache.serve(request('/', nonce), render)));
    finish(page('a'));
    const served = await answers;
    expect(render).toHaveBeenCalledTimes(1);
    expect(served.map((one) => one.nonce)).toEqual(['a', 'a', 'a']);
  });

  it('passes through and never keeps what may not be kept, and renders for waiters itself', async () => {
    const cache = createKeptPages({ maxPages: 10, maxBytes: 1_000_000 });
    let finish: (response: Response) => void = () => {};
    const render = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const first = cache.serve(request('/missing', 'a'), render);
    const waiter = cache.serve(request('/missing', 'b'), async () => page('b', { status: 404 }));
    finish(page('a', { status: 404 }));
    expect((await first).response.status).toBe(404);
    const waited = await waiter;
    expect(waited.nonce).toBe('b');
    expect(await html(waited)).toContain('nonce="b"');
    expect(cache.size).toBe(0);
  });

  it('says how old a kept page is (Age), so a shared cache keeps it only for what is left', async () => {
    const cache = createKeptPages({ maxPages: 10, maxBytes: 1_000_000 });
    expect((await cache.serve(request('/', 'n'), async () => page('n'))).response.headers.get('age')).toBe(
      '0',
    );
    const later = await cache.serve(request('/', 'm', AT + 25_500), async () => page('m'));
    expect(later.response.headers.get('age')).toBe('25');
  });

  it('gives no one who asked after a write the page a render read before it', async () => {
    const cache = createKeptPages({ maxPages: 10, maxBytes: 1_000_000 });
    let finish: (response: Response) => void = () => {};
    const before = cache.serve(
      request('/a', 'old'),
      () => new Promise<Response>((resolve) => (finish = resolve)),
    );
    cache.clear();
    const after = cache.serve(request('/a', 'new'), async () => page('new'));
    finish(page('old'));
    await before;
    expect((await after).nonce).toBe('new');
  });

  it('forgets every page on clear, including one whose render began before the clear', async () => {
    const cache = createKeptPages({ maxPages: 10, maxBytes: 1_000_000 });
    await cache.serve(request('/a', 'n'), async () => page('n'));
    let finish: (response: Response) => void = () => {};
    const rendering = cache.serve(
      request('/b', 'n'),
      () => new Promise<Response>((resolve) => (finish = resolve)),
    );
    cache.clear();
    finish(page('n'));
    await rendering;
    expect(cache.size).toBe(0);
    const render = vi.fn(async () => page('n'));
    await cache.serve(request('/a', 'n'), render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxPages, dropping the least recently served', async () => {
    const cache = createKeptPages({ maxPages: 2, maxBytes: 1_000_000 });
    for (const key of ['/a', '/b', '/a', '/c']) await cache.serve(request(key, 'n'), async () => page('n'));
    const render = vi.fn(async () => page('n'));
    await cache.serve(request('/a', 'n'), render);
    expect(render).not.toHaveBeenCalled();
    await cache.serve(request('/b', 'n'), render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxBytes of HTML, dropping the least recently served', async () => {
    const size = (await page('n').arrayBuffer()).byteLength;
    const cache = createKeptPages({ maxPages: 100, maxBytes: 2 * size });
    for (const key of ['/a', '/b', '/c']) await cache.serve(request(key, 'n'), async () => page('n'));
    expect(cache.size).toBe(2);
    const render = vi.fn(async () => page('n'));
    await cache.serve(request('/a', 'n'), render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('a failed render is not kept, and the next request renders again', async () => {
    const cache = createKeptPages({ maxPages: 2, maxBytes: 1_000_000 });
    await expect(cache.serve(request('/a', 'n'), () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    const render = vi.fn(async () => page('n'));
    await cache.serve(request('/a', 'n'), render);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
