import type { UserRole } from '@carefinder/contracts';
import { localePath, splitLocale } from '~/lib/i18n/locale-path';
import { dashboardPathFor } from './roles';

/** The route areas of spec §2/§6, each a layout route in routes.ts. */
export type GateArea = 'guest-only' | 'signed-in' | 'admin-only' | 'facility-admin-only';

/** Where a signed-out visitor was going, kept to return to after sign-in (spec §3). */
export interface StoredOrigin {
  path: string;
  area: GateArea;
}

export interface GateInput {
  area: GateArea;
  /** From the stored access token; null when there is none or it is malformed. */
  role: UserRole | null;
  /** The requested path with its search and hash. */
  location: string;
  storedOrigin: StoredOrigin | null;
}

export type GateDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; storeOrigin?: StoredOrigin; clearOrigin?: true };

/** Who may open an area: guest-only is for visitors without a token; the rest need one (spec §2, §4, §6). */
export function mayEnter(area: GateArea, role: UserRole | null): boolean {
  switch (area) {
    case 'guest-only':
      return role === null;
    case 'signed-in':
      return role !== null;
    case 'admin-only':
      return role === 'ADMIN';
    case 'facility-admin-only':
      return role === 'FACILITY_ADMIN';
  }
}

/**
 * The gate table. Without a token, protected areas send the visitor to / and remember where they were
 * going. A signed-in user on a guest-only page goes to the stored origin (then forgotten) or else to
 * their dashboard; an origin their role may not open counts as none, so sign-in never ends on a bounce to /.
 * Signed in without the area's role: / (spec §6). Each in the language of the page asked for, where it has one.
 */
export function decideGate({ area, role, location, storedOrigin }: GateInput): GateDecision {
  if (mayEnter(area, role)) return { kind: 'allow' };
  const { locale } = splitLocale(location);
  const home = localePath(locale, '/');
  if (role === null) return { kind: 'redirect', to: home, storeOrigin: { path: location, area } };
  if (area === 'guest-only') {
    const origin = storedOrigin && mayEnter(storedOrigin.area, role) ? storedOrigin.path : null;
    return { kind: 'redirect', to: origin ?? localePath(locale, dashboardPathFor(role)), clearOrigin: true };
  }
  return { kind: 'redirect', to: home };
}
