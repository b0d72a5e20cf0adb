/**
 * Public directory answers (DESIGN §9): browsers keep them a minute, a shared cache or CDN five minutes, and
 * may serve a stale copy for a day while it fetches a fresh one.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

/**
 * Answers that carry "Open now": a shared cache may keep them only a minute, so a visitor never sees an
 * opening status computed long ago.
 */
export const TIME_SENSITIVE_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=30';

/** Answers that depend on who asks (e.g. a list with the caller's own votes). */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
