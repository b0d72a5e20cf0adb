import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@carefinder/db';
import { createTestDatabase, testEngine } from '@carefinder/db/testing';
import { createUser, signIn, withBearer } from './testing/factories.ts';
import { registeredRoutes } from './testing/routes.ts';
import { databaseServer, startTcpProxy, throughProxy } from './testing/tcp-proxy.ts';
import { createTestApp, withApiKey } from './testing/test-app.ts';

// On PostgreSQL the app reaches the database through a proxy the test cuts; PGlite can only be closed.
const seeded = await createTestDatabase();
const proxy =
  testEngine() === 'postgres' && seeded.databaseUrl
    ? await startTcpProxy(databaseServer(seeded.databaseUrl))
    : undefined;
const database =
  proxy && seeded.databaseUrl
    ? await openDatabase({ databaseUrl: throughProxy(seeded.databaseUrl, proxy), poolSize: 2 })
    : seeded;
// The database search (the in-memory index would answer searches through the outage).
const { app } = await createTestApp({ database, env: { SEARCH_INDEX: 'database' } });
const admin = await createUser(database.db, { role: 'ADMIN' });
const adminToken = (await signIn(app, admin)).access_token;

afterAll(async () => {
  await proxy?.close();
  if (database !== seeded) await seeded.close();
});

const PLACEHOLDER_ID = '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11';
/** A path parameter's stand-in: an id where the route takes one, a state's alias or a slug otherwise. */
const stand = (parameter: string) => (/id$/i.test(parameter) ? PLACEHOLDER_ID : 'lagos');

/** Every GET the app routes (from its router, so a new route is walked too), with its parameters filled. */
const getUrls = registeredRoutes(app)
  .filter(({ method, url }) => method === 'GET' && !url.includes('*'))
  .map(({ url }) => url.replace(/:(\w+)/g, (_match, parameter: string) => stand(parameter)));

const maxAge = (cacheControl: string) =>
  Math.max(0, ...[...cacheControl.matchAll(/(?:max-age|s-maxage)=(\d+)/g)].map((match) => Number(match[1])));

describe('error answers during a database outage', () => {
  it('walks the GET routes with the database down: no error is kept by a cache for more than a minute', async () => {
    if (proxy) await proxy.cut();
    else await seeded.close();
    const outages: string[] = [];
    for (const url of getUrls) {
      for (const headers of [withApiKey(), withBearer(adminToken)]) {
        const response = await app.inject({ url, headers });
        const cacheControl = String(response.headers['cache-control'] ?? '');
        if (response.statusCode >= 500 || response.statusCode === 429) {
          expect(cacheControl, `${url} answered ${response.statusCode}`).toBe('no-store');
          outages.push(url);
        } else if (response.statusCode >= 400) {
          expect(cacheControl, `${url} answered ${response.statusCode}`).not.toMatch(/stale-/);
          expect(maxAge(cacheControl), `${url} answered ${response.statusCode}`).toBeLessThanOrEqual(60);
        }
      }
    }
    // The outage was met where the probe met it, on the public directory lists whose answers caches keep.
    expect(outages).toEqual(
      expect.arrayContaining(['/api/services', '/api/blog-posts', '/api/emergency-contacts']),
    );
  });
});
