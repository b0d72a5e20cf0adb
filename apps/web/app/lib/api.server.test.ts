import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { isRouteErrorResponse } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';

// A stand-in API: what a page loader meets while the database is down, and the other failures.
const api = createServer((request, response) => {
  const answers: Record<string, () => void> = {
    '/api/down': () =>
      response
        .writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '7' })
        .end('{"type":"about:blank","title":"Service Unavailable","status":503}'),
    '/api/missing': () => response.writeHead(404, { 'content-type': 'application/problem+json' }).end('{}'),
    '/api/malformed': () => response.writeHead(400, { 'content-type': 'application/problem+json' }).end('{}'),
    '/api/broken': () => response.writeHead(500, { 'content-type': 'application/problem+json' }).end('{}'),
  };
  (answers[request.url ?? ''] ?? answers['/api/broken'])?.();
});
await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
// Imported once API_URL is set: the web's config reads it when first loaded.
const { fetchForPage, pageOutageResponse } = await import('./api.server');

const anything = { parse: (input: unknown) => input };

/** What the loader threw, as the router will read it: a DataWithResponseInit, or the error itself. */
async function thrownBy(path: string) {
  try {
    await fetchForPage(path, anything);
  } catch (error) {
    return error as { init?: { status?: number; headers?: Record<string, string> } };
  }
  throw new Error(`${path} did not throw`);
}

function axiosError(status: number | undefined, headers: Record<string, string> = {}, code?: string) {
  const response =
    status === undefined
      ? undefined
      : ({ status, headers: new AxiosHeaders(headers), data: {} } as unknown as AxiosResponse);
  return new AxiosError('failed', code, undefined, undefined, response);
}

describe('a page loader calling the API during an outage', () => {
  it("answers the page with 503, the API's Retry-After and no-store when the API answers 503", async () => {
    const thrown = await thrownBy('/down');
    expect(thrown.init).toEqual({
      status: 503,
      headers: { 'Retry-After': '7', 'Cache-Control': 'no-store' },
    });
  });

  it('keeps 404 as the page not found, 400 as a bad request, and any other failure as the error (the error page, 500)', async () => {
    expect((await thrownBy('/missing')).init?.status).toBe(404);
    // A control character in the page's id: the API refuses it, and so does the page, never with a 500.
    expect((await thrownBy('/malformed')).init?.status).toBe(400);
    const broken = await thrownBy('/broken');
    expect(broken).toBeInstanceOf(AxiosError);
    expect(isRouteErrorResponse(broken)).toBe(false);
  });
});

describe('pageOutageResponse', () => {
  it.each([
    ['a 503 with Retry-After', axiosError(503, { 'retry-after': '12' }), '12'],
    ['a 503 without Retry-After', axiosError(503), '5'],
    ['a 503 with a Retry-After that is not seconds', axiosError(503, { 'retry-after': 'soon' }), '5'],
    ['a refused connection (the API is down)', axiosError(undefined, {}, 'ECONNREFUSED'), '5'],
  ])('makes %s the 503 page', (_case, error, retryAfter) => {
    expect(pageOutageResponse(error)?.init).toEqual({
      status: 503,
      headers: { 'Retry-After': retryAfter, 'Cache-Control': 'no-store' },
    });
  });

  it.each([
    ['a 500', axiosError(500)],
    ['a 404', axiosError(404)],
    ['a timeout', axiosError(undefined, {}, 'ECONNABORTED')],
    ['an error that is not from the API', new Error('parse failed')],
  ])('leaves %s alone', (_case, error) => {
    expect(pageOutageResponse(error)).toBeUndefined();
  });
});
