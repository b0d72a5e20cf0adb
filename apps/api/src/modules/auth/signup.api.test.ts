import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AuthResponse, PublicUser } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { createUser, findUserRow, post, signIn, withBearer } from '../../testing/factories.ts';
import { linkIn, startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';
import { signUpAnswer } from './service.ts';

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

/** Signs up, then signs in with the same password, as the person does next. */
async function signUpAndSignIn(payload: ReturnType<typeof newSignup>) {
  const response = await signUp(payload);
  expect(response.statusCode, response.body).toBe(202);
  const session = await post(app, '/api/auth/login', { email: payload.email, password: payload.password });
  expect(session.statusCode, session.body).toBe(200);
  return session.json<AuthResponse>();
}

describe('POST /api/auth/signup', () => {
  it('creates a USER, answers 202 with where to look next and no session; the password signs in', async () => {
    const payload = newSignup();
    const response = await signUp(payload);
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ message: signUpAnswer(payload.email) });
    expect(response.body).not.toContain('token');

    // The same address again, in capitals, opens no second account.
    expect((await signUp({ ...payload, email: payload.email.toUpperCase() })).statusCode).toBe(202);
    const signedIn = await post(app, '/api/auth/login', { email: payload.email, password: payload.password });
    const body = signedIn.json<AuthResponse>();
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
      language: 'en',
      createdAt: expect.any(String),
    });
    const stored = await findUserRow(db, body.user.id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: body.user.id, role: 'USER' });
  });

  it('answers an address that has an account as a new one, keeps the account as it was and e-mails its owner', async () => {
    const owner = await createUser(db, {
      email: 'taken@example.ng',
      firstName: 'Ngozi',
      emailVerified: true,
    });
    const before = await findUserRow(db, owner.id);
    const since = sink.received.length;
    const payload = newSignup({
      email: owner.email.toUpperCase(),
      firstName: 'Someone',
      phone: '08031234567',
    });
    const response = await signUp(payload);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: signUpAnswer(payload.email) });

    expect(await findUserRow(db, owner.id)).toEqual(before);
    const mail = await sink.waitForMail(owner.email, { since });
    expect(mail.subject).toBe('You already have a CareFinder account');
    expect(mail.text).toContain('Hello Ngozi,');
    expect(mail.text).toContain(`${PUBLIC_URL}/login`);
    expect(mail.text).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(mail.text).not.toContain('verify-token');
    // The password typed in the sign-up does not sign in to the owner's account.
    const attempt = await post(app, '/api/auth/login', { email: owner.email, password: payload.password });
    expect(attempt.statusCode).toBe(401);
  });

  it('sends the owner of an unconfirmed account a new confirmation link with the notice', async () => {
    const owner = await createUser(db, { email: 'unconfirmed@example.ng', emailVerified: false });
    const since = sink.received.length;
    expect((await signUp(newSignup({ email: owner.email }))).statusCode).toBe(202);
    const mail = await sink.waitForMail(owner.email, { since });
    expect(mail.subject).toBe('You already have a CareFinder account');
    const { token } = linkIn(mail.text, 'verify-token');
    expect((await verify(token)).statusCode).toBe(200);
    expect((await findUserRow(db, owner.id))?.emailVerifiedAt).not.toBeNull();
  });

  it('e-mails a disabled account nothing', async () => {
    const owner = await createUser(db, { email: 'disabled-owner@example.ng', disabled: true });
    const since = sink.received.length;
    expect((await signUp(newSignup({ email: owner.email }))).statusCode).toBe(202);
    await app.mailer.idle();
    expect(sink.received.slice(since).filter((mail) => mail.to.includes(owner.email))).toEqual([]);
  });

  it('takes at most 5 sign-ups an hour for one address, new or not (429)', async () => {
    const email = `limited-${Date.now()}@example.ng`;
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push((await signUp(newSignup({ email }))).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
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
    await signUpAndSignIn(newSignup({ password: 'Nk'.repeat(64) }));
  });

  it('stores the phone in E.164 after the spec rule (spaces removed, +234 added)', async () => {
    const session = await signUpAndSignIn(newSignup({ phone: '0803 123 4567' }));
    expect(session.user.phone).toBe('+2348031234567');
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
    const signup = await signUpAndSignIn(payload);
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
    const signup = await signUpAndSignIn(payload);
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
    const signup = await signUpAndSignIn(payload);
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

describe('the account’s language', () => {
  it('is the sign-up page’s: its e-mails come in it, with links to pages in it, until the owner chooses another', async () => {
    const payload = newSignup({ language: 'ha' });
    let since = sink.received.length;
    const session = await signUpAndSignIn(payload);
    expect(session.user.language).toBe('ha');
    const welcome = await sink.waitForMail(payload.email, { since });
    expect(welcome.subject).toBe('Tabbatar da adireshin imel ɗinka na CareFinder');
    expect(welcome.text).toContain('Sannu Chiamaka,');
    expect(linkIn(welcome.text, 'ha/verify-token').link).toMatch(`${PUBLIC_URL}/ha/verify-token?token=`);

    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: withBearer(session.access_token),
      payload: { language: 'yo' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<PublicUser>().language).toBe('yo');
    since = sink.received.length;
    expect((await post(app, '/api/auth/forgot-password', { email: payload.email })).statusCode).toBe(202);
    const reset = await sink.waitForMail(payload.email, { since });
    expect(reset.subject).not.toBe('Reset your CareFinder password');
    expect(linkIn(reset.text, 'yo/reset-password').link).toMatch(`${PUBLIC_URL}/yo/reset-password?token=`);

    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: withBearer(session.access_token),
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('language');
    expect((await signUp(newSignup({ language: 'xx' }))).statusCode).toBe(400);
  });
});
