import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '@carefinder/contracts';
import { createTestApp, withApiKey } from './testing/test-app.ts';

const { app } = await createTestApp();

describe('errors Fastify raises before routing', () => {
  it('answers a malformed /api URL with problem+json 400, not Fastify’s own JSON', async () => {
    const response = await app.inject({ url: '/api/facilities/%E0%A4%A', headers: withApiKey() });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ type: PROBLEM_TYPES.invalidRequest, status: 400 });
    expect(response.body).not.toContain('FST_ERR_BAD_URL');
  });

  it('takes a malformed page URL literally, for the site to answer with its own page, never Fastify’s 400', async () => {
    const response = await app.inject({ url: '/facilities/%E0%A4%A?from=link' });
    // No web build in this app: the router's not-found answers what the web host renders as its 404 page.
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('FST_ERR_BAD_URL');
  });
});

describe('errors of the HTTP parser, on a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    port = Number(new URL(await app.listen({ host: '127.0.0.1', port: 0 })).port);
  });

  /** Sends raw bytes and answers the whole response text once the server closes the connection. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });

  it('answers headers too large with 431 problem+json', async () => {
    const response = await raw(
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expect(response).toContain('Content-Type: application/problem+json');
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 431,
      title: 'Request Header Fields Too Large',
    });
  });

  it('answers bytes that are not HTTP with 400 problem+json', async () => {
    const response = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toContain('application/problem+json');
  });
});
