import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { WEEKDAYS, type SmsOutbox } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { createTestDatabase } from '@carefinder/db/testing';
import { loggerOptions } from '../../lib/logger.ts';
import { makeFacility, weekdayHours } from '../../testing/directory-factories.ts';
import { withBearer } from '../../testing/factories.ts';
import { ownerFactories } from '../../testing/owners.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { gsm7Length, isGsm7 } from './gsm7.ts';

/*
 * SMS (issue 35): an inbound message is read as a search and answered by SMS in its language; HELP, STOP
 * and START; the outbound message on Africa's Talking's wire format, to a local server speaking it; the
 * callback token; the limit per number; and no number in clear in a log line.
 */

interface GatewayRequest {
  path: string;
  apiKey: string | undefined;
  form: Record<string, string>;
}

const REFUSED_PHONE = '+2349099999999';

/** A local server answering as Africa's Talking's messaging API does, keeping what it was sent. */
async function startGateway() {
  const received: GatewayRequest[] = [];
  const read = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    return Object.fromEntries(new URLSearchParams(body));
  };
  const server = createServer(async (request, response) => {
    const form = await read(request);
    received.push({ path: request.url ?? '', apiKey: request.headers.apikey as string | undefined, form });
    // The gateway refuses a number it cannot reach, as it says of a recipient.
    const refused = form.to === REFUSED_PHONE;
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: NGN 2.2000',
          Recipients: [
            refused
              ? { statusCode: 403, number: form.to, status: 'InvalidPhoneNumber', cost: '0' }
              : {
                  statusCode: 101,
                  number: form.to,
                  status: 'Success',
                  cost: 'NGN 2.2000',
                  messageId: 'ATXid_1',
                },
          ],
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/version1/messaging` };
}

const gateway = await startGateway();
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const TOKEN = 'callback-token-for-tests-0123456789';
const database = await createTestDatabase();
const { db } = database;
const { app } = await createTestApp({
  database,
  env: {
    SEARCH_INDEX: 'database',
    AFRICASTALKING_USERNAME: 'carefinder',
    AFRICASTALKING_API_KEY: 'at-key-for-tests',
    AFRICASTALKING_SMS_URL: gateway.url,
    SMS_SENDER_ID: 'CareFinder',
    CHANNELS_CALLBACK_TOKEN: TOKEN,
  },
  logger: { ...(loggerOptions('info') as object), stream: logStream },
  now: () => new Date('2026-11-30T10:00:00Z'),
});
const allWeek = WEEKDAYS.map((day) => weekdayHours(day, '08:00', '20:00'));
await makeFacility(db, { name: 'Alausa Pharmacy', facilityType: 'pharmacy', openingHours: allWeek });
await makeFacility(db, {
  name: 'Kano Central Pharmacy',
  facilityType: 'pharmacy',
  stateAlias: 'kano',
  lga: 'Fagge',
  phones: ['+2348065550101'],
  openingHours: allWeek,
});
await makeFacility(db, {
  name: 'Murtala Muhammad Specialist Hospital',
  facilityType: 'general-hospital',
  stateAlias: 'kano',
  lga: 'Kano Municipal',
  phones: ['+2348065550102'],
});
await db.insert(schema.searchLexicon).values({
  phrase: 'asibiti',
  language: 'ha',
  termId: (await db.query.taxonomyTerms.findFirst({
    where: (term, { eq }) => eq(term.slug, 'general-hospital'),
  }))!.id,
});

let senders = 0;
const nextPhone = () => `+23490${String((senders += 1)).padStart(8, '0')}`;

const inbound = (fields: Record<string, string>, query = `?token=${TOKEN}`) =>
  app.inject({
    method: 'POST',
    url: `/api/sms/africastalking${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      to: '384123',
      date: '2026-11-30 10:00:00',
      id: `msg-${senders}`,
      ...fields,
    }).toString(),
  });

/** The message the gateway was asked to send to `phone` last. */
async function replyTo(phone: string, text: string): Promise<string> {
  const before = gateway.received.length;
  const response = await inbound({ from: phone, text });
  expect(response.statusCode, response.body).toBe(200);
  const sent = gateway.received.slice(before).filter((request) => request.form.to === phone);
  expect(sent).toHaveLength(1);
  const message = sent[0]!.form.message!;
  expect(gsm7Length(message)).toBeLessThanOrEqual(306);
  expect(isGsm7(message)).toBe(true);
  return message;
}

