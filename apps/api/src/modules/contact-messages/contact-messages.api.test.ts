import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_MAX, type Problem } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { createUser } from '../../testing/factories.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const PUBLIC_URL = 'https://carefinder.test';
const sink = await startSmtpSink();
const { app, db } = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL } });
const admins = [
  await createUser(db, { role: 'ADMIN', email: `inbox-a-${Date.now()}@example.ng` }),
  await createUser(db, { role: 'ADMIN', email: `inbox-b-${Date.now()}@example.ng` }),
];
const disabledAdmin = await createUser(db, { role: 'ADMIN', disabled: true });

/** A client address of its own per test, so the per-address limit of one test does not reach another. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let sequence = 0;
const newMessage = (
  overrides: Record<string, unknown> = {},
): Record<string, unknown> & { email: string } => ({
  name: 'Ngozi Okafor',
  email: `sender-${++sequence}-${Date.now()}@example.ng`,
  topic: 'general',
  message: 'How do I add my clinic in Enugu to CareFinder?',
  ...overrides,
});

const send = (payload: Record<string, unknown>, remoteAddress = newAddress(), headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact-messages',
    headers: withApiKey(headers),
    payload,
    remoteAddress,
  });

const storedFrom = (email: string) =>
  db.select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email));

describe('POST /api/contact-messages', () => {
  it('takes a message from anyone (no token): 202, kept open with its phone in E.164', async () => {
    const payload = newMessage({
      phone: '0803 123 4567',
      topic: 'correct-listing',
      listingUrl: '/facilities/5b2f6a1e-0000-4000-8000-000000000001',
      message: 'The opening hours on this page are wrong: it opens at 8 on Saturdays.',
    });
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ received: true });
    expect(response.headers['cache-control']).toBe('no-store');

    const [stored] = await storedFrom(payload.email);
    expect(stored).toMatchObject({
      name: 'Ngozi Okafor',
      phone: '+2348031234567',
      topic: 'correct-listing',
      listingUrl: payload.listingUrl,
      message: payload.message,
      // Sent without a language (an older form), it is answered in English.
      language: 'en',
      status: 'open',
      closedAt: null,
    });
  });

  it('e-mails the message to every ADMIN that is not disabled and acknowledges it to the sender', async () => {
    await app.mailer.idle();
    const since = sink.received.length;
    const payload = newMessage({
      topic: 'correct-listing',
      listingUrl: '/providers/5b2f6a1e-0000-4000-8000-000000000002',
      message: 'Dr Bello now works at the General Hospital in Ikeja, not in Yaba.',
    });
    expect((await send(payload)).statusCode).toBe(202);
    await app.mailer.idle();
    const [stored] = await storedFrom(payload.email);

    for (const admin of admins) {
      const mail = await sink.waitForMail(admin.email, { since });
      expect(mail.subject).toBe('New message to CareFinder: Correct a listing');
      expect(mail.text).toContain('Dr Bello now works at the General Hospital in Ikeja, not in Yaba.');
      expect(mail.text).toContain(`E-mail: ${payload.email}`);
      // A path of the site becomes a link that opens from a mail client.
      expect(mail.text).toContain(`Listing: ${PUBLIC_URL}/providers/5b2f6a1e-0000-4000-8000-000000000002`);
      expect(mail.text).toContain(`${PUBLIC_URL}/admin/messages?message=${stored!.id}`);
    }
    const newMail = sink.received.slice(since);
    expect(newMail.some((mail) => mail.to.includes(disabledAdmin.email))).toBe(false);

    const acknowledgement = await sink.waitForMail(payload.email, { since });
    expect(acknowledgement.subject).toBe('CareFinder received your message');
    expect(acknowledgement.text).toContain('Hello Ngozi Okafor,');
    expect(acknowledgement.text).toContain('correct a listing');
    // The acknowledgement does not repeat the message: the form cannot send chosen text to anyone.
    expect(acknowledgement.text).not.toContain('Dr Bello');
  });

  it('acknowledges a message sent from an Igbo page in Igbo, and still tells the ADMINs in English', async () => {
    await app.mailer.idle();
    const since = sink.received.length;
    const payload = newMessage({ language: 'ig', topic: 'account' });
    expect((await send(payload)).statusCode).toBe(202);
    await app.mailer.idle();
    const [stored] = await storedFrom(payload.email);
    expect(stored?.language).toBe('ig');

    const acknowledgement = await sink.waitForMail(payload.email, { since });
    expect(acknowledgement.subject).toBe('CareFinder anatala ozi gị');
    expect(acknowledgement.text.split('\n')[0]).toBe('Ndewo Ngozi Okafor,');
    expect(acknowledgement.text).toContain('"akaụntụ m"');
    expect(acknowledgement.text).not.toContain('Thank you');
    const toAdmin = await sink.waitForMail(admins[0]!.email, { since });
    expect(toAdmin.subject).toBe('New message to CareFinder: My account');
  });

  it('refuses a language the site does not have: a 400 naming language, and keeps nothing', async () => {
    const payload = newMessage({ language: 'fr' });
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<Problem>().errors).toEqual([
      { path: 'language', message: 'language is one of en, ha, yo, ig, pcm.' },
    ]);
    expect(await storedFrom(payload.email)).toEqual([]);
  });

  it('refuses bad input with a 400 naming each field, and keeps nothing', async () => {
    const email = `not-an-address-${Date.now()}`;
    const response = await send({
      name: ' ',
      email,
      phone: '12',
      topic: 'gossip',
      message: 'Too short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const paths = response.json<Problem>().errors?.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'topic', 'message']));
    expect(await storedFrom(email)).toEqual([]);
  });

  it("needs the listing's link to correct a listing, and a link that is one", async () => {
    const missing = await send(newMessage({ topic: 'correct-listing' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Problem>().errors).toEqual([
      { path: 'listingUrl', message: 'Enter the link of the listing to correct.' },
    ]);
    const notALink = await send(newMessage({ topic: 'correct-listing', listingUrl: 'javascript:alert(1)' }));
    expect(notALink.statusCode).toBe(400);
    expect(notALink.json<Problem>().errors?.[0]?.path).toBe('listingUrl');
  });

  it('applies spec §5 to the phone: an invalid number is a 400 naming phone', async () => {
    const payload = newMessage({ phone: '0803 12' });
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>().errors).toEqual([
      { path: 'phone', message: 'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.' },
    ]);
    expect(await storedFrom(payload.email)).toEqual([]);
  });

  it('limits the message length and refuses unknown fields and a name on two lines', async () => {
    const long = await send(newMessage({ message: 'a'.repeat(5_001) }));
    expect(long.statusCode).toBe(400);
    expect(long.json<Problem>().errors?.[0]?.path).toBe('message');
    const unknown = await send(newMessage({ status: 'closed' }));
    expect(unknown.statusCode).toBe(400);
    const twoLines = await send(newMessage({ name: 'Ngozi\nBcc: someone@example.ng' }));
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json<Problem>().errors?.[0]?.path).toBe('name');
  });

  it('answers a filled honeypot like any message, and neither keeps nor e-mails it', async () => {
    await app.mailer.idle();
    const since = sink.received.length;
    const payload = newMessage({ website: 'https://cheap-pills.example' });
    const response = await send(payload);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    await app.mailer.idle();
    expect(await storedFrom(payload.email)).toEqual([]);
    // A message sent after it is mailed; the honeypot's never was.
    const control = newMessage();
    expect((await send(control)).statusCode).toBe(202);
    await app.mailer.idle();
    await sink.waitForMail(control.email, { since });
    expect(sink.received.slice(since).some((mail) => mail.to.includes(payload.email))).toBe(false);
    expect(sink.received.slice(since).filter((mail) => mail.to.includes(admins[0]!.email))).toHaveLength(1);
  });

  it(`takes ${CONTACT_RATE_MAX} messages per source address in 10 minutes, then 429 problem+json`, async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= CONTACT_RATE_MAX; attempt++)
      statuses.push((await send(newMessage(), address)).statusCode);
    expect(statuses).toEqual([...Array<number>(CONTACT_RATE_MAX).fill(202), 429]);

    const refused = await send(newMessage(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json<Problem>()).toMatchObject({ status: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await send(newMessage())).statusCode).toBe(202);
  });

  it("counts a message the web server forwards against the visitor's address, not the server's", async () => {
    const visitor = newAddress();
    const fromWebServer = (forwardedFor: string) =>
      send(newMessage(), '127.0.0.1', { 'x-forwarded-for': forwardedFor });
    for (let attempt = 0; attempt < CONTACT_RATE_MAX; attempt++)
      expect((await fromWebServer(visitor)).statusCode).toBe(202);
    expect((await fromWebServer(visitor)).statusCode).toBe(429);
    // Another visitor through the same web server still gets through.
    expect((await fromWebServer(newAddress())).statusCode).toBe(202);
    // A header sent by a client that is not on this machine is not believed.
    const remote = newAddress();
    for (let attempt = 0; attempt < CONTACT_RATE_MAX; attempt++)
      expect((await send(newMessage(), remote, { 'x-forwarded-for': newAddress() })).statusCode).toBe(202);
    expect((await send(newMessage(), remote, { 'x-forwarded-for': newAddress() })).statusCode).toBe(429);
  });
});
