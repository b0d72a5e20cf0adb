import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, type Problem } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { createUser, post } from '../../testing/factories.ts';
import { linkIn, startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';
import { INVALID_CREDENTIALS, SIGN_IN_PAUSED } from './service.ts';
import { ACCOUNT_TOTAL, accountKeyOf } from './throttle.ts';

const MAX_FAILURES = 3;
const FIRST_WAIT_SECONDS = 600;
const CEILING = 100;
const PUBLIC_URL = 'https://carefinder.test';
const env = {
  LOGIN_MAX_FAILURES: String(MAX_FAILURES),
  LOGIN_LOCKOUT_SECONDS: String(FIRST_WAIT_SECONDS),
  PUBLIC_URL,
};

// The app's clock stands still unless a test moves it, so waits and Retry-After are exact.
let clock = Date.now();
const advance = (seconds: number) => (clock += seconds * 1000);
const sink = await startSmtpSink();
const { app, db } = await createTestApp({ env: { ...env, SMTP_URL: sink.url }, now: () => new Date(clock) });
const behindProxy = await createTestApp({ env: { ...env, TRUST_PROXY: '1' } });

/** `count` (at most 254) client addresses, all different, in a /24 of their own. */
function sources(count: number): string[] {
  const network = `10.${randomInt(256)}.${randomInt(256)}`;
  return Array.from({ length: count }, (_, index) => `${network}.${index + 1}`);
}
const oneSource = () => sources(1)[0]!;

const attempt = (
  email: string,
  password: string,
  from: string,
  { target = app, headers = {} }: { target?: typeof app; headers?: Record<string, string> } = {},
) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: withApiKey(headers),
    payload: { email, password },
    remoteAddress: from,
  });

function expectWait(response: LightMyRequestResponse, seconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json<Problem>()).toMatchObject({ type: PROBLEM_TYPES.accountLocked, status: 429 });
  expect(response.headers['retry-after']).toBe(String(seconds));
}

function expectPaused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json<Problem>()).toMatchObject({
    type: PROBLEM_TYPES.accountLocked,
    status: 429,
    detail: SIGN_IN_PAUSED,
  });
  expect(response.headers['retry-after']).toBeUndefined();
}

/** What a client can see of an answer, but the values that follow the wall clock. */
function observable(response: LightMyRequestResponse) {
  const headers = { ...response.headers };
  delete headers.date;
  delete headers['x-ratelimit-reset'];
  // The CSP nonce is new on every answer.
  headers['content-security-policy'] = String(headers['content-security-policy']).replace(
    /'nonce-[^']*'/g,
    "'nonce-…'",
  );
  return { status: response.statusCode, headers, body: response.body };
}

const failures = (email: string) =>
  db
    .select()
    .from(schema.signInFailures)
    .where(eq(schema.signInFailures.accountKey, accountKeyOf(email)));