describe('an inbound SMS', () => {
  it("is answered by SMS with the three best listings, on the gateway's wire format", async () => {
    const phone = nextPhone();
    const reply = await replyTo(phone, 'chemist ikeja');
    expect(reply).toBe('CareFinder, chemist ikeja:\n1 Alausa Pharmacy, 08031234567, Ikeja');
    const request = gateway.received.at(-1)!;
    expect(request).toMatchObject({
      path: '/version1/messaging',
      apiKey: 'at-key-for-tests',
      form: { username: 'carefinder', to: phone, from: 'CareFinder' },
    });
  });

  it('answers in the language the query is written in', async () => {
    const reply = await replyTo(nextPhone(), 'asibiti kano');
    expect(reply).toMatch(
      /^CareFinder, asibiti kano:\n1 Murtala Muhammad Specialist Hospital, 08065550102, Kano Municipal/,
    );
    expect(await replyTo(nextPhone(), 'babu komai a nan xyzzy')).toMatch(/^CareFinder found nothing/);
  });

  it('explains on HELP, in its language', async () => {
    expect(await replyTo(nextPhone(), 'HELP')).toMatch(/^CareFinder: send what you need and where/);
    expect(await replyTo(nextPhone(), 'taimako')).toMatch(/^CareFinder: aika abin da kake bukata/);
  });

  it('stops every further message on STOP, until START', async () => {
    const phone = nextPhone();
    expect(await replyTo(phone, 'STOP')).toBe(
      'CareFinder: you will get no more messages. Send START to get them again.',
    );
    const before = gateway.received.length;
    expect((await inbound({ from: phone, text: 'pharmacy kano' })).statusCode).toBe(200);
    expect(gateway.received.length).toBe(before);
    // The menu's "send by SMS" is refused too, in words.
    const menu = await app.inject({
      method: 'POST',
      url: `/api/ussd/africastalking?token=${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        sessionId: 's',
        serviceCode: '*384*123#',
        phoneNumber: phone,
        text: '1*1*3*ikeja*8',
      }).toString(),
    });
    expect(menu.body).toBe('END This number asked for no SMS. Text START to turn them on.');
    expect(await replyTo(phone, 'start')).toMatch(/^CareFinder: send what you need/);
    expect(await replyTo(phone, 'pharmacy kano')).toMatch(/Kano Central Pharmacy/);
    // The list keeps no number, only a keyed hash of it.
    const kept = await db.select().from(schema.smsOptOuts);
    expect(JSON.stringify(kept)).not.toContain(phone.slice(1));
  });

  it('hears STOP from a number over its limit, and keeps it even if the reply cannot go', async () => {
    const phone = nextPhone();
    for (let n = 0; n < 20; n++) expect((await inbound({ from: phone, text: 'help' })).statusCode).toBe(200);
    expect((await inbound({ from: phone, text: 'help' })).statusCode).toBe(429);
    expect((await inbound({ from: phone, text: 'stop all' })).statusCode).toBe(200);
    const before = gateway.received.length;
    await inbound({ from: phone, text: 'pharmacy kano' });
    expect(gateway.received.length).toBe(before);
    expect((await inbound({ from: REFUSED_PHONE, text: 'STOP' })).statusCode).toBe(200);
    const before2 = gateway.received.length;
    await inbound({ from: REFUSED_PHONE, text: 'help' });
    expect(gateway.received.length).toBe(before2);
  });

  it('reads a long message by its beginning, and a word like "constructor" as a search', async () => {
    const long = `pharmacy kano ${'please '.repeat(60)}`;
    expect(await replyTo(nextPhone(), long)).toMatch(/^CareFinder/);
    expect(await replyTo(nextPhone(), 'constructor')).toMatch(/^CareFinder found nothing/);
  });

  it('keeps each message in the outbox with the number masked, for ADMIN', async () => {
    const { signedIn } = ownerFactories(app, db);
    const admin = (await signedIn('ADMIN')).token;
    const response = await app.inject({ url: '/api/admin/channels/sms-outbox', headers: withBearer(admin) });
    expect(response.statusCode).toBe(200);
    const outbox = response.json<SmsOutbox>();
    expect(outbox.gateway).toBe(true);
    expect(outbox.items[0]).toMatchObject({
      delivery: 'sent',
      to: expect.stringMatching(/^\+23490\d\*{4}\d{3}$/),
    });
  });
});

describe('who may call back', () => {
  it('needs the token when one is set', async () => {
    const phone = nextPhone();
    expect((await inbound({ from: phone, text: 'help' }, '')).statusCode).toBe(403);
    expect((await inbound({ from: phone, text: 'help' }, '?token=wrong')).statusCode).toBe(403);
  });

  it('limits the messages of one number', async () => {
    const phone = nextPhone();
    const codes: number[] = [];
    for (let n = 0; n < 21; n++) codes.push((await inbound({ from: phone, text: 'help' })).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await inbound({ from: nextPhone(), text: 'help' })).statusCode).toBe(200);
  });

  it('refuses a field it does not know, naming it', async () => {
    const response = await inbound({ from: nextPhone(), text: 'help', colour: 'blue' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'colour' })]);
  });
});

it('writes no phone number in clear in any log line, and a refused one masked', async () => {
  const before = logLines.length;
  expect((await inbound({ from: REFUSED_PHONE, text: 'start' })).statusCode).toBe(200);
  const refusal = logLines.slice(before).find((line) => line.includes('The SMS gateway refused a message'));
  expect(refusal).toContain('+234909****999');
  expect(logLines.filter((line) => line.includes(REFUSED_PHONE.slice(1)))).toEqual([]);
  expect(logLines.length).toBeGreaterThan(10);
  for (let n = 1; n <= senders; n++) {
    const digits = `23490${String(n).padStart(8, '0')}`;
    expect(logLines.filter((line) => line.includes(digits))).toEqual([]);
  }
});
