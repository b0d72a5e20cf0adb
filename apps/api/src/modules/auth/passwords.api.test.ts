import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PROBLEM_TYPES } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { createUser, post, refreshWith, signIn, withBearer } from '../../testing/factories.ts';
import { linkIn, startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';
import type { EmailMessage } from '../mail/service.ts';
import { AUTH_RATE_LIMITS } from './routes.ts';
import { PASSWORD_RESET_REQUESTED, SIGN_IN_PAUSED } from './service.ts';
import { ACCOUNT_TOTAL, accountKeyOf, sourceKeyOf } from './throttle.ts';

const PUBLIC_URL = 'https://carefinder.test';
const sink = await startSmtpSink();
const { app, db } = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL } });
// An app of its own whose database goes away (5c: no 202 for a reset while the database is down).
const outage = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL } });
const NEW_PASSWORD = 'Kano-Dala-Hills-2027';

const forgot = (email: string) => post(app, '/api/auth/forgot-password', { email });
const reset = (token: string, password = NEW_PASSWORD) =>
  post(app, '/api/auth/reset-password', { token, password });
const login = (email: string, password: string) => post(app, '/api/auth/login', { email, password });
const refresh = (token: string) => refreshWith(app, token);

const write = (accessToken: string) =>
  app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: withBearer(accessToken),
    payload: { lastName: 'Okafor' },
  });

/** GET /api/me: the user's e-mail and phone, readable only while the session lives. */
const readOwnProfile = (accessToken: string) =>
  app.inject({ url: '/api/me', headers: withBearer(accessToken) });

/** Asks for a reset link for the user and answers the token in the e-mail. */
async function resetTokenFor(email: string): Promise<string> {
  const since = sink.received.length;
  expect((await forgot(email)).statusCode).toBe(202);
  const mail = await sink.waitForMail(email, { since });
  expect(mail.subject).toMatch(/reset your carefinder password/i);
  const { link, token } = linkIn(mail.text, 'reset-password');
  expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
  return token;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers exactly the same whether or not the account exists, and mails only a real account', async () => {
    const user = await createUser(db);
    const since = sink.received.length;
    const known = await forgot(user.email);
    const unknown = await forgot('no-account@example.ng');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });

    await sink.waitForMail(user.email, { since });
    await app.mailer.idle();
    expect(sink.received.slice(since).flatMap((mail) => mail.to)).toEqual([user.email]);
  });

  it('does the same work for every address before answering: the link is made after, for an account only', async () => {
    const user = await createUser(db);
    const disabled = await createUser(db, { disabled: true });
    const linksOf = (userId: string) =>
      db.select().from(schema.emailTokens).where(eq(schema.emailTokens.userId, userId));
    const jobs: (() => Promise<EmailMessage | undefined>)[] = [];
    // The mailer's jobs are kept instead of run, so what each request did before its answer is all there is.
    const sendLater = vi
      .spyOn(app.mailer, 'sendLater')
      .mockImplementation((compose) => void jobs.push(compose));
    try {
      for (const email of [user.email, 'no-account-either@example.ng', disabled.email])
        expect((await forgot(email)).statusCode).toBe(202);
    } finally {
      sendLater.mockRestore();
    }
    expect(jobs).toHaveLength(3);
    expect(await linksOf(user.id)).toEqual([]);

    const [forAccount, forNoAccount, forDisabled] = await Promise.all(jobs.map((compose) => compose()));
    expect(forAccount).toMatchObject({ to: user.email, subject: expect.stringMatching(/reset/i) });
    expect(forNoAccount).toBeUndefined();
    expect(forDisabled).toBeUndefined();
    expect(await linksOf(user.id)).toHaveLength(1);
    expect(await linksOf(disabled.id)).toEqual([]);
  });

  it('sends nothing for a disabled account', async () => {
    const user = await createUser(db, { disabled: true });
    const since = sink.received.length;
    expect((await forgot(user.email)).statusCode).toBe(202);
    await app.mailer.idle();
    expect(sink.received.slice(since)).toEqual([]);
  });

  it('makes a link valid for 30 minutes', async () => {
    const user = await createUser(db);
    await resetTokenFor(user.email);
    const [token] = await db.select().from(schema.emailTokens).where(eq(schema.emailTokens.userId, user.id));
    expect(token?.purpose).toBe('reset_password');
    expect((token!.expiresAt.getTime() - token!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 0);
  });

  it('limits requests per e-mail address, the same for accounts that do not exist', async () => {
    for (const email of ['limited@example.ng', (await createUser(db)).email]) {
      const statuses: number[] = [];
      for (let index = 0; index <= AUTH_RATE_LIMITS.forgotPasswordPerAccount.max; index++)
        statuses.push((await forgot(email)).statusCode);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    }
  });
});

