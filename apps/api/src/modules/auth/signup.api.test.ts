import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AuthResponse, PublicUser } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { createUser, findUserRow, post, signIn, withBearer } from '../../testing/factories.ts';
import { linkIn, startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const PUBLIC_URL = 'https://carefinder.test';
const sink = await startSmtpSink();
const { app, db } = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL } });

let sequence = 0;
const newSignup = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${++sequence}-${Date.now()}@example.ng`,
  password: 'Abuja-Wuse-Market-77',
  firstName: 'Chiamaka',
  lastName: 'Eze',
  ...overrides,
});

const signUp = (payload: Record<string, unknown>) => post(app, '/api/auth/signup', payload);
const verify = (token: string) => post(app, '/api/auth/verify-email', { token });

const me = async (accessToken: string) =>
  (await app.inject({ url: '/api/me', headers: withBearer(accessToken) })).json<PublicUser>();

describe('POST /api/auth/signup', () => {
  it('creates a USER and answers 201 with the user (no secrets) and a signed-in session', async () => {
    const payload = newSignup();
    const response = await signUp(payload);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<AuthResponse>();
    expect(body.user).toEqual({
      id: expect.any(String),
      email: payload.email,
      firstName: 'Chiamaka',
      lastName: 'Eze',
      phone: null,
      role: 'USER',
      emailVerified: false,
      facilities: [],
      activeFacility: null,
      providerProfile: null,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain(payload.password);

    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: body.user.id, role: 'USER', sid: expect.any(String) });
    expect(claims.exp! - claims.iat!).toBe(900);

    const stored = await findUserRow(db, body.user.id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await db
      .select()
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.userId, body.user.id));
    expect(session?.familyId).toBe(claims.sid);
    // Only the SHA-256 of the refresh token is kept.
    expect(session?.tokenHash).toBe(createHash('sha256').update(body.refresh_token).digest('hex'));
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeGreaterThan(29.9 * 86_400_000);
  });

  it('refuses an e-mail address already in use, whatever its case, with 409 naming email', async () => {
    const existing = await createUser(db, { email: 'taken@example.ng' });
    const response = await signUp(newSignup({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 409, errors: [{ path: 'email' }] });
  });

  it.each([
    ['shorter than 8 characters', 'Ab1-xyz'],
    ['longer than 128 characters', 'x'.repeat(129)],
    ['in the common-password list', 'password123'],
    ['common whatever its case', 'Sunshine1'],
    ['fewer than 8 characters counted as characters (emoji)', '🔒🔑🏥🔒'],
  ])('refuses a password %s with 400 naming password', async (_why, password) => {
    const response = await signUp(newSignup({ password }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toContain(
      'password',
    );
  });

  it('accepts a 128-character password', async () => {
    const response = await signUp(newSignup({ password: 'Nk'.repeat(64) }));
    expect(response.statusCode).toBe(201);
  });

  it('stores the phone in E.164 after the spec rule (spaces removed, +234 added)', async () => {
    const response = await signUp(newSignup({ phone: '0803 123 4567' }));
    expect(response.statusCode).toBe(201);
    expect(response.json<AuthResponse>().user.phone).toBe('+2348031234567');
  });

  it('refuses a phone that is not a valid number with 400 naming phone', async () => {
    const response = await signUp(newSignup({ phone: '12345' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'phone' }] });
  });

  it('refuses fields it does not know, so nobody signs up as ADMIN', async () => {
    const response = await signUp(newSignup({ role: 'ADMIN' }));
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 naming each missing field', async () => {
    const response = await signUp({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
  });
});

describe('e-mail verification over SMTP', () => {
  it('sends a link to PUBLIC_URL/verify-token on sign-up; following it confirms the address once', async () => {
    const payload = newSignup();
    const since = sink.received.length;
    const signup = (await signUp(payload)).json<AuthResponse>();
    expect(signup.user.emailVerified).toBe(false);

    const mail = await sink.waitForMail(payload.email, { since });
    expect(mail.from).toBe('no-reply@carefinder.local');
    expect(mail.subject).toMatch(/confirm your e-mail/i);
    const { link, token } = linkIn(mail.text, 'verify-token');
    expect(link.startsWith(`${PUBLIC_URL}/verify-token?token=`)).toBe(true);

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: expect.any(String) });
    expect((await me(signup.access_token)).emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: [{ path: 'token' }] });
  });

  it('refuses an unknown token and an expired one with 400 naming token', async () => {
    const unknown = await verify('not-a-token-we-issued');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ path: 'token' }] });

    const payload = newSignup();
    const since = sink.received.length;
    const signup = (await signUp(payload)).json<AuthResponse>();
    const { token } = linkIn((await sink.waitForMail(payload.email, { since })).text, 'verify-token');
    await db
      .update(schema.emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.emailTokens.userId, signup.user.id));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect((await me(signup.access_token)).emailVerified).toBe(false);
  });
});

describe('POST /api/auth/resend-verification', () => {
  const resend = (accessToken?: string) =>
    post(
      app,
      '/api/auth/resend-verification',
      undefined,
      accessToken ? withBearer(accessToken) : withApiKey(),
    );

  it('needs a signed-in user', async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  it('waits 60 seconds between links (429 with Retry-After), then sends a new one that works', async () => {
    const payload = newSignup();
    const signup = (await signUp(payload)).json<AuthResponse>();
    await sink.waitForMail(payload.email);

    const tooSoon = await resend(signup.access_token);
    expect(tooSoon.statusCode).toBe(429);
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(tooSoon.json()).toMatchObject({ status: 429, detail: expect.stringMatching(/seconds/) });

    // The minute has passed.
    await db
      .update(schema.users)
      .set({ verificationSentAt: new Date(Date.now() - 61_000) })
      .where(eq(schema.users.id, signup.user.id));
    const since = sink.received.length;
    const resent = await resend(signup.access_token);
    expect(resent.statusCode).toBe(202);
    const { token } = linkIn((await sink.waitForMail(payload.email, { since })).text, 'verify-token');
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect((await me(signup.access_token)).emailVerified).toBe(true);
  });

  it('answers 409 when the address is already confirmed', async () => {
    const user = await createUser(db, { emailVerified: true });
    const { access_token } = await signIn(app, user);
    const response = await resend(access_token);
    expect(response.statusCode).toBe(409);
  });
});

describe('unverified users', () => {
  it('can sign in, and the API says they are not verified', async () => {
    const user = await createUser(db, { emailVerified: false });
    const session = await signIn(app, user);
    expect(session.user.emailVerified).toBe(false);
  });
});
