import { describe, expect, it } from 'vitest';
import { LANGUAGES, USSD_SCREEN_MAX, WEEKDAYS, type Language } from '@carefinder/contracts';
import { eq } from 'drizzle-orm';
import { schema } from '@carefinder/db';
import { createTestDatabase } from '@carefinder/db/testing';
import { makeFacility, weekdayHours } from '../../testing/directory-factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { gsm7Length, isGsm7 } from './gsm7.ts';

/*
 * The USSD menu through Africa's Talking's callback (issue 35): whole sessions in every language, and a
 * walk of every screen a caller can reach for several states, each held to 182 GSM 7-bit characters.
 */
const database = await createTestDatabase();
const { db } = database;
// Monday 30 November 2026, 11:00 in Nigeria.
const clock = new Date('2026-11-30T10:00:00Z');
const { app } = await createTestApp({
  database,
  env: { SEARCH_INDEX: 'database', USSD_SERVICE_CODES: '*384*123#' },
  now: () => clock,
});

const dayHours = (open: string, close: string) => WEEKDAYS.map((day) => weekdayHours(day, open, close));
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
await makeFacility(db, {
  name: 'Alausa Pharmacy',
  facilityType: 'pharmacy',
  openingHours: dayHours('08:00', '20:00'),
  phones: ['+2348031110001'],
  ...IKEJA,
});
await makeFacility(db, {
  name: 'Ọ̀gbà Chemist & Stores Limited, Ikeja Branch (opposite the old Allen Avenue roundabout)',
  facilityType: 'pharmacy',
  openingHours: dayHours('07:00', '22:00'),
  phones: ['+2348031110002'],
  latitude: 6.61,
  longitude: 3.35,
});
await makeFacility(db, {
  name: 'Allen Avenue Pharmacy',
  facilityType: 'pharmacy',
  openingHours: dayHours('09:00', '17:00'),
  phones: ['+2348031110003'],
  latitude: 6.6,
  longitude: 3.355,
});
await makeFacility(db, {
  name: 'Toyin Street Pharmacy',
  facilityType: 'pharmacy',
  openingHours: dayHours('09:00', '17:00'),
  latitude: 6.605,
  longitude: 3.36,
});
// Dentists in Ikeja open only in the evening: none is open at 11:00.
await makeFacility(db, {
  name: 'Ikeja Evening Dental Clinic',
  facilityType: 'dental-clinic',
  openingHours: dayHours('16:00', '21:00'),
  phones: ['+2348031110004'],
  ...IKEJA,
});
// Three dentists in an LGA of a long name, each with a long name, none open at 11:00: the longest screens.
for (const [index, street] of [
  'Cardinal Rowland Olusola Avenue',
  'Olodi Apapa Mosque Road',
  'Layeni Bus Stop Junction',
].entries())
  await makeFacility(db, {
    name: `${street} Family Dental Clinic and Orthodontic Centre`,
    facilityType: 'dental-clinic',
    lga: 'Ajeromi-Ifelodun',
    openingHours: dayHours(`1${6 + index}:00`, '21:00'),
    phones: [`+23480311100${10 + index}`],
    latitude: 6.455 + index / 1000,
    longitude: 3.333,
  });
await makeFacility(db, {
  name: 'Kano Central Pharmacy',
  facilityType: 'pharmacy',
  stateAlias: 'kano',
  lga: 'Fagge',
  openingHours: dayHours('08:00', '20:00'),
  latitude: 12.0,
  longitude: 8.52,
});
const [lagos] = await db.select().from(schema.states).where(eq(schema.states.alias, 'lagos'));
await db.insert(schema.emergencyContacts).values(
  [
    'Lagos State Emergency Management Agency (LASEMA)',
    'Lagos State Ambulance Service (LASAMBUS)',
    'Lagos State Police Command control room',
    'Lagos State Fire and Rescue Service',
    'Lagos Domestic and Sexual Violence Agency',
  ].map((name, index) => ({
    name,
    phones: ['767', `+23480000000${index}`],
    stateId: lagos!.id,
    category: 'ambulance',
    sourceName: 'Lagos State Government',
    sourceUrl: 'https://lagosstate.gov.ng',
    lastVerifiedAt: '2026-11-01',
  })),
);

