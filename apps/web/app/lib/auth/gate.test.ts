import { describe, expect, it } from 'vitest';
import type { UserRole } from '@carefinder/contracts';
import { decideGate } from './gate';
import type { GateArea, GateDecision, StoredOrigin } from './gate';

/**
 * One page of each area, with a query the gate must keep when it remembers the page. The gate decides by
 * area alone; which page sits behind which area is routes.test.ts's to check, for every page.
 */
const PAGE: Record<GateArea, string> = {
  'guest-only': '/reset-password?token=t',
  'signed-in': '/user/profile?tab=phone',
  'facility-admin-only': '/facility/dashboard?page=2',
  'admin-only': '/admin/users?q=ada',
};

/** The stored origin in each row: none, or one in each protected area. */
const ORIGINS = {
  none: null,
  profile: { path: '/user/profile', area: 'signed-in' },
  'admin users': { path: '/admin/users?page=2', area: 'admin-only' },
  'facility dashboard': { path: '/facility/dashboard', area: 'facility-admin-only' },
} satisfies Record<string, StoredOrigin | null>;

type Origin = keyof typeof ORIGINS;

/**
 * allow · 'remember, go /' (stored origin := the requested path) · 'go /' · 'forget, go <path>' (the
 * stored origin is cleared).
 */
type Outcome = 'allow' | 'remember, go /' | 'go /' | `forget, go /${string}`;

// Spec §2, §4, §6. Rows with origin "none" and "profile" show that a stored origin changes nothing
// outside the guest-only pages.
const TABLE: ReadonlyArray<[UserRole | null, GateArea, Origin, Outcome]> = [
  // Signed out
  [null, 'guest-only', 'none', 'allow'],
  [null, 'guest-only', 'profile', 'allow'],
  [null, 'signed-in', 'none', 'remember, go /'],
  [null, 'signed-in', 'profile', 'remember, go /'],
  [null, 'facility-admin-only', 'none', 'remember, go /'],
  [null, 'facility-admin-only', 'profile', 'remember, go /'],
  [null, 'admin-only', 'none', 'remember, go /'],
  [null, 'admin-only', 'profile', 'remember, go /'],
  // USER
  ['USER', 'guest-only', 'none', 'forget, go /user/dashboard'],
  ['USER', 'guest-only', 'profile', 'forget, go /user/profile'],
  ['USER', 'guest-only', 'admin users', 'forget, go /user/dashboard'],
  ['USER', 'guest-only', 'facility dashboard', 'forget, go /user/dashboard'],
  ['USER', 'signed-in', 'none', 'allow'],
  ['USER', 'signed-in', 'profile', 'allow'],
  ['USER', 'facility-admin-only', 'none', 'go /'],
  ['USER', 'facility-admin-only', 'profile', 'go /'],
  ['USER', 'admin-only', 'none', 'go /'],
  ['USER', 'admin-only', 'profile', 'go /'],
  // PROVIDER
  ['PROVIDER', 'guest-only', 'none', 'forget, go /provider/dashboard'],
  ['PROVIDER', 'guest-only', 'profile', 'forget, go /user/profile'],
  ['PROVIDER', 'guest-only', 'admin users', 'forget, go /provider/dashboard'],
  ['PROVIDER', 'guest-only', 'facility dashboard', 'forget, go /provider/dashboard'],
  ['PROVIDER', 'signed-in', 'none', 'allow'],
  ['PROVIDER', 'signed-in', 'profile', 'allow'],
  ['PROVIDER', 'facility-admin-only', 'none', 'go /'],
  ['PROVIDER', 'facility-admin-only', 'profile', 'go /'],
  ['PROVIDER', 'admin-only', 'none', 'go /'],
  ['PROVIDER', 'admin-only', 'profile', 'go /'],
  // FACILITY_ADMIN
  ['FACILITY_ADMIN', 'guest-only', 'none', 'forget, go /facility/dashboard'],
  ['FACILITY_ADMIN', 'guest-only', 'profile', 'forget, go /user/profile'],
  ['FACILITY_ADMIN', 'guest-only', 'admin users', 'forget, go /facility/dashboard'],
  ['FACILITY_ADMIN', 'guest-only', 'facility dashboard', 'forget, go /facility/dashboard'],
  ['FACILITY_ADMIN', 'signed-in', 'none', 'allow'],
  ['FACILITY_ADMIN', 'signed-in', 'profile', 'allow'],
  ['FACILITY_ADMIN', 'facility-admin-only', 'none', 'allow'],
  ['FACILITY_ADMIN', 'facility-admin-only', 'profile', 'allow'],
  ['FACILITY_ADMIN', 'admin-only', 'none', 'go /'],
  ['FACILITY_ADMIN', 'admin-only', 'profile', 'go /'],
  // ADMIN
  ['ADMIN', 'guest-only', 'none', 'forget, go /admin/dashboard'],
  ['ADMIN', 'guest-only', 'profile', 'forget, go /user/profile'],
  ['ADMIN', 'guest-only', 'admin users', 'forget, go /admin/users?page=2'],
  ['ADMIN', 'guest-only', 'facility dashboard', 'forget, go /admin/dashboard'],
  ['ADMIN', 'signed-in', 'none', 'allow'],
  ['ADMIN', 'signed-in', 'profile', 'allow'],
  ['ADMIN', 'facility-admin-only', 'none', 'go /'],
  ['ADMIN', 'facility-admin-only', 'profile', 'go /'],
  ['ADMIN', 'admin-only', 'none', 'allow'],
  ['ADMIN', 'admin-only', 'profile', 'allow'],
];

function decisionFor(outcome: Outcome, area: GateArea, path: string): GateDecision {
  if (outcome === 'allow') return { kind: 'allow' };
  if (outcome === 'go /') return { kind: 'redirect', to: '/' };
  if (outcome === 'remember, go /') return { kind: 'redirect', to: '/', storeOrigin: { path, area } };
  return { kind: 'redirect', to: outcome.slice('forget, go '.length), clearOrigin: true };
}

const cases = TABLE.map(([role, area, origin, outcome]) => ({
  role,
  area,
  origin,
  outcome,
  path: PAGE[area],
}));

describe('decideGate', () => {
  it('has a row for every role × area, with and without a stored origin', () => {
    const rows = new Set(TABLE.map(([role, area, origin]) => `${role} ${area} ${origin === 'none'}`));
    expect(rows.size).toBe(5 * 4 * 2);
  });

  it.each(cases)(
    '$role opening $path ($area), stored origin $origin: $outcome',
    ({ role, area, origin, outcome, path }) => {
      expect(decideGate({ area, role, location: path, storedOrigin: ORIGINS[origin] })).toEqual(
        decisionFor(outcome, area, path),
      );
    },
  );

  it('sends a visitor on in the language of the page asked for, where the page it sends to has one', () => {
    const decide = (role: UserRole | null, area: GateArea, location: string) =>
      decideGate({ area, role, location, storedOrigin: null });
    expect(decide(null, 'signed-in', '/ha/user/dashboard')).toMatchObject({ to: '/ha' });
    expect(decide('USER', 'guest-only', '/yo/login')).toMatchObject({ to: '/yo/user/dashboard' });
    expect(decide('USER', 'admin-only', '/admin/users')).toMatchObject({ to: '/' });
    // The other dashboards are English only.
    expect(decide('PROVIDER', 'guest-only', '/ig/login')).toMatchObject({ to: '/provider/dashboard' });
  });
});
