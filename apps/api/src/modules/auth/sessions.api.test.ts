import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { SessionTokens } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import type { App } from '../../app.ts';
import { createUser, post, randomAddress, refreshWith, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';
import { hashOpaqueToken } from './tokens.ts';

const { app, db } = await createTestApp();

/** Spec §7: GET /api/auth/refresh-token?token=<refresh> with Authorization: Bearer <refresh>. */
const refresh = ({ query, header }: { query?: string; header?: string }, on: App = app) =>
  on.inject({
    url: `/api/auth/refresh-token${query === undefined ? '' : `?token=${encodeURIComponent(query)}`}`,
    headers: header ? withBearer(header) : withApiKey(),
    remoteAddress: randomAddress(),
  });

const refreshBoth = (token: string, on: App = app) => refreshWith(on, token);

/** A write that needs a live session: changing one's own name. */
const write = (accessToken: string, on: App = app) =>
  on.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: withBearer(accessToken),
    payload: { firstName: 'Ngozi' },
  });

describe('GET /api/auth/refresh-token (spec §7)', () => {
  it('exchanges the refresh token for a new pair in the same session, and retires the old one', async () => {
    const session = await signIn(app, await createUser(db));
    const response = await refreshBoth(session.refresh_token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const next = response.json<SessionTokens>();
    expect(Object.keys(next).sort()).toEqual(['access_token', 'refresh_token']);
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(next.access_token).sid).toBe(decodeJwt(session.access_token).sid);
    expect((await write(next.access_token)).statusCode).toBe(200);

    const [old] = await db
      .select()
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.tokenHash, hashOpaqueToken(session.refresh_token)));
    expect(old?.rotatedAt).toBeInstanceOf(Date);
  });

  it('accepts the token in the query alone or in the Authorization header alone', async () => {
    const session = await signIn(app, await createUser(db));
    const byQuery = await refresh({ query: session.refresh_token });
    expect(byQuery.statusCode).toBe(200);
    const byHeader = await refresh({ header: byQuery.json<SessionTokens>().refresh_token });
    expect(byHeader.statusCode).toBe(200);
  });

  it('answers 401 when the query and the header carry different tokens, and when neither is sent', async () => {
    const first = await signIn(app, await createUser(db));
    const second = await signIn(app, await createUser(db));
    const mismatch = await refresh({ query: first.refresh_token, header: second.refresh_token });
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.headers['content-type']).toContain('application/problem+json');
    expect((await refresh({})).statusCode).toBe(401);
    // Neither token was used up by the refused request.
    expect((await refreshBoth(first.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 for an unknown token, an access token, and an expired refresh token', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    expect((await refreshBoth('no-such-refresh-token')).statusCode).toBe(401);
    expect((await refreshBoth(session.access_token)).statusCode).toBe(401);
    await db
      .update(schema.refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.refreshTokens.userId, user.id));
    expect((await refreshBoth(session.refresh_token)).statusCode).toBe(401);
  });

  it('detects reuse: a rotated token presented again is refused and kills the whole session', async () => {
    const session = await signIn(app, await createUser(db));
    const second = (await refreshBoth(session.refresh_token)).json<SessionTokens>();
    const third = (await refreshBoth(second.refresh_token)).json<SessionTokens>();

    // Someone replays the first token (say, a copy taken before the rightful client rotated it).
    const replay = await refreshBoth(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    // The family is revoked: the newest token, held by whoever rotated last, is dead too…
    expect((await refreshBoth(third.refresh_token)).statusCode).toBe(401);
    // …and writes with the session's still-unexpired access token are refused at once.
    expect((await write(third.access_token)).statusCode).toBe(401);
  });

  it('puts the current role in the new access token', async () => {
    const user = await createUser(db, { role: 'USER' });
    const session = await signIn(app, user);
    await db.update(schema.users).set({ role: 'PROVIDER' }).where(eq(schema.users.id, user.id));
    const next = (await refreshBoth(session.refresh_token)).json<SessionTokens>();
    expect(decodeJwt(next.access_token).role).toBe('PROVIDER');
  });

  it('refuses a disabled user with 403 and ends the session', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    await db.update(schema.users).set({ disabledAt: new Date() }).where(eq(schema.users.id, user.id));
    expect((await refreshBoth(session.refresh_token)).statusCode).toBe(403);
    await db.update(schema.users).set({ disabledAt: null }).where(eq(schema.users.id, user.id));
    expect((await refreshBoth(session.refresh_token)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after ACCESS_TOKEN_TTL_SECONDS (401), and a refresh brings the session back', async () => {
    const { app: shortLived, db: shortDb } = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '2' } });
    const session = await signIn(shortLived, await createUser(shortDb));
    const claims = decodeJwt(session.access_token);
    expect(claims.exp! - claims.iat!).toBe(2);
    await sleep(3100);
    const expired = await shortLived.inject({ url: '/api/me', headers: withBearer(session.access_token) });
    expect(expired.statusCode).toBe(401);
    const refreshed = await refreshBoth(session.refresh_token, shortLived);
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<SessionTokens>();
    expect((await write(next.access_token, shortLived)).statusCode).toBe(200);
  });

  it('are refused when tampered with or missing', async () => {
    const session = await signIn(app, await createUser(db, { role: 'USER' }));
    const [header, , signature] = session.access_token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(session.access_token), role: 'ADMIN' }),
    ).toString('base64url');
    const tampered = await app.inject({
      url: '/api/me',
      headers: withBearer(`${header}.${forged}.${signature}`),
    });
    expect(tampered.statusCode).toBe(401);
    const missing = await app.inject({ url: '/api/me', headers: withApiKey() });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ status: 401, detail: 'Sign in to continue.' });
  });
});

