import { describe, expect, it } from 'vitest';
import type { OutboxList } from '@carefinder/contracts';
import { createUser, post, signIn, withBearer } from '../../testing/factories.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';

async function signUp(app: Awaited<ReturnType<typeof createTestApp>>['app'], email: string) {
  const response = await post(app, '/api/auth/signup', {
    email,
    password: 'Kano-Kurmi-Market-77',
    firstName: 'Hauwa',
    lastName: 'Sani',
  });
  expect(response.statusCode).toBe(202);
  await app.mailer.idle();
}

async function readOutbox(app: Awaited<ReturnType<typeof createTestApp>>['app'], token: string, query = '') {
  const response = await app.inject({ url: `/api/admin/outbox${query}`, headers: withBearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutboxList>();
}

describe('the Outbox without a mail server (SMTP_URL not set)', async () => {
  const { app, db } = await createTestApp({ env: { PUBLIC_URL } });
  const admin = await createUser(db, { role: 'ADMIN' });
  const { access_token: adminToken } = await signIn(app, admin);

  it('shows an ADMIN each message whole, newest first, with the link it is about', async () => {
    await signUp(app, 'hauwa.outbox@example.ng');
    await signUp(app, 'musa.outbox@example.ng');

    const outbox = await readOutbox(app, adminToken, '?q=outbox%40example');
    expect(outbox.mailServer).toBe(false);
    expect(outbox.total).toBe(2);
    const [newest, older] = outbox.items;
    expect(newest).toMatchObject({ to: 'musa.outbox@example.ng', delivery: 'kept' });
    expect(older?.to).toBe('hauwa.outbox@example.ng');
    expect(newest?.link).toMatch(/^http:\/\/localhost:3000\/verify-token\?token=/);
    expect(newest?.text).toContain(newest?.link);

    const one = await readOutbox(app, adminToken, '?q=hauwa&pageSize=1');
    expect(one.items.map((message) => message.to)).toEqual(['hauwa.outbox@example.ng']);
  });

  it('keeps what was sent to another administrator for them: a reset link would let one act as another', async () => {
    const colleague = await createUser(db, { role: 'ADMIN' });
    const reset = await post(app, '/api/auth/forgot-password', { email: colleague.email });
    expect(reset.statusCode).toBe(202);
    await app.mailer.idle();

    const [toColleague] = (await readOutbox(app, adminToken, `?q=${encodeURIComponent(colleague.email)}`))
      .items;
    expect(toColleague).toMatchObject({ delivery: 'kept', withheld: true, text: null, link: null });
    const { access_token: colleagueToken } = await signIn(app, colleague);
    const [own] = (await readOutbox(app, colleagueToken, `?q=${encodeURIComponent(colleague.email)}`)).items;
    expect(own).toMatchObject({ withheld: false });
    expect(own?.link).toMatch(/\/reset-password\?token=/);
  });

  it('is the back office’s only: a USER is refused, a visitor must sign in', async () => {
    const user = await createUser(db);
    const { access_token } = await signIn(app, user);
    const asUser = await app.inject({ url: '/api/admin/outbox', headers: withBearer(access_token) });
    expect(asUser.statusCode).toBe(403);
    const anonymous = await app.inject({ url: '/api/admin/outbox', headers: withApiKey() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the Outbox with a mail server', async () => {
  const sink = await startSmtpSink();
  const { app, db } = await createTestApp({ env: { PUBLIC_URL, SMTP_URL: sink.url } });
  const admin = await createUser(db, { role: 'ADMIN' });
  const { access_token: adminToken } = await signIn(app, admin);

  it('says what the mail server took and when, never the body or its link', async () => {
    await signUp(app, 'ngozi.sent@example.ng');
    await sink.waitForMail('ngozi.sent@example.ng');

    const outbox = await readOutbox(app, adminToken, '?q=ngozi.sent');
    expect(outbox.mailServer).toBe(true);
    expect(outbox.items).toEqual([
      expect.objectContaining({ to: 'ngozi.sent@example.ng', delivery: 'sent', text: null, link: null }),
    ]);
    expect(outbox.items[0]?.subject).toMatch(/confirm your e-mail/i);
  });
});
