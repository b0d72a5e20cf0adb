import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, generateOpaqueToken, hashOpaqueToken } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const USER_ID = '3f6c1a52-8a0e-4b7d-9c21-5d4e6f708192';
const SESSION_ID = '0f9c2b4e-1d3a-4c5b-8e7f-6a5b4c3d2e1f';
const subject = { userId: USER_ID, role: 'PROVIDER' as const, sessionId: SESSION_ID };

describe('access tokens', () => {
  it('carry sub, role and sid, and expire after the configured lifetime', async () => {
    const tokens = createAccessTokens(secret, 900);
    const claims = await tokens.verify(await tokens.sign(subject));
    expect(claims).toMatchObject({ sub: USER_ID, role: 'PROVIDER', sid: SESSION_ID });
    expect(claims!.exp - claims!.iat).toBe(900);
  });

  it('are refused when their subject or session is not an id', async () => {
    const tokens = createAccessTokens(secret, 900);
    expect(await tokens.verify(await tokens.sign({ ...subject, userId: 'user-1' }))).toBeUndefined();
    expect(await tokens.verify(await tokens.sign({ ...subject, sessionId: 'session-1' }))).toBeUndefined();
  });

  it('are refused when signed with another secret', async () => {
    const token = await createAccessTokens(`${secret}-other`, 900).sign(subject);
    expect(await createAccessTokens(secret, 900).verify(token)).toBeUndefined();
  });

  it('are refused when expired', async () => {
    const key = new TextEncoder().encode(secret);
    const expired = await new SignJWT({ role: 'USER', sid: SESSION_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER_ID)
      .setIssuer('carefinder')
      .setAudience('carefinder-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
      .sign(key);
    expect(await createAccessTokens(secret, 900).verify(expired)).toBeUndefined();
  });

  it('are refused when unsigned (alg none) or not a JWT at all', async () => {
    const [header, payload] = (await createAccessTokens(secret, 900).sign(subject)).split('.');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const tokens = createAccessTokens(secret, 900);
    expect(header).toBeTruthy();
    expect(await tokens.verify(`${noneHeader}.${payload}.`)).toBeUndefined();
    expect(await tokens.verify(generateOpaqueToken())).toBeUndefined();
  });
});

describe('opaque tokens', () => {
  it('are 256-bit URL-safe strings, different every time, stored as SHA-256 hex', () => {
    const token = generateOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateOpaqueToken()).not.toBe(token);
    expect(hashOpaqueToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(token)).toBe(hashOpaqueToken(token));
  });
});
