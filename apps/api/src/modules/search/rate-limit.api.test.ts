import { describe, expect, it } from 'vitest';
import type { Problem } from '@carefinder/contracts';
import { randomAddress } from '../../testing/factories.ts';
import { createTestApp, TEST_API_KEY } from '../../testing/test-app.ts';

// A tiny budget, so a test reaches it in a few requests; the default (600) is config.test.ts's.
const PER_MINUTE = 3;
const PARTNER_API_KEY = 'clinic-finder-app';
const { app } = await createTestApp({
  env: { API_KEYS: `${TEST_API_KEY},${PARTNER_API_KEY}`, SEARCH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) },
});

const ask = (
  url: string,
  {
    remoteAddress,
    apiKey = TEST_API_KEY,
    forwardedFor,
  }: { remoteAddress: string; apiKey?: string; forwardedFor?: string },
) =>
  app.inject({
    url,
    remoteAddress,
    headers: { 'x-api-key': apiKey, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });

/** The statuses of `count` requests one after another. */
async function statusesOf(count: number, url: string, from: Parameters<typeof ask>[1]) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) statuses.push((await ask(url, from)).statusCode);
  return statuses;
}

describe('rate limit of search and autocomplete', () => {
  it.each(['/api/search?q=clinic', '/api/suggest?q=cl'])(
    'answers %s past the budget of one address and app key with a 429 problem+json and Retry-After',
    async (url) => {
      const from = { remoteAddress: randomAddress() };
      expect(await statusesOf(PER_MINUTE, url, from)).toEqual(Array(PER_MINUTE).fill(200));
      const refused = await ask(url, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json<Problem>()).toMatchObject({
        type: 'about:blank',
        title: 'Too Many Requests',
        status: 429,
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    },
  );

  it('gives each app key behind one address, and each address, a budget of its own', async () => {
    const url = '/api/search?q=pharmacy';
    const shared = randomAddress();
    await statusesOf(PER_MINUTE, url, { remoteAddress: shared });
    expect((await ask(url, { remoteAddress: shared })).statusCode).toBe(429);

    const partner = { remoteAddress: shared, apiKey: PARTNER_API_KEY };
    expect(await statusesOf(PER_MINUTE, url, partner)).toEqual(Array(PER_MINUTE).fill(200));
    expect((await ask(url, partner)).statusCode).toBe(429);
    expect((await ask(url, { remoteAddress: randomAddress() })).statusCode).toBe(200);
  });

  it('counts the visitor the web server names, and never the web server’s own page loads', async () => {
    const url = '/api/search?q=hospital';
    const visitor = randomAddress();
    // Pages ask from this machine: naming the visitor (X-Forwarded-For), or nobody.
    await statusesOf(PER_MINUTE, url, { remoteAddress: '127.0.0.1', forwardedFor: visitor });
    expect((await ask(url, { remoteAddress: visitor })).statusCode).toBe(429);
    expect(await statusesOf(PER_MINUTE + 2, url, { remoteAddress: '127.0.0.1' })).toEqual(
      Array(PER_MINUTE + 2).fill(200),
    );
  });
});

describe('rate limit of the FHIR directory', () => {
  it('counts /fhir per address, as search, without an API key, and refuses with an OperationOutcome', async () => {
    const remoteAddress = randomAddress();
    const read = () => app.inject({ url: '/fhir/Location?_count=1', remoteAddress });
    for (let index = 0; index < PER_MINUTE; index++) expect((await read()).statusCode).toBe(200);
    const refused = await read();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/fhir+json');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ code: 'throttled' }],
    });
    // Another address has a budget of its own.
    expect(
      (await app.inject({ url: '/fhir/Location?_count=1', remoteAddress: randomAddress() })).statusCode,
    ).toBe(200);
  });
});
