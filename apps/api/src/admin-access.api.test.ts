import { describe, expect, it } from 'vitest';
import type { UserRole } from '@carefinder/contracts';
import { createUser, signIn, withBearer } from './testing/factories.ts';
import { registeredRoutes } from './testing/routes.ts';
import { createTestApp, withApiKey } from './testing/test-app.ts';

const { app, db } = await createTestApp();

const tokens = Object.fromEntries(
  await Promise.all(
    (['ADMIN', 'FACILITY_ADMIN', 'PROVIDER', 'USER'] as const).map(async (role) => [
      role,
      (await signIn(app, await createUser(db, { role }))).access_token,
    ]),
  ),
) as Record<UserRole, string>;

/** Every admin route the app has (from its router), so a new one cannot be left out of the matrix. */
const adminRoutes = registeredRoutes(app).filter(
  (route) => route.url.startsWith('/api/admin/') && !['HEAD', 'OPTIONS'].includes(route.method),
);

/**
 * A valid request per admin route, for the ADMIN case. A new admin route fails the first test until it gets
 * one here.
 */
const validRequests: Record<string, () => Promise<{ url: string; payload?: Record<string, unknown> }>> = {
  'GET /api/admin/users': async () => ({ url: '/api/admin/users?q=example' }),
  'PATCH /api/admin/users/:id': async () => ({
    url: `/api/admin/users/${(await createUser(db)).id}`,
    payload: { role: 'PROVIDER' },
  }),
};

const placeholder = (url: string) => url.replace(/:[A-Za-z]+/g, '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11');

describe('every /api/admin route', () => {
  it('is found in the router, and each has a valid example request below', () => {
    expect(adminRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/admin/users' },
        { method: 'PATCH', url: '/api/admin/users/:id' },
      ]),
    );
    expect(adminRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      Object.keys(validRequests).sort(),
    );
  });

  describe.each(adminRoutes)('$method $url', ({ method, url }) => {
    const call = (headers: Record<string, string>, request: { url: string; payload?: object }) =>
      app.inject({
        method: method as 'GET',
        url: request.url,
        headers,
        ...(request.payload ? { payload: request.payload } : {}),
      });
    // Whatever the body: the role check comes before validation.
    const anyRequest = { url: placeholder(url), ...(method === 'GET' ? {} : { payload: {} }) };

    it('answers 401 without a token', async () => {
      const response = await call(withApiKey(), anyRequest);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    });

    it.each<UserRole>(['FACILITY_ADMIN', 'PROVIDER', 'USER'])('answers 403 to a %s', async (role) => {
      const response = await call(withBearer(tokens[role]), anyRequest);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, detail: 'Only administrators can do this.' });
    });

    it('serves an ADMIN (2xx)', async () => {
      const example = validRequests[`${method} ${url}`];
      expect(example, `add a valid request for ${method} ${url} to validRequests`).toBeDefined();
      const response = await call(withBearer(tokens.ADMIN), await example!());
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
      expect(response.statusCode).toBeLessThan(300);
    });
  });
});