describe('POST /api/auth/forgot-password while the database is unreachable', () => {
  it('answers 503 problem+json with Retry-After, the same for a real and a made-up address, and sends nothing', async () => {
    const user = await createUser(outage.db);
    await outage.database.close();
    // The reset mails earlier tests asked the other app for are delivered first, or one lands after `since`.
    await app.mailer.idle();
    const since = sink.received.length;
    const real = await post(outage.app, '/api/auth/forgot-password', { email: user.email });
    const madeUp = await post(outage.app, '/api/auth/forgot-password', { email: 'no-one-at-all@example.ng' });
    for (const response of [real, madeUp]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toMatchObject({ status: 503, detail: expect.any(String) });
    }
    expect(madeUp.body).toBe(real.body);
    expect(madeUp.headers['retry-after']).toBe(real.headers['retry-after']);
    await outage.app.mailer.idle();
    expect(sink.received.slice(since)).toEqual([]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and ends every session of the account', async () => {
    const user = await createUser(db);
    const phone = await signIn(app, user);
    const laptop = await signIn(app, user);
    const token = await resetTokenFor(user.email);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });

    for (const session of [phone, laptop]) {
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
      expect((await write(session.access_token)).statusCode).toBe(401);
      const read = await readOwnProfile(session.access_token);
      expect(read.statusCode).toBe(401);
      expect(read.body).not.toContain(user.email);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once: the same link again is refused with 400 naming token', async () => {
    const user = await createUser(db);
    const token = await resetTokenFor(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Another-Fresh-Password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: [{ path: 'token' }] });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(db);
    const token = await resetTokenFor(user.email);
    await db
      .update(schema.emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.emailTokens.userId, user.id));
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'token' }] });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a common password with 400 naming password, and the link still works after', async () => {
    const user = await createUser(db);
    const token = await resetTokenFor(user.email);
    const weak = await reset(token, 'iloveyou');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ errors: [{ path: 'password' }] });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a verification link used as a reset link', async () => {
    const { token } = await (async () => {
      const email = `verify-${Date.now()}@example.ng`;
      const since = sink.received.length;
      await post(app, '/api/auth/signup', {
        email,
        password: 'Enugu-Coal-City-42',
        firstName: 'Ify',
        lastName: 'Nwosu',
      });
      return linkIn((await sink.waitForMail(email, { since })).text, 'verify-token');
    })();
    expect((await reset(token)).statusCode).toBe(400);
  });

  it("also lifts the account's ceiling of failed sign-ins and every source's wait", async () => {
    const user = await createUser(db);
    const accountKey = accountKeyOf(user.email);
    await db.insert(schema.signInFailures).values([
      { accountKey, sourceKey: ACCOUNT_TOTAL, failures: 100, expiresAt: null },
      {
        accountKey,
        sourceKey: sourceKeyOf('10.9.8.7'),
        failures: 7,
        blockedUntil: new Date(Date.now() + 86_400_000),
        expiresAt: new Date(Date.now() + 2 * 86_400_000),
      },
    ]);
    const paused = await login(user.email, user.password);
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ type: PROBLEM_TYPES.accountLocked, detail: SIGN_IN_PAUSED });
    expect((await reset(await resetTokenFor(user.email))).statusCode).toBe(200);
    expect(
      await db.select().from(schema.signInFailures).where(eq(schema.signInFailures.accountKey, accountKey)),
    ).toEqual([]);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (accessToken: string | undefined, payload: Record<string, string>) =>
    post(app, '/api/auth/change-password', payload, accessToken ? withBearer(accessToken) : withApiKey());

  it('needs a signed-in user', async () => {
    const response = await change(undefined, { currentPassword: 'x', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it('needs the current password (400 naming currentPassword, not a 401 that would trigger a refresh)', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    const response = await change(session.access_token, {
      currentPassword: 'wrong',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'currentPassword' }] });
  });

  it('refuses a common new password with 400 naming newPassword', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user);
    const response = await change(session.access_token, {
      currentPassword: user.password,
      newPassword: 'qwerty123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'newPassword' }] });
  });

  it("changes the password and ends the user's other sessions, keeping the caller's", async () => {
    const user = await createUser(db);
    const caller = await signIn(app, user);
    const other = await signIn(app, user);
    const response = await change(caller.access_token, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);

    expect((await write(caller.access_token)).statusCode).toBe(200);
    expect((await refresh(caller.refresh_token)).statusCode).toBe(200);
    expect((await write(other.access_token)).statusCode).toBe(401);
    expect((await readOwnProfile(other.access_token)).statusCode).toBe(401);
    expect((await readOwnProfile(caller.access_token)).statusCode).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
