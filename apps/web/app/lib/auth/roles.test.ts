import { describe, expect, it } from 'vitest';
import { USER_ROLES } from '@carefinder/contracts';
import { dashboardPathFor, isUserRole, USER_TYPE_LABELS } from './roles';

describe('dashboardPathFor (spec §6 dashboard by type)', () => {
  it.each([
    ['ADMIN', '/admin/dashboard'],
    ['FACILITY_ADMIN', '/facility/dashboard'],
    ['PROVIDER', '/provider/dashboard'],
    ['USER', '/user/dashboard'],
  ] as const)('%s → %s', (role, path) => {
    expect(dashboardPathFor(role)).toBe(path);
  });
});

describe('USER_TYPE_LABELS (spec §6 display labels)', () => {
  it('labels FACILITY_ADMIN Facility, PROVIDER Provider, USER User and ADMIN Admin', () => {
    expect(USER_TYPE_LABELS).toEqual({
      ADMIN: 'Admin',
      FACILITY_ADMIN: 'Facility',
      PROVIDER: 'Provider',
      USER: 'User',
    });
  });
});

describe('isUserRole', () => {
  it('knows exactly the roles of the contract', () => {
    expect(USER_ROLES.every(isUserRole)).toBe(true);
    expect(Object.keys(USER_TYPE_LABELS).sort()).toEqual([...USER_ROLES].sort());
  });

  it.each([undefined, null, '', 'admin', 'constructor', 'hasOwnProperty', 3])('rejects %s', (value) => {
    expect(isUserRole(value)).toBe(false);
  });
});
