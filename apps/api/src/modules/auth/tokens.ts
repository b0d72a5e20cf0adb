import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { accessTokenClaimsSchema, type AccessTokenClaims, type UserRole } from '@carefinder/contracts';

const ISSUER = 'carefinder';
const AUDIENCE = 'carefinder-api';

export interface AccessTokenSubject {
  userId: string;
  role: UserRole;
  sessionId: string;
}

/** Signs and verifies access tokens: HS256 JWTs carrying sub, role and sid (the session). */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign({ userId, role, sessionId }: AccessTokenSubject): Promise<string> {
      return new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The claims of a valid, unexpired token of ours; undefined for anything else. */
    async verify(token: string): Promise<AccessTokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const claims = accessTokenClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** An opaque secret for refresh tokens and e-mail links: 256 random bits, URL-safe. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: its SHA-256, so a leaked table grants nothing. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
