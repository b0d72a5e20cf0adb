import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuthResponse, UserRole } from '@carefinder/contracts';
import { createUser, post, randomAddress } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';
import { ensureAdminAccount } from './admin-account.ts';
import { AUTH_RATE_LIMITS } from './routes.ts';
import { ADMIN_SIGN_IN_ONLY, INVALID_CREDENTIALS } from './service.ts';

// Failed sign-ins, their waits and the account's ceiling: throttle.api.test.ts.
const { app, db } = await createTestApp();

const attempt = (
  email: string,
  password: string,
  { url = '/api/auth/login', remoteAddress = randomAddress() } = {},
) => app.inject({ method: 'POST', url, headers: withApiKey(), payload: { email, password }, remoteAddress });

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any case and answers the user with role, and both tokens', async () => {
    const user = await createUser(db, { role: 'PROVIDER', email: 'dr.bello@example.ng' });
    const response = await attempt('DR.Bello@Example.NG', user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthResponse>();
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'PROVIDER',
      emailVerified: true,
    });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body.user)).not.toMatch(/password|hash|failed|locked/i);
  });

  it('answers the same 401 for an unknown e-mail and for a wrong password', async () => {
    const user = await createUser(db);
    const unknownEmail = await attempt('nobody-here@example.ng', user.password);
    const wrongPassword = await attempt(user.email, 'not-the-password');
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(unknownEmail.json()).toMatchObject({ detail: INVALID_CREDENTIALS });
  });

  it('answers 400 naming the fields of a malformed request', async () => {
    const response = await post(app, '/api/auth/login', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('refuses a disabled user with 403, but only once the password is right', async () => {
    const user = await createUser(db, { disabled: true });
    expect((await attempt(user.email, 'wrong-password')).statusCode).toBe(401);
    const response = await attempt(user.email, user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, detail: expect.stringMatching(/disabled/) });
  });
});

describe('POST /api/auth/admin-login', () => {
  it('signs in an ADMIN', async () => {
    const admin = await createUser(db, { role: 'ADMIN' });
    const response = await attempt(admin.email, admin.password, { url: '/api/auth/admin-login' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthResponse>().user.role).toBe('ADMIN');
  });

  it.each<UserRole>(['FACILITY_ADMIN', 'PROVIDER', 'USER'])(
    'refuses a %s with the right password: 403 sending them to the regular sign-in',
    async (role) => {
      const user = await createUser(db, { role });
      const response = await attempt(user.email, user.password, { url: '/api/auth/admin-login' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, detail: ADMIN_SIGN_IN_ONLY });
      expect(ADMIN_SIGN_IN_ONLY).toBe(
        'This sign-in is for administrators. Please use the regular sign-in page.',
      );
    },
  );

  it('answers a wrong password with the usual 401, revealing nothing about the role', async () => {
    const user = await createUser(db, { role: 'USER' });
    const response = await attempt(user.email, 'wrong-password', { url: '/api/auth/admin-login' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: INVALID_CREDENTIALS });
  });

  it('signs in the bootstrap ADMIN account that npm start prints', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'carefinder-admin-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const credentials = await ensureAdminAccount(db, {
      credentialsFile: join(dir, 'admin-credentials.json'),
    });
    const response = await attempt(credentials.email, credentials.password, { url: '/api/auth/admin-login' });
    expect(response.statusCode).toBe(200);
    // Running it again (a restart) keeps the same working account.
    expect(await ensureAdminAccount(db, { credentialsFile: join(dir, 'admin-credentials.json') })).toEqual(
      credentials,
    );
  });

  it('never puts back a bootstrap ADMIN password that was changed since', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'carefinder-admin-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const credentialsFile = join(dir, 'admin-credentials.json');
    const credentials = await ensureAdminAccount(db, {
      email: 'root@carefinder.example',
      password: 'first-Admin-pass-9',
      credentialsFile,
    });
    const signedIn = await attempt(credentials.email, credentials.password, { url: '/api/auth/admin-login' });
    const { access_token } = signedIn.json<{ access_token: string }>();
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: withApiKey({ authorization: `Bearer ${access_token}` }),
      payload: { currentPassword: 'first-Admin-pass-9', newPassword: 'rotated-Admin-pass-10' },
    });
    expect(changed.statusCode).toBe(200);

    // A restart with the same configuration reports the printed password stale and leaves the new one working.
    const restarted = await ensureAdminAccount(db, {
      email: 'root@carefinder.example',
      password: 'first-Admin-pass-9',
      credentialsFile,
    });
    expect(restarted.passwordStillValid).toBe(false);
    expect(
      (await attempt(credentials.email, 'rotated-Admin-pass-10', { url: '/api/auth/admin-login' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await attempt(credentials.email, 'first-Admin-pass-9', { url: '/api/auth/admin-login' })).statusCode,
    ).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  it('limits attempts per client address (429 with Retry-After)', async () => {
    const remoteAddress = randomAddress();
    const statuses: number[] = [];
    for (let index = 0; index <= AUTH_RATE_LIMITS.signIn.max; index++) {
      const response = await attempt(`stranger-${index}@example.ng`, 'whatever-password', { remoteAddress });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('has no per-account request limit, which anyone could use to keep the owner out (decision 0009)', async () => {
    const user = await createUser(db);
    for (let index = 0; index < 15; index++)
      expect((await attempt(user.email, user.password)).statusCode).toBe(200);
  });
});
