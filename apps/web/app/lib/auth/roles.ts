import type { UserRole } from '@carefinder/contracts';

/** Spec §6 display labels of the user types (the spec names Facility, Provider and User; ADMIN reads Admin). */
export const USER_TYPE_LABELS: Readonly<Record<UserRole, string>> = {
  ADMIN: 'Admin',
  FACILITY_ADMIN: 'Facility',
  PROVIDER: 'Provider',
  USER: 'User',
};

/** Spec §6 dashboard by type: ADMIN, FACILITY_ADMIN and PROVIDER have their own; everyone else /user/dashboard. */
export function dashboardPathFor(role: UserRole): string {
  switch (role) {
    case 'ADMIN':
      return '/admin/dashboard';
    case 'FACILITY_ADMIN':
      return '/facility/dashboard';
    case 'PROVIDER':
      return '/provider/dashboard';
    default:
      return '/user/dashboard';
  }
}

// Type-only import above: the runtime list lives here so this module never pulls zod into a chunk.
export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && Object.hasOwn(USER_TYPE_LABELS, value);
}
