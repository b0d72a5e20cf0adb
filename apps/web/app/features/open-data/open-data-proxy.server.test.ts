import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDataResponse } from './open-data-proxy.server';

afterEach(() => vi.unstubAllGlobals());

/** What the proxy asked the API: the URL and the request's headers. */
function upstreamCall(fetch: ReturnType<typeof vi.fn>) {
  const [url, init] = fetch.mock.calls[0] as [URL, RequestInit];
  return { url: url.href, headers: new Headers(init.headers) };
}

describe('openDataResponse', () => {
  it("asks the API with this server's key and the visitor's address, and passes the file through", async () => {
    const fetch = vi.fn(
      async () =>
        new Response('name\nGeneral Hospital\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'x-internal': 'no' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const response = await openDataResponse(
      'facilities.csv',
      new Request('https://carefinder.test/open-data/facilities.csv?state=borno', {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
    );
    const { url, headers } = upstreamCall(fetch);
    expect(url).toBe('http://127.0.0.1:3000/api/export/facilities.csv?state=borno');
    expect(headers.get('x-api-key')).toBe('carefinder-web');
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('x-internal')).toBeNull();
    expect(await response.text()).toBe('name\nGeneral Hospital\n');
  });

  it('passes the API’s 429 and its Retry-After on to the visitor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('slow down', { status: 429, headers: { 'retry-after': '42' } })),
    );
    const response = await openDataResponse(
      'facilities.geojson',
      new Request('https://carefinder.test/open-data/facilities.geojson'),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
  });

  it('answers 404 for any other file, without asking the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const response = await openDataResponse(
      'users.csv',
      new Request('https://carefinder.test/open-data/users.csv'),
    );
    expect(response.status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });
});