const stateNames = new Set((await db.select().from(schema.states)).map((state) => state.name));
let callers = 0;
/** A number of its own for each call: the limit per number has its own test. */
const nextPhone = () => `+23480${String((callers += 1)).padStart(8, '0')}`;

/** The gateway's callback with `fields` (a step of a session from a number of its own unless given). */
const callback = (
  fields: Record<string, string>,
  {
    to = app,
    headers = {},
    remoteAddress,
  }: { to?: typeof app; headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  to.inject({
    method: 'POST',
    url: '/api/ussd/africastalking',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: new URLSearchParams({
      sessionId: 'ATUid_test',
      serviceCode: '*384*123#',
      phoneNumber: nextPhone(),
      networkCode: '62130',
      text: '',
      ...fields,
    }).toString(),
  });

async function ussd(text: string, fields: Record<string, string> = {}) {
  const response = await callback({ text, ...fields });
  expect(response.statusCode, `${text}: ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  return response.body;
}

/** A screen as a phone would get it: held to the length and the alphabet on every call. */
async function screen(text: string): Promise<string> {
  const body = await ussd(text);
  expect(gsm7Length(body), `${text}:\n${body}`).toBeLessThanOrEqual(USSD_SCREEN_MAX);
  expect(isGsm7(body), `${text}:\n${body}`).toBe(true);
  return body;
}

const LANGUAGE_CHOICE: Record<Language, string> = { en: '1', ha: '2', yo: '3', ig: '4', pcm: '5' };

describe('a whole session', () => {
  it('starts with the languages and 112, and finds a pharmacy open now by a typed LGA', async () => {
    expect(await screen('')).toBe(
      'CON CareFinder\n1 English\n2 Hausa\n3 Yoruba\n4 Igbo\n5 Pidgin\nEmergency? Call 112',
    );
    expect(await screen('1')).toContain('1 Find care\n2 Emergency numbers');
    expect(await screen('1*1')).toContain('3 Pharmacy');
    expect(await screen('1*1*3')).toMatch(/^CON Your state\? Type its name or pick:\n1 Abia\n/);
    expect(await screen('1*1*3*lagos')).toMatch(/^CON Your LGA or town in Lagos\?/);
    const found = await screen('1*1*3*lagos*ikeja');
    expect(found).toMatch(/^CON Open now near Ikeja:\nAlausa Pharmacy, 08031110001, Ikeja\n/);
    // Closed at 11:00 on a Monday? None of these; the two that open at 09:00 are open too.
    expect(found).toContain('8 Send by SMS 9 More\n0 Back 00 Home');
    expect(found).toContain('\nAllen Avenue Pharmacy, 08031110003, Ikeja\n');
    // The next two, nearest first; a name too long for two to fit is cut.
    expect(await screen('1*1*3*lagos*ikeja*9')).toBe(
      'CON Open now near Ikeja:\nOgba Chemist & Stores Limited, Ikeja Br., 08031110002, Ikeja\n' +
        'Toyin Street Pharmacy, 08031234567, Ikeja\n8 Send by SMS\n0 Back 00 Home',
    );
  });

  it('reads places as search does: local names, towns, misspellings, and a town at the state screen', async () => {
    expect(await screen('1*1*3*eko')).toContain('Your LGA or town in Lagos?');
    expect(await screen('1*1*3*Lagos State*IKEJA')).toContain('Open now near Ikeja:');
    expect(await screen('1*1*3*ogba')).toContain('Open now near Ogba:');
    expect(await screen('1*1*3*lagos*ikejja')).toContain('Open now near Ikeja:');
    expect(await screen('1*1*3*kano*sabon gari')).toContain('Open now near Sabon Gari:');
  });

  it('picks a state and an LGA from paged lists', async () => {
    const page = await screen('1*1*3*9*9*9');
    const lagosLine = page.split('\n').find((line) => line.endsWith(' Lagos'));
    expect(lagosLine, page).toBeDefined();
    const lgas = await screen(`1*1*3*9*9*9*${lagosLine!.split(' ')[0]}`);
    expect(lgas).toContain('Your LGA or town in Lagos?');
    const ikejaPage = await screen(`1*1*3*9*9*9*${lagosLine!.split(' ')[0]}*9`);
    const ikeja = ikejaPage.split('\n').find((line) => line.endsWith(' Ikeja'));
    expect(ikeja, ikejaPage).toBeDefined();
    expect(await screen(`1*1*3*9*9*9*${lagosLine!.split(' ')[0]}*9*${ikeja!.split(' ')[0]}`)).toContain(
      'Open now near Ikeja:',
    );
  });

  it('says none is open now and names the nearest that open next, with when', async () => {
    // Dentists open only in the evening: the soonest first, each with its time, two to a screen at least.
    const first = await screen('1*1*5*ikeja');
    expect(first).toMatch(
      /^CON None open now near Ikeja\. Opening next:\nIkeja\S*, 08031110004, Ikeja, opens 16:00\n/,
    );
    expect(first).toMatch(/\n8 Send by SMS 9 More\n0 Back 00 Home$/);
    expect(first.split('\n')).toHaveLength(5);
    const last = await screen('1*1*5*ikeja*9*9');
    expect(last).toMatch(/, opens 18:00\n8 Send by SMS\n0 Back 00 Home$/);
    expect(await screen('1*1*2*ikeja')).toBe(
      'CON No Clinic listed near Ikeja.\nEmergency? Call 112\n0 Back 00 Home',
    );
  });

  it("gives 112 and the state's emergency numbers, paged", async () => {
    const first = await screen('1*2*lagos');
    expect(first).toMatch(
      /^CON Emergency numbers, Lagos:\n112: any network, free\nLagos Domestic and Sexual Violence Agency: 767, 0800000004\n/,
    );
    expect(first).toContain('9 More');
    expect(await screen('1*2*lagos*9')).toContain(
      'Lagos State Ambulance Service (LASAMBUS): 767, 0800000001',
    );
    const last = await screen('1*2*lagos*9*9*9*9');
    expect(last).toContain('Lagos State Police Command control room: 767, 0800000002');
    expect(last).not.toContain('9 More');
  });

  it('goes back with 0 and home with 00, and repeats a screen with a hint on a wrong answer', async () => {
    expect(await screen('1*1*3*lagos*0')).toBe(await screen('1*1*3'));
    expect(await screen('1*1*3*lagos*00')).toBe(await screen('1'));
    expect(await screen('1*1*0*0')).toBe(await screen(''));
    expect(await screen('1*1*42')).toBe(`CON Not a choice.\n${(await screen('1*1')).slice(4)}`);
    expect(await screen('7')).toMatch(/^CON Not a choice.\nCareFinder\n1 English/);
    expect(await screen('1*1*3*atlantis')).toMatch(/^CON Place not found.\nYour state\?/);
    expect(await screen('1*1*3*lagos*kano city')).toMatch(/^CON Place not found.\nYour LGA or town in Lagos/);
    // A wrong answer, then the right one: the session goes on.
    expect(await screen('1*1*42*3*lagos*ikeja')).toContain('Open now near Ikeja:');
  });

  it('goes on through another process, or one restarted: the session is its answers', async () => {
    const { app: other } = await createTestApp({
      database,
      env: { SEARCH_INDEX: 'database' },
      now: () => clock,
    });
    const steps = ['', '2', '2*1', '2*1*3', '2*1*3*lagos', '2*1*3*lagos*ikeja'];
    for (const [index, text] of steps.entries()) {
      const answered = await callback({ text }, { to: index % 2 ? other : app });
      expect(answered.body, text).toBe(await ussd(text));
    }
  });

  it.each(LANGUAGES)('speaks %s from the first answer, folded to plain letters', async (language) => {
    const home = await screen(LANGUAGE_CHOICE[language]);
    const found = await screen(`${LANGUAGE_CHOICE[language]}*1*3*lagos*ikeja`);
    expect(found).toContain('Alausa Pharmacy, 08031110001, Ikeja');
    if (language !== 'en' && language !== 'pcm') {
      expect(home).not.toContain('Find care');
      expect(found).not.toContain('Open now near');
    }
  });

  it('sends the screen by SMS when asked, in the outbox without a gateway', async () => {
    expect(await screen('1*1*3*ikeja*8')).toBe('END We are sending it by SMS. Stay safe.');
    await expect
      .poll(async () =>
        (await db.select().from(schema.smsOutbox)).map((row) => [row.maskedRecipient, row.body]),
      )
      .toContainEqual([
        expect.stringMatching(/^\+234\d{3}\*{4}\d{3}$/),
        'CareFinder: Pharmacy open now near Ikeja:\nAlausa Pharmacy, 08031110001, Ikeja\n' +
          'Allen Avenue Pharmacy, 08031110003, Ikeja',
      ]);
  });
});

describe('every screen', () => {
  /** The numbered choices of a screen with what each says: "3 Pharmacy", "8 Send by SMS 9 More". */
  const choices = (body: string) =>
    [...body.matchAll(/(?:^|\s)([1-9]) ([^\d\n]+)/gm)].map(([, choice, label]) => ({
      choice: choice!,
      label: label!.trim(),
    }));
  const WALKED_STATES = new Set(['Lagos', 'Kano', 'Federal Capital Territory']);
  /** Every need's screens are alike: the walk follows pharmacies and dentists (none open: "opening next"). */
  const WALKED_NEEDS = new Set(['3', '5']);

  it.each(LANGUAGES)(
    'fits 182 GSM characters in %s, walking every choice for several states',
    async (language) => {
      // The menu is a tree: each screen is reached by one list of answers (0 and 00 are not followed).
      let screens = 0;
      const queue = [LANGUAGE_CHOICE[language]];
      while (queue.length) {
        const text = queue.shift()!;
        const body = await screen(text);
        screens += 1;
        if (body.startsWith('END ')) continue;
        // The same screen with a hint: "Place not found." where it takes a name, else "Not a choice."
        expect(await screen(`${text}*atlantis`)).toMatch(/^CON \S/);
        for (const { choice, label } of choices(body)) {
          if (text === LANGUAGE_CHOICE[language] && choice === '3') continue; // the languages again
          if (text === `${LANGUAGE_CHOICE[language]}*1` && !WALKED_NEEDS.has(choice)) continue;
          if (stateNames.has(label) && !WALKED_STATES.has(label)) continue;
          queue.push(`${text}*${choice}`);
        }
      }
      expect(screens).toBeGreaterThan(100);
    },
  );
});

describe('bad input', () => {
  it('refuses a callback without its fields with a 400 naming them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ussd/africastalking',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'text=1',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['phoneNumber', 'serviceCode', 'sessionId']);
  });

  it('ends a session too long to read, and a code not served here, in words', async () => {
    expect(await ussd('1*'.repeat(5000))).toBe('END This session is too long. Please dial again.');
    expect(await ussd('', { serviceCode: '*999#' })).toBe('END This code is not served here.');
  });

  it('limits the steps one number takes a minute', async () => {
    const codes: number[] = [];
    for (let n = 0; n < 61; n++) codes.push((await callback({ phoneNumber: '+2348099990000' })).statusCode);
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    expect(await ussd('')).toMatch(/^CON CareFinder/);
  });

  it('refuses every callback behind a proxy (TRUST_PROXY) when no token is set', async () => {
    const { app: proxied } = await createTestApp({
      database,
      env: { SEARCH_INDEX: 'database', TRUST_PROXY: '1' },
    });
    expect((await callback({}, { to: proxied })).statusCode).toBe(403);
  });

  it('refuses a caller from another machine when no token is set', async () => {
    const forwarded = await callback({}, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(forwarded.statusCode).toBe(403);
    expect((await callback({}, { remoteAddress: '198.51.100.7' })).statusCode).toBe(403);
  });
});