describe('POST /api/auth/logout', () => {
  const logout = (options: { accessToken?: string; refreshToken?: string }) =>
    post(
      app,
      '/api/auth/logout',
      options.refreshToken ? { refresh_token: options.refreshToken } : undefined,
      options.accessToken ? withBearer(options.accessToken) : withApiKey(),
    );

  it('ends the session of the refresh token: it cannot refresh and its access token cannot write', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    const otherDevice = await signIn(app, user);
    expect((await logout({ refreshToken: session.refresh_token })).statusCode).toBe(204);
    expect((await refreshBoth(session.refresh_token)).statusCode).toBe(401);
    expect((await write(session.access_token)).statusCode).toBe(401);
    // Only that session: the user's other device stays signed in.
    expect((await write(otherDevice.access_token)).statusCode).toBe(200);
    expect((await refreshBoth(otherDevice.refresh_token)).statusCode).toBe(200);
  });

  it("ends the bearer access token's session (sid) when no refresh token is sent", async () => {
    const session = await signIn(app, await createUser(db));
    expect((await logout({ accessToken: session.access_token })).statusCode).toBe(204);
    expect((await refreshBoth(session.refresh_token)).statusCode).toBe(401);
  });

  it('answers 401 when it is given nothing to end', async () => {
    expect((await logout({})).statusCode).toBe(401);
    expect((await logout({ accessToken: 'not-a-jwt' })).statusCode).toBe(401);
  });
});

describe('reads of personal data end with the session', () => {
  /** GET /api/me answers the user's e-mail and phone; after the session ends it must answer neither. */
  async function expectProfileUnreadable(accessToken: string, email: string, status = 401) {
    const response = await app.inject({ url: '/api/me', headers: withBearer(accessToken) });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain(email);
  }

  it('reads while the session lives', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    const response = await app.inject({ url: '/api/me', headers: withBearer(session.access_token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email });
  });

  it('after logout', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    await post(app, '/api/auth/logout', { refresh_token: session.refresh_token });
    await expectProfileUnreadable(session.access_token, user.email);
  });

  it('after refresh-token reuse revokes the session', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    const rotated = (await refreshBoth(session.refresh_token)).json<SessionTokens>();
    expect((await refreshBoth(session.refresh_token)).statusCode).toBe(401);
    await expectProfileUnreadable(rotated.access_token, user.email);
    await expectProfileUnreadable(session.access_token, user.email);
  });

  it('for a token signed with the right secret but a session id that never existed', async () => {
    const user = await createUser(db);
    await signIn(app, user);
    const forged = await app.accessTokens.sign({
      userId: user.id,
      role: 'ADMIN',
      sessionId: '0f9c2b4e-1d3a-4c5b-8e7f-6a5b4c3d2e1f',
    });
    await expectProfileUnreadable(forged, user.email);
  });

  it('for a token signed with the right secret whose ids are not ids at all (401, not a failed lookup)', async () => {
    const user = await createUser(db);
    for (const [userId, sessionId] of [
      [user.id, 'not-a-session'],
      ['not-a-user', '0f9c2b4e-1d3a-4c5b-8e7f-6a5b4c3d2e1f'],
    ] as const) {
      const forged = await app.accessTokens.sign({ userId, role: 'USER', sessionId });
      await expectProfileUnreadable(forged, user.email);
    }
  });

  it('after an administrator disables the account (403)', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    await db.update(schema.users).set({ disabledAt: new Date() }).where(eq(schema.users.id, user.id));
    await expectProfileUnreadable(session.access_token, user.email, 403);
  });
});
