import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageResponse } from './image-proxy.server';

const KEY = `${'ab'.repeat(16)}.webp`;

afterEach(() => vi.unstubAllGlobals());

describe('imageResponse', () => {
  it('passes the API’s image through with a year-long immutable cache', async () => {
    const fetch = vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const response = await imageResponse(KEY);
    expect(fetch).toHaveBeenCalledWith(`http://127.0.0.1:3000/media/images/${KEY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('answers 404 for a name that is not an image key, without asking the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    for (const key of [undefined, '../secret', 'x.webp', `${KEY}.png`])
      expect((await imageResponse(key)).status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 404 when the API has no such image', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    expect((await imageResponse(KEY)).status).toBe(404);
  });
});
