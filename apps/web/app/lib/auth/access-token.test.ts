import { describe, expect, it } from 'vitest';
import { decodeAccessToken } from './access-token';

const base64Url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const tokenWith = (payload: unknown, header = '{"alg":"HS256","typ":"JWT"}') =>
  `${base64Url(header)}.${base64Url(JSON.stringify(payload))}.signature-not-checked`;

const validClaims = { sub: 'user-1', role: 'FACILITY_ADMIN', sid: 'session-1', exp: 1_795_339_452, iat: 1 };

describe('decodeAccessToken', () => {
  it('reads sub, role, sid and exp from the payload without checking the signature', () => {
    expect(decodeAccessToken(tokenWith(validClaims))).toEqual({
      sub: 'user-1',
      role: 'FACILITY_ADMIN',
      sid: 'session-1',
      exp: 1_795_339_452,
    });
  });

  it('decodes base64url (- and _) and UTF-8 in the payload', () => {
    // '>>>' and '???' encode to base64 with + and /, so base64url has - and _.
    const payload = { ...validClaims, name: 'Ọlá >>> ???' };
    const token = tokenWith(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeAccessToken(token)?.role).toBe('FACILITY_ADMIN');
  });

  it('still reads an expired token: the API client refreshes it on the first 401', () => {
    expect(decodeAccessToken(tokenWith({ ...validClaims, exp: 1 }))?.sub).toBe('user-1');
  });

  it.each<[string, string | null | undefined]>([
    ['no token', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['one segment', 'abc'],
    ['two segments', 'abc.def'],
    ['four segments', 'a.b.c.d'],
    ['an empty payload', 'header..signature'],
    ['a payload that is not base64', 'header.%%%.signature'],
    ['a payload that is not JSON', `header.${base64Url('not json')}.signature`],
    ['a JSON payload that is not an object', tokenWith(42)],
    ['null as the payload', tokenWith(null)],
    ['invalid UTF-8', `header.${Buffer.from([0xff, 0xfe]).toString('base64url')}.signature`],
    ['no role', tokenWith({ ...validClaims, role: undefined })],
    ['an unknown role', tokenWith({ ...validClaims, role: 'SUPERUSER' })],
    ['a lowercase role', tokenWith({ ...validClaims, role: 'admin' })],
    ['a role inherited from Object.prototype', tokenWith({ ...validClaims, role: 'toString' })],
    ['no sub', tokenWith({ ...validClaims, sub: undefined })],
    ['an empty sub', tokenWith({ ...validClaims, sub: '' })],
    ['a numeric sub', tokenWith({ ...validClaims, sub: 7 })],
    ['no sid', tokenWith({ ...validClaims, sid: undefined })],
    ['exp as a string', tokenWith({ ...validClaims, exp: '1795339452' })],
    ['no exp', tokenWith({ ...validClaims, exp: undefined })],
  ])('treats %s as signed out', (_label, token) => {
    expect(decodeAccessToken(token)).toBeNull();
  });
});
