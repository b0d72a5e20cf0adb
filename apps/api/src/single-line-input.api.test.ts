import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE, type FacilityDetail } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { createUser, post, signIn, withBearer } from './testing/factories.ts';
import { createTestApp } from './testing/test-app.ts';

/*
 * Single-line fields (names, titles, e-mail addresses, phones, search text…) refuse line breaks and tabs at
 * the boundary (the contracts' `singleLine` rule), naming the field; multi-line fields keep taking them.
 */

const { app, db } = await createTestApp();
const admin = await createUser(db, { role: 'ADMIN' });
const adminToken = (await signIn(app, admin)).access_token;

interface Problem {
  errors?: { path: string; message: string }[];
}

let sequence = 0;
const newSignup = (overrides: Record<string, unknown> = {}) => ({
  email: `one-line-${++sequence}-${Date.now()}@example.ng`,
  password: 'Abuja-Wuse-Market-77',
  firstName: 'Chiamaka',
  lastName: 'Eze',
  ...overrides,
});

const createFacility = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/facilities', headers: withBearer(adminToken), payload });

describe('single-line fields', () => {
  it('refuse a first name carrying a header on a new line at registration: 400 naming firstName', async () => {
    const payload = newSignup({ firstName: 'Eve\r\nBcc: x@y.z' });
    const response = await post(app, '/api/auth/signup', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<Problem>().errors).toEqual([{ path: 'firstName', message: SINGLE_LINE_MESSAGE }]);
    const stored = await db.select().from(schema.users).where(eq(schema.users.email, payload.email));
    expect(stored).toEqual([]);
  });

  it.each([
    ['a line feed', '\n'],
    ['a tab', '\t'],
    ['a line separator (U+2028)', '\u2028'],
    ['a NEL (U+0085)', '\u0085'],
  ])('refuse %s in a last name', async (_name, character) => {
    const response = await post(app, '/api/auth/signup', newSignup({ lastName: `Eze${character}Obi` }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Problem>().errors).toEqual([{ path: 'lastName', message: SINGLE_LINE_MESSAGE }]);
  });

  it('keep taking names in any script, with accents and emoji, and a real U+FFFD', async () => {
    const response = await post(
      app,
      '/api/auth/signup',
      newSignup({ firstName: 'Adaẹ̀ Ọ̀bí 🌍', lastName: 'N\uFFFDwachukwu' }),
    );
    expect(response.statusCode, response.body).toBe(202);
  });

  it('refuse a facility name on two lines: 400 naming name, and nothing is created', async () => {
    const name = `Ikeja Clinic ${Date.now()}`;
    const response = await createFacility({ name: `${name}\nBcc: x@y.z` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Problem>().errors).toEqual([{ path: 'name', message: SINGLE_LINE_MESSAGE }]);
    const stored = await db
      .select()
      .from(schema.facilities)
      .where(eq(schema.facilities.name, `${name}\nBcc: x@y.z`));
    expect(stored).toEqual([]);
  });

  it('name a nested field by its path (place.address, phones.1)', async () => {
    const response = await createFacility({
      name: 'Surulere Clinic',
      place: { address: '12 Adeola Street\nIkeja' },
      phones: ['0803 123 4567', '0803\t765 4321'],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Problem>().errors).toEqual(
      expect.arrayContaining([
        { path: 'place.address', message: SINGLE_LINE_MESSAGE },
        { path: 'phones.1', message: SINGLE_LINE_MESSAGE },
      ]),
    );
  });

  it('refuse search text on two lines: 400 naming q', async () => {
    const response = await app.inject({
      url: '/api/search?q=clinic%0D%0Aikeja',
      headers: withBearer(adminToken),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Problem>().errors).toEqual([{ path: 'q', message: SINGLE_LINE_MESSAGE }]);
  });
});

describe('multi-line fields', () => {
  it('keep their line breaks: a facility description of two paragraphs is stored as written', async () => {
    const description = 'A family clinic with a lab on site.\n\nWalk-ins are welcome before noon.';
    const response = await createFacility({ name: `Yaba Clinic ${Date.now()}`, description });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<FacilityDetail>().description).toBe(description);
  });
});
