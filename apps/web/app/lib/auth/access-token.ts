import type { UserRole } from '@carefinder/contracts';
import { isUserRole } from './roles';

/** What the browser reads from an access token: never trusted for anything but choosing what to show. */
export interface AccessTokenPayload {
  sub: string;
  role: UserRole;
  sid: string;
  exp: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The payload of a JWT access token, without verifying its signature: the server verifies every request,
 * so the browser only needs the role to pick the right page. Anything malformed reads as signed out (null).
 * An expired token still counts: the API client refreshes it on the first 401 (spec §4).
 */
export function decodeAccessToken(token: string | null | undefined): AccessTokenPayload | null {
  const segments = token?.split('.');
  if (segments?.length !== 3 || !segments[1]) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(segments[1]));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, role, sid, exp } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || !sub || !isUserRole(role)) return null;
  if (typeof sid !== 'string' || typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return { sub, role, sid, exp };
}
