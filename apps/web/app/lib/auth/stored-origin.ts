import type { GateArea, StoredOrigin } from './gate';

export const STORED_ORIGIN_KEY = 'originLocation';

const AREAS: readonly GateArea[] = ['guest-only', 'signed-in', 'admin-only', 'facility-admin-only'];

// Session storage: the origin belongs to this tab's visit, not to the next one days later. It can throw
// when the browser blocks storage; then there is simply no origin.
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

// Any fixed origin will do: a path is same-site when resolving it keeps whatever origin it started from.
const PROBE_ORIGIN = 'https://carefinder.invalid';

/**
 * Only same-site paths: never one that leaves CareFinder. A browser reads '/\evil.example' and
 * '/<tab>/evil.example' as '//evil.example', so the path is resolved as the browser would, not matched by prefix.
 */
export function isSameSitePath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * Sign-in that comes back to `path` (spec §3). The path rides in the link itself, so a plain link followed
 * before the page has hydrated returns there too; the guest-only gate stores it (`rememberNext`).
 */
export function signInHref(path: string): string {
  return `/login?${new URLSearchParams({ next: path })}`;
}

export function readStoredOrigin(): StoredOrigin | null {
  try {
    const parsed = JSON.parse(sessionStore()?.getItem(STORED_ORIGIN_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { path, area } = parsed as Record<string, unknown>;
    if (!isSameSitePath(path)) return null;
    return AREAS.includes(area as GateArea) ? { path, area: area as GateArea } : null;
  } catch {
    return null;
  }
}

export function storeOrigin(origin: StoredOrigin): void {
  try {
    sessionStore()?.setItem(STORED_ORIGIN_KEY, JSON.stringify(origin));
  } catch {
    // Without storage the visitor lands on their dashboard after sign-in instead.
  }
}

export function clearStoredOrigin(): void {
  try {
    sessionStore()?.removeItem(STORED_ORIGIN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