describe('a source that keeps failing', () => {
  it('cannot lock the owner out: it waits (even with the right password), the owner signs in from elsewhere', async () => {
    const owner = await createUser(db);
    const [attacker, ownPhone] = sources(2) as [string, string];
    for (let failure = 1; failure < MAX_FAILURES; failure++)
      expect((await attempt(owner.email, `guess-${failure}`, attacker)).statusCode).toBe(401);
    const waiting = await attempt(owner.email, 'guess-last', attacker);
    expectWait(waiting, FIRST_WAIT_SECONDS);
    expect(waiting.json<Problem>().detail).toMatch(/Try again in 10 minutes, or reset your password/);
    // No guess from that source is looked at while it waits, not even the right one.
    expectWait(await attempt(owner.email, owner.password, attacker), FIRST_WAIT_SECONDS);

    const signedIn = await attempt(owner.email, owner.password, ownPhone);
    expect(signedIn.statusCode).toBe(200);
    // The owner's success does not free the attacker, and refused attempts do not lengthen the wait.
    advance(60);
    expectWait(await attempt(owner.email, 'guess-more', attacker), FIRST_WAIT_SECONDS - 60);
    expect((await attempt(owner.email, owner.password, ownPhone)).statusCode).toBe(200);
  });

  it('waits twice as long after each further failure; a right password from it starts afresh', async () => {
    const owner = await createUser(db);
    const from = oneSource();
    for (let failure = 1; failure < MAX_FAILURES; failure++) await attempt(owner.email, 'wrong', from);
    expectWait(await attempt(owner.email, 'wrong', from), FIRST_WAIT_SECONDS);
    for (const wait of [FIRST_WAIT_SECONDS * 2, FIRST_WAIT_SECONDS * 4]) {
      advance(FIRST_WAIT_SECONDS * 4);
      expectWait(await attempt(owner.email, 'wrong', from), wait);
      advance(wait - 1);
      expectWait(await attempt(owner.email, owner.password, from), 1);
    }
    advance(1);
    expect((await attempt(owner.email, owner.password, from)).statusCode).toBe(200);
    for (let failure = 1; failure < MAX_FAILURES; failure++)
      expect((await attempt(owner.email, 'wrong', from)).statusCode).toBe(401);
  });

  it("disregards the owner's own failures from where they then sign in", async () => {
    const owner = await createUser(db);
    const from = oneSource();
    for (let round = 0; round < 3; round++) {
      for (let failure = 1; failure < MAX_FAILURES; failure++)
        expect((await attempt(owner.email, 'typo', from)).statusCode).toBe(401);
      expect((await attempt(owner.email, owner.password, from)).statusCode).toBe(200);
    }
    // Nothing is left counted against the account.
    const [total] = (await failures(owner.email)).filter((row) => row.sourceKey === ACCOUNT_TOTAL);
    expect(total?.failures ?? 0).toBe(0);
  });

  it('is the whole IPv6 /64: picking another address in it does not make another source', async () => {
    const owner = await createUser(db);
    const network = `2001:db8:${randomInt(0xffff).toString(16)}:1`;
    for (let failure = 1; failure < MAX_FAILURES; failure++)
      expect((await attempt(owner.email, 'wrong', `${network}::${failure}`)).statusCode).toBe(401);
    expectWait(await attempt(owner.email, 'wrong', `${network}:0:0:0:ffff`), FIRST_WAIT_SECONDS);
    expectWait(await attempt(owner.email, owner.password, `${network}::abcd`), FIRST_WAIT_SECONDS);
    expect((await attempt(owner.email, owner.password, `${network.slice(0, -1)}2::1`)).statusCode).toBe(200);
  });

  it('cannot make itself a new source with X-Forwarded-For unless a proxy is trusted (TRUST_PROXY)', async () => {
    const owner = await createUser(db);
    const from = oneSource();
    for (let failure = 1; failure < MAX_FAILURES; failure++) {
      const forged = { 'x-forwarded-for': `203.0.113.${failure}` };
      expect((await attempt(owner.email, 'wrong', from, { headers: forged })).statusCode).toBe(401);
    }
    const forged = { 'x-forwarded-for': '203.0.113.99' };
    expectWait(await attempt(owner.email, 'wrong', from, { headers: forged }), FIRST_WAIT_SECONDS);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  const proxy = oneSource();
  const via = (client: string) => ({ target: behindProxy.app, headers: { 'x-forwarded-for': client } });

  it("paces each client by its own address, not the proxy's", async () => {
    const owner = await createUser(behindProxy.db);
    for (let failure = 1; failure < MAX_FAILURES; failure++)
      expect((await attempt(owner.email, 'wrong', proxy, via('198.51.100.7'))).statusCode).toBe(401);
    expect((await attempt(owner.email, 'wrong', proxy, via('198.51.100.7'))).statusCode).toBe(429);
    expect((await attempt(owner.email, owner.password, proxy, via('198.51.100.8'))).statusCode).toBe(200);
  });
});

describe('an address no account uses', () => {
  it('is answered exactly as a real account, failure after failure, wait included', async () => {
    const owner = await createUser(db);
    const madeUp = `made-up-${randomInt(1e9)}@example.ng`;
    const [real, fake] = sources(2) as [string, string];
    const passwords = [...Array.from({ length: MAX_FAILURES + 1 }, (_, index) => `guess-${index}`)];
    for (const password of passwords) {
      const forReal = await attempt(owner.email, password, real);
      const forMadeUp = await attempt(madeUp, password, fake);
      expect(observable(forMadeUp)).toEqual(observable(forReal));
    }
    // The right password, from a source that waits, is refused like any other.
    expect(observable(await attempt(madeUp, owner.password, fake))).toEqual(
      observable(await attempt(owner.email, owner.password, real)),
    );
    expectWait(await attempt(madeUp, 'again', fake), FIRST_WAIT_SECONDS);
  });
});

describe('failures against one account from many sources', () => {
  it(`stop at ${CEILING}: even the right password is refused until the e-mailed reset, and the owner is told`, async () => {
    const owner = await createUser(db);
    const madeUp = `nobody-${randomInt(1e9)}@example.ng`;
    const since = sink.received.length;
    // Two botnets of the same size, so the per-address rate limit's headers are alike too.
    const [botnet, otherBotnet] = [sources(CEILING), sources(CEILING)];
    const lastAnswers: LightMyRequestResponse[] = [];
    for (const [email, fromEach] of [
      [owner.email, botnet],
      [madeUp, otherBotnet],
    ] as const) {
      for (const [index, from] of fromEach.entries()) {
        const response = await attempt(email, `guess-${index}`, from);
        if (index < CEILING - 1) {
          expect(response.statusCode).toBe(401);
          expect(response.json<Problem>().detail).toBe(INVALID_CREDENTIALS);
        } else {
          expectPaused(response);
          lastAnswers.push(response);
        }
      }
    }
    // A made-up address reaches the ceiling exactly as the real one.
    expect(observable(lastAnswers[1]!)).toEqual(observable(lastAnswers[0]!));

    // The owner, from a source that never failed, with the right password: still paused.
    expectPaused(await attempt(owner.email, owner.password, oneSource()));
    expectPaused(await attempt(owner.email.toUpperCase(), owner.password, botnet[0]!));

    const notice = await sink.waitForMail(owner.email, { since });
    expect(notice.subject).toMatch(/paused/i);
    expect(notice.text).toContain(`${PUBLIC_URL}/forgot-password`);

    // The way back in: the e-mailed reset link.
    const beforeReset = sink.received.length;
    expect((await post(app, '/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(202);
    const { token } = linkIn(
      (await sink.waitForMail(owner.email, { since: beforeReset })).text,
      'reset-password',
    );
    const newPassword = 'Calabar-Marina-Sunset-31';
    expect((await post(app, '/api/auth/reset-password', { token, password: newPassword })).statusCode).toBe(
      200,
    );
    expect((await attempt(owner.email, newPassword, oneSource())).statusCode).toBe(200);
    // The reset lifted every source's count as well.
    expect((await attempt(owner.email, 'wrong', botnet[0]!)).statusCode).toBe(401);

    // One notice, to the owner only: a made-up address has no one to tell.
    await app.mailer.idle();
    const notices = sink.received.slice(since).filter((mail) => /paused/i.test(mail.subject));
    expect(notices.map((mail) => mail.to)).toEqual([[owner.email]]);
  });

  it('cannot be passed by attempts in parallel', async () => {
    const owner = await createUser(db);
    const accountKey = accountKeyOf(owner.email);
    await db.insert(schema.signInFailures).values({
      accountKey,
      sourceKey: ACCOUNT_TOTAL,
      failures: CEILING - 2,
      expiresAt: new Date(clock + 3_600_000),
    });
    const since = sink.received.length;
    const responses = await Promise.all(
      sources(10).map((from, index) => attempt(owner.email, `parallel-${index}`, from)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    // Two attempts are evaluated (the 99th and the 100th failure); the other eight are refused unseen.
    expect(statuses).toEqual([401, ...Array<number>(9).fill(429)]);
    const [total] = await db
      .select()
      .from(schema.signInFailures)
      .where(
        and(
          eq(schema.signInFailures.accountKey, accountKey),
          eq(schema.signInFailures.sourceKey, ACCOUNT_TOTAL),
        ),
      );
    expect(total).toMatchObject({ failures: CEILING, expiresAt: null });
    await app.mailer.idle();
    expect(sink.received.slice(since).filter((mail) => /paused/i.test(mail.subject))).toHaveLength(1);
  });
});

describe('the counters', () => {
  it('are removed once they no longer count (a month without failures), by the next attempt of anyone', async () => {
    const tried = `tried-once-${randomInt(1e9)}@example.ng`;
    await attempt(tried, 'wrong', oneSource());
    expect(await failures(tried)).toHaveLength(2);
    advance(31 * 24 * 60 * 60);
    await attempt(`someone-else-${randomInt(1e9)}@example.ng`, 'wrong', oneSource());
    expect(await failures(tried)).toEqual([]);
  });
});
