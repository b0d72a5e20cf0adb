import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { schema } from '@carefinder/db';
import { createTestApp, withApiKey } from './testing/test-app.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const { loggerOptions } = await import('./lib/logger.ts');
const { app, db, database } = await createTestApp({
  logger: { ...(loggerOptions('info') as object), stream: logStream },
});

describe('x-api-key', () => {
  it.each(['/api/health', '/api/ready'])('lets %s through without a key', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a request without the header with 401 problem+json naming x-api-key', async () => {
    const response = await app.inject({ url: '/api/states' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 401, errors: [{ path: 'x-api-key' }] });
  });

  it('refuses an unknown key', async () => {
    const response = await app.inject({ url: '/api/states', headers: { 'x-api-key': 'someone-else' } });
    expect(response.statusCode).toBe(401);
  });

  it.each(['/%61pi/states', '//api/states', '/api//states'])(
    'cannot be skipped by spelling the path %s',
    async (url) => {
      const response = await app.inject({ url });
      expect([401, 404]).toContain(response.statusCode);
      expect(response.headers['content-type']).toContain('application/problem+json');
    },
  );

  it('refuses unknown API paths without a key too, so nothing is probed anonymously', async () => {
    const response = await app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(401);
  });
});

describe('problem+json errors', () => {
  it('answers 404 for an unknown API route', async () => {
    const response = await app.inject({ url: '/api/does-not-exist', headers: withApiKey() });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ type: 'about:blank', title: 'Not Found', status: 404 });
  });

  it('answers 400 naming each invalid field and never stores the report', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: withApiKey(),
      payload: { message: '', url: '/', extra: 'not allowed' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: { path: string }[]; detail: string }>();
    expect(body.errors.map((error) => error.path)).toContain('message');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers 400 (not 500) for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: withApiKey({ 'content-type': 'application/json' }),
      payload: '{"message": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 415 for a body of an unsupported type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: withApiKey({ 'content-type': 'text/csv' }),
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 415 });
  });
});

describe('POST /api/client-errors', () => {
  it('never stores or logs a token that a reported URL carries', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: withApiKey(),
      payload: {
        message: 'failed at /reset-password?token=SECRET-RESET-1',
        url: '/reset-password?token=SECRET-RESET-1',
      },
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(201);
    const stored = await db.select().from(schema.clientErrors);
    expect(JSON.stringify(stored)).not.toContain('SECRET-RESET-1');
    expect(logLines.join('')).not.toContain('SECRET-RESET-1');
  });

  it('stores the report and rate-limits a flood with 429 and Retry-After', async () => {
    const report = { message: 'TypeError: x is undefined', url: '/facilities/1', stack: 'at Page' };
    const first = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: withApiKey(),
      payload: report,
    });
    expect(first.statusCode).toBe(201);
    const [stored] = await db.select({ value: count() }).from(schema.clientErrors);
    expect(stored?.value).toBeGreaterThanOrEqual(1);

    let limited;
    for (let attempt = 0; attempt < 12 && !limited; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: withApiKey(),
        payload: report,
      });
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.headers['retry-after']).toBeDefined();
    expect(limited?.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
  });
});

describe('platform', () => {
  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/states', '/api/states/{alias}/lgas']),
    );
    const ui = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends helmet headers with a nonce-based script policy', async () => {
    const response = await app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Same-origin form posts keep their Origin (server actions refuse `Origin: null`); other sites get none.
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('gives every response a nonce of its own, 128 random bits', async () => {
    // More responses than one read of random bytes serves (NONCES_PER_READ).
    const nonces = new Set<string>();
    for (let request = 0; request < 300; request++) {
      const response = await app.inject({ url: '/api/health' });
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(300);
  });

  it('never logs the authorization header or the token query parameter', async () => {
    await app.inject({
      url: '/api/states?token=super-secret-refresh',
      headers: withApiKey({ authorization: 'Bearer super-secret-access' }),
    });
    const logs = logLines.join('');
    expect(logs).toContain('[REDACTED]');
    expect(logs).not.toContain('super-secret-refresh');
    expect(logs).not.toContain('super-secret-access');
  });

  it('reports not ready with 503 once the database is unreachable', async () => {
    await database.close();
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });

  it('answers data requests with 503 problem+json, not 500, while the database is unreachable', async () => {
    const response = await app.inject({ url: '/api/states', headers: withApiKey() });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.headers['retry-after']).toBe('5');
  });
});
