import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PROBLEM_TYPES,
  type AdminContactMessageList,
  type AuditLogPage,
  type ContactMessage,
  type Problem,
} from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const sink = await startSmtpSink();
const { app, db } = await createTestApp({
  env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://carefinder.test' },
});
const admin = await createUser(db, { role: 'ADMIN', firstName: 'Amina', lastName: 'Yusuf' });
const adminToken = (await signIn(app, admin)).access_token;
const asAdmin = (headers: Record<string, string> = {}) => withBearer(adminToken, headers);

let sequence = 0;
/** Sends a message through the public form's endpoint and answers it as the inbox shows it. */
async function sendMessage(overrides: Record<string, unknown> = {}): Promise<ContactMessage> {
  const email = `writer-${++sequence}-${Date.now()}@example.ng`;
  const sent = await app.inject({
    method: 'POST',
    url: '/api/contact-messages',
    headers: withApiKey(),
    payload: {
      name: 'Emeka Nwosu',
      email,
      topic: 'account',
      message: `I cannot change my e-mail address (${sequence}).\nCan you help?`,
      ...overrides,
    },
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  expect(sent.statusCode, sent.body).toBe(202);
  await app.mailer.idle();
  const open = await list('open');
  const message = open.items.find((item) => item.email === email);
  if (!message) throw new Error('the message is not in the open list');
  return (await read(message.id)).json<ContactMessage>();
}

const read = (id: string, headers: Record<string, string> = asAdmin()) =>
  app.inject({ url: `/api/admin/contact-messages/${id}`, headers });

async function list(status: 'open' | 'closed') {
  const response = await app.inject({
    url: `/api/admin/contact-messages?status=${status}&pageSize=50`,
    headers: asAdmin(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminContactMessageList>();
}

const patch = (id: string, payload: unknown, headers: Record<string, string>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/contact-messages/${id}`,
    headers,
    payload: payload as Record<string, unknown>,
  });

const reply = (id: string, payload: unknown, headers: Record<string, string> = asAdmin()) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/contact-messages/${id}/replies`,
    headers,
    payload: payload as Record<string, unknown>,
  });

async function auditOf(id: string) {
  const response = await app.inject({
    url: `/api/admin/audit-log?entity=contact-message&entityId=${id}`,
    headers: asAdmin(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditLogPage>().items;
}

describe('the ADMIN inbox of contact messages', () => {
  it('is for ADMINs only: anonymous 401, USER and FACILITY_ADMIN 403, on every endpoint', async () => {
    const message = await sendMessage();
    const tokens = {
      USER: (await signIn(app, await createUser(db, { role: 'USER' }))).access_token,
      FACILITY_ADMIN: (await signIn(app, await createUser(db, { role: 'FACILITY_ADMIN' }))).access_token,
    };
    const calls = (headers: Record<string, string>) => [
      app.inject({ url: '/api/admin/contact-messages?status=open', headers }),
      read(message.id, headers),
      patch(message.id, { status: 'closed' }, { ...headers, 'if-match': '*' }),
      reply(message.id, { body: 'Hello' }, headers),
    ];
    for (const response of await Promise.all(calls(withApiKey()))) expect(response.statusCode).toBe(401);
    for (const token of Object.values(tokens))
      for (const response of await Promise.all(calls(withBearer(token))))
        expect(response.statusCode).toBe(403);

    // Nothing changed, and nothing was sent.
    const after = (await read(message.id)).json<ContactMessage>();
    expect(after).toMatchObject({ status: 'open', replies: [] });
  });

  it('lists open messages oldest first and reads one with an ETag, no-store', async () => {
    const first = await sendMessage();
    const second = await sendMessage({ phone: '+234 803 123 4567' });
    const open = await list('open');
    const ids = open.items.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(open.items.find((item) => item.id === second.id)).toMatchObject({
      name: 'Emeka Nwosu',
      phone: '+2348031234567',
      topic: 'account',
      status: 'open',
      repliesCount: 0,
    });
    const response = await read(second.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown or malformed id, and 400 for an unknown status', async () => {
    expect((await read('5b2f6a1e-0000-4000-8000-000000000009')).statusCode).toBe(404);
    expect((await read('not-an-id')).statusCode).toBe(404);
    const badStatus = await app.inject({
      url: '/api/admin/contact-messages?status=spam',
      headers: asAdmin(),
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json<Problem>().errors?.[0]?.path).toBe('status');
  });

  it('closes with If-Match: 428 without, 412 when stale, then closed and audited; reopens', async () => {
    const message = await sendMessage();
    const etag = (await read(message.id)).headers.etag as string;

    const blind = await patch(message.id, { status: 'closed' }, asAdmin());
    expect(blind.statusCode).toBe(428);
    expect(blind.json<Problem>().type).toBe(PROBLEM_TYPES.preconditionRequired);

    const stale = await patch(message.id, { status: 'closed' }, asAdmin({ 'if-match': '"stale"' }));
    expect(stale.statusCode).toBe(412);
    expect(stale.json<Problem>().type).toBe(PROBLEM_TYPES.staleWrite);
    expect((await read(message.id)).json<ContactMessage>().status).toBe('open');
    expect(await auditOf(message.id)).toEqual([]);

    const badBody = await patch(message.id, { status: 'archived' }, asAdmin({ 'if-match': etag }));
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json<Problem>().errors?.[0]?.path).toBe('status');

    const closed = await patch(message.id, { status: 'closed' }, asAdmin({ 'if-match': etag }));
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<ContactMessage>()).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect(closed.headers.etag).not.toBe(etag);
    expect((await list('open')).items.some((item) => item.id === message.id)).toBe(false);
    expect((await list('closed')).items.some((item) => item.id === message.id)).toBe(true);

    // The tag read before the close is stale now: someone else closed it meanwhile.
    expect((await patch(message.id, { status: 'open' }, asAdmin({ 'if-match': etag }))).statusCode).toBe(412);

    const [entry] = await auditOf(message.id);
    expect(entry).toMatchObject({
      action: 'contact-message.close',
      entity: 'contact-message',
      entityId: message.id,
      actor: { id: admin.id },
      before: { status: 'open' },
      after: { status: 'closed' },
    });

    const reopened = await patch(
      message.id,
      { status: 'open' },
      asAdmin({ 'if-match': closed.headers.etag as string }),
    );
    expect(reopened.json<ContactMessage>()).toMatchObject({ status: 'open', closedAt: null });
    expect((await auditOf(message.id)).map((item) => item.action)).toEqual([
      'contact-message.reopen',
      'contact-message.close',
    ]);
  });

  it('answers a message sent from an Igbo page in Igbo around the words the ADMIN wrote', async () => {
    const message = await sendMessage({ language: 'ig' });
    const since = sink.received.length;
    const response = await reply(message.id, { body: 'Mepee profaịlụ gị ma họrọ "Gbanwee email".' });
    expect(response.statusCode, response.body).toBe(201);
    // The inbox says so, for the ADMIN who writes the answer.
    expect(response.json<ContactMessage>().language).toBe('ig');
    const mail = sink.received.slice(since).find((item) => item.to.includes(message.email));
    expect(mail?.subject).toBe('Nzaghachi: ozi gị zigaara CareFinder (akaụntụ m)');
    const lines = mail?.text.split('\n') ?? [];
    expect(lines[0]).toBe('Ndewo Emeka Nwosu,');
    expect(lines).toContain('Mepee profaịlụ gị ma họrọ "Gbanwee email".');
    expect(lines).toContain('Amina Yusuf, CareFinder');
    expect(lines).toContain('I dere:');
    expect(lines).toContain('> Can you help?');
    expect(mail?.text).not.toContain('You wrote:');
  });

  it('answers by e-mail to the sender, keeps the answer with the message and audits it', async () => {
    const message = await sendMessage();
    const since = sink.received.length;
    const response = await reply(message.id, { body: 'Open your profile and choose "Change e-mail".' });
    expect(response.statusCode, response.body).toBe(201);
    const answered = response.json<ContactMessage>();
    expect(answered.replies).toEqual([
      {
        id: expect.any(String),
        body: 'Open your profile and choose "Change e-mail".',
        authorName: 'Amina Yusuf',
        sentTo: message.email,
        createdAt: expect.any(String),
      },
    ]);
    // The e-mail has gone when the answer comes.
    const mail = sink.received.slice(since).find((item) => item.to.includes(message.email));
    expect(mail?.subject).toBe('Re: your message to CareFinder (my account)');
    expect(mail?.text).toContain('Open your profile and choose "Change e-mail".');
    expect(mail?.text).toContain('Amina Yusuf, CareFinder');
    expect(mail?.text).toContain('> Can you help?');

    expect((await read(message.id)).json<ContactMessage>().replies).toHaveLength(1);
    expect((await list('open')).items.find((item) => item.id === message.id)?.repliesCount).toBe(1);
    const [entry] = await auditOf(message.id);
    expect(entry).toMatchObject({
      action: 'contact-message.reply',
      after: { replyId: answered.replies[0]!.id, sentTo: message.email },
    });
  });

  it('refuses an empty answer (400 naming body) and sends nothing', async () => {
    const message = await sendMessage();
    const since = sink.received.length;
    const empty = await reply(message.id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Problem>().errors?.[0]?.path).toBe('body');
    expect(sink.received.length).toBe(since);
    expect((await read(message.id)).json<ContactMessage>().replies).toEqual([]);
    expect((await reply('5b2f6a1e-0000-4000-8000-000000000009', { body: 'Hello' })).statusCode).toBe(404);
  });
});

describe('an answer whose e-mail cannot be sent', () => {
  it('is not kept: 503 with Retry-After, and the message has no answer', async () => {
    // An app whose SMTP server refuses connections (nothing listens on port 1).
    const broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    const brokenAdmin = await createUser(broken.db, { role: 'ADMIN' });
    const token = (await signIn(broken.app, brokenAdmin)).access_token;
    const sent = await broken.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: withApiKey(),
      payload: { name: 'Tola', email: 'tola@example.ng', topic: 'general', message: 'Is the site free?' },
    });
    expect(sent.statusCode).toBe(202);
    await broken.app.mailer.idle();
    const open = (
      await broken.app.inject({ url: '/api/admin/contact-messages', headers: withBearer(token) })
    ).json<AdminContactMessageList>();
    const id = open.items[0]!.id;

    const response = await broken.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${id}/replies`,
      headers: withBearer(token),
      payload: { body: 'Yes, it is free.' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    const after = await broken.app.inject({
      url: `/api/admin/contact-messages/${id}`,
      headers: withBearer(token),
    });
    expect(after.json<ContactMessage>().replies).toEqual([]);
    const audit = await broken.app.inject({
      url: `/api/admin/audit-log?entity=contact-message&entityId=${id}`,
      headers: withBearer(token),
    });
    expect(audit.json<AuditLogPage>().items).toEqual([]);
  });
});

describe('an answer without SMTP_URL', () => {
  it('goes to the outbox in the transaction that keeps it, as `npm start` runs out of the box', async () => {
    const offline = await createTestApp({ env: { PUBLIC_URL: 'https://carefinder.test' } });
    const offlineAdmin = await createUser(offline.db, { role: 'ADMIN' });
    const token = (await signIn(offline.app, offlineAdmin)).access_token;
    const sent = await offline.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: withApiKey(),
      payload: { name: 'Kemi', email: 'kemi@example.ng', topic: 'general', message: 'Do you list dentists?' },
    });
    expect(sent.statusCode).toBe(202);
    await offline.app.mailer.idle();
    const open = (
      await offline.app.inject({ url: '/api/admin/contact-messages', headers: withBearer(token) })
    ).json<AdminContactMessageList>();

    const response = await offline.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${open.items[0]!.id}/replies`,
      headers: withBearer(token),
      payload: { body: 'Yes: search for "dentist".' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const outbox = await offline.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.recipient, 'kemi@example.ng'))
      // In the order they were written: without it PostgreSQL may return the rows in any order.
      .orderBy(schema.emailOutbox.id);
    expect(outbox.map((mail) => mail.subject)).toEqual([
      'CareFinder received your message',
      'Re: your message to CareFinder (a general question)',
    ]);
    expect(outbox[1]?.body).toContain('Yes: search for "dentist".');
  });
});
