/**
 * Public directory answers (DESIGN §9): browsers keep them a minute, a shared cache or CDN five minutes, and
 * may serve a stale copy for a day while it fetches a fresh one.
 */
const PUBLIC_MAX_AGE_SECONDS = 60;
const PUBLIC_S_MAXAGE_SECONDS = 300;
const PUBLIC_STALE_SECONDS = 86_400;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, s-maxage=${PUBLIC_S_MAXAGE_SECONDS}, stale-while-revalidate=${PUBLIC_STALE_SECONDS}`;

/**
 * A public answer that changes by itself `seconds` from now (a scheduled blog post appears): no cache keeps it,
 * or serves it stale, past that moment; the public default when nothing changes within its lifetime.
 */
export function publicCacheControlUntil(seconds: number | null): string {
  if (seconds === null || seconds >= PUBLIC_S_MAXAGE_SECONDS + PUBLIC_STALE_SECONDS)
    return PUBLIC_CACHE_CONTROL;
  const holds = Math.max(0, Math.floor(seconds));
  if (holds < PUBLIC_S_MAXAGE_SECONDS)
    return `public, max-age=${Math.min(PUBLIC_MAX_AGE_SECONDS, holds)}, s-maxage=${holds}`;
  // Kept as usual, but served stale no later than the moment it changes.
  return `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, s-maxage=${PUBLIC_S_MAXAGE_SECONDS}, stale-while-revalidate=${holds - PUBLIC_S_MAXAGE_SECONDS}`;
}

/**
 * Answers that carry "Open now": a shared cache may keep them only a minute, so a visitor never sees an
 * opening status computed long ago.
 */
export const TIME_SENSITIVE_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=30';

/** Answers that depend on who asks (e.g. a list with the caller's own votes). */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
