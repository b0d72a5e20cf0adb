import { msg } from '@lingui/core/macro';
import type { UserRole } from '@carefinder/contracts';
import { redirect } from 'react-router';
import { localTokenStorage } from '~/lib/api-client/token-storage';
import { announceToast } from '~/lib/announced-toasts';
import { decodeAccessToken } from './access-token';
import { decideGate, mayEnter } from './gate';
import type { GateArea } from './gate';
import { clearStoredOrigin, isSameSitePath, readStoredOrigin, storeOrigin } from './stored-origin';

/** The role in the stored access token; null without one or when it is malformed (signed out). */
export function readSignedInRole(): UserRole | null {
  return decodeAccessToken(localTokenStorage.getAccessToken())?.role ?? null;
}

// In the shell's catalog: the toaster says them on whichever page the visitor is sent to.
export const SIGN_IN_TO_CONTINUE = msg`Please sign in to open that page.`;
export const NOT_FOR_YOUR_ACCOUNT = msg`Your account cannot open that page.`;

/**
 * Decides the gate for `location` now and applies its side effects. Returns where to go instead, or null
 * to let the visitor in. `why: 'visit'` when the visitor asked for the page: a turned-away visitor is told
 * why, and one without a token has the page remembered for after sign-in. `why: 'session-change'` when
 * the session ended on the page (sign-out): the next sign-in, perhaps by someone else, should not return.
 */
export function applyGate(
  area: GateArea,
  location: string,
  why: 'visit' | 'session-change' = 'visit',
): string | null {
  const role = readSignedInRole();
  const decision = decideGate({ area, role, location, storedOrigin: readStoredOrigin() });
  if (decision.kind === 'allow') return null;
  if (decision.clearOrigin) clearStoredOrigin();
  if (why === 'visit' && decision.storeOrigin) {
    storeOrigin(decision.storeOrigin);
    announceToast({ type: 'info', message: SIGN_IN_TO_CONTINUE });
  } else if (why === 'visit' && role !== null && area !== 'guest-only') {
    announceToast({ type: 'warning', message: NOT_FOR_YOUR_ACCOUNT });
  }
  return decision.to;
}

let renewal: { accessToken: string; done: Promise<void> } | undefined;

/**
 * A signed-in user's stored token may predate a role granted since (a claim approved, an invitation
 * accepted, decision 0014): before turning them away from an area, their session is renewed, once for that
 * token, and the gate decides on the new one. The gate and its page's loader share the one renewal.
 */
async function renewSessionBeforeRefusing(area: GateArea): Promise<void> {
  const accessToken = localTokenStorage.getAccessToken();
  const role = decodeAccessToken(accessToken)?.role ?? null;
  if (accessToken === null || role === null || area === 'guest-only' || mayEnter(area, role)) return;
  if (renewal?.accessToken !== accessToken)
    renewal = {
      accessToken,
      // A renewal that could not run (its code did not load) leaves the gate to decide on the token held.
      done: renewSession().catch(() => {
        renewal = undefined;
      }),
    };
  await renewal.done;
}

async function renewSession(): Promise<void> {
  // Only for this rare case: the gates' own code stays small for every other visit.
  const { getBrowserApiClient, refreshSessionNow } = await import('~/lib/api-client');
  await refreshSessionNow(getBrowserApiClient());
}

/** The gate as its layout's client loader step: throws the redirect when the visitor may not enter. */
export async function enterArea(area: GateArea, request: Request): Promise<void> {
  await renewSessionBeforeRefusing(area);
  const url = new URL(request.url);
  const to = applyGate(area, url.pathname + url.search);
  if (to !== null) throw redirect(to);
  if (area === 'guest-only') rememberNext(url);
}

/**
 * A sign-in link's `next` (signInHref) becomes the stored origin, as the link's own click would store it.
 * Its page decides again once reached: a path the role may not open sends the user on from there.
 */
export function rememberNext(url: URL): void {
  const next = url.searchParams.get('next');
  if (isSameSitePath(next)) storeOrigin({ path: next, area: 'signed-in' });
}

/**
 * For the loaders of pages in a protected area. React Router runs them at the same time as their gate's
 * loader, so they check the same rule first and never call the API for a visitor the gate turns away;
 * the gate's own redirect (to / for every protected area) remembers the origin and says why.
 */
export async function requireArea(area: Exclude<GateArea, 'guest-only'>): Promise<void> {
  await renewSessionBeforeRefusing(area);
  if (!mayEnter(area, readSignedInRole())) throw redirect('/');
}
