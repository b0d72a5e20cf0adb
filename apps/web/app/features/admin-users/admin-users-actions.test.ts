import { PROBLEM_TYPES, type AdminUser } from '@carefinder/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUserAction, STALE_MESSAGE } from './admin-users-actions';

const api = vi.hoisted(() => ({ readAdminUser: vi.fn(), updateAdminUser: vi.fn() }));
vi.mock('./admin-users-api', () => api);

const shown: AdminUser = {
  id: 'u1',
  email: 'tunde@example.ng',
  firstName: 'Tunde',
  lastName: 'Bakare',
  phone: null,
  role: 'USER',
  emailVerified: true,
  facilities: [],
  activeFacility: null,
  providerProfile: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  disabled: false,
};
const savedMeanwhile: AdminUser = { ...shown, role: 'FACILITY_ADMIN' };

/** The card's role form, on the user as it shows them. */
const roleChange = (role: string) => {
  const body = new FormData();
  const fields = { intent: 'role', userId: 'u1', userName: 'Tunde Bakare', role };
  for (const [name, value] of Object.entries({ ...fields, openedRole: 'USER', openedDisabled: 'false' }))
    body.set(name, value);
  return new Request('http://localhost/admin/users', { method: 'POST', body });
};

/** Shaped like the axios error the API client rejects with. */
const problemError = (status: number, type: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data: { type, title: 'Problem', status, detail: 'Refused.' }, headers: {} },
  });

beforeEach(() => {
  api.readAdminUser.mockReset();
  api.updateAdminUser.mockReset();
});

describe('adminUserAction', () => {
  it('sends the change with the ETag of the user read, when they are as the card showed them', async () => {
    api.readAdminUser.mockResolvedValue({ user: shown, etag: '"v1"' });
    api.updateAdminUser.mockResolvedValue({ ...shown, role: 'PROVIDER' });
    const result = await adminUserAction(roleChange('PROVIDER'));
    expect(api.updateAdminUser).toHaveBeenCalledWith('u1', { role: 'PROVIDER' }, '"v1"');
    expect(result).toEqual({ ok: true, message: "Tunde Bakare's role is now Provider." });
  });

  it('changes nothing when someone changed the user since the card showed them, and answers their version', async () => {
    api.readAdminUser.mockResolvedValue({ user: savedMeanwhile, etag: '"v2"' });
    const result = await adminUserAction(roleChange('PROVIDER'));
    expect(api.updateAdminUser).not.toHaveBeenCalled();
    expect(result).toEqual({
      ok: false,
      errors: { fieldErrors: {}, formError: STALE_MESSAGE },
      stale: savedMeanwhile,
      opened: { role: 'USER', disabled: false },
      yours: { role: 'PROVIDER' },
    });
  });

  it('answers the version saved meanwhile when the API refuses the ETag (412)', async () => {
    api.readAdminUser
      .mockResolvedValueOnce({ user: shown, etag: '"v1"' })
      .mockResolvedValueOnce({ user: savedMeanwhile, etag: '"v2"' });
    api.updateAdminUser.mockRejectedValue(problemError(412, PROBLEM_TYPES.staleWrite));
    const result = await adminUserAction(roleChange('PROVIDER'));
    expect(result).toMatchObject({ ok: false, stale: savedMeanwhile, yours: { role: 'PROVIDER' } });
  });

  it("shows another refusal in the server's words", async () => {
    api.readAdminUser.mockResolvedValue({ user: shown, etag: '"v1"' });
    api.updateAdminUser.mockRejectedValue(problemError(409, 'about:blank'));
    const result = await adminUserAction(roleChange('PROVIDER'));
    expect(result).toEqual({ ok: false, errors: { fieldErrors: {}, formError: 'Refused.' } });
  });
});
