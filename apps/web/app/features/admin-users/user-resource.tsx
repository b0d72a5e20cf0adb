import type { AdminUser, UserRole } from '@carefinder/contracts';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { localTokenStorage } from '~/lib/api-client/token-storage';
import { decodeAccessToken } from '~/lib/auth/access-token';
import { USER_TYPE_LABELS } from '~/lib/auth/roles';

const ROLE_OPTIONS = (Object.keys(USER_TYPE_LABELS) as UserRole[]).map((role) => ({
  value: role,
  label: USER_TYPE_LABELS[role],
}));

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The signed-in admin's own account (the page renders in the browser only, so the token is at hand). */
const isSelf = (user: AdminUser) => decodeAccessToken(localTokenStorage.getAccessToken())?.sub === user.id;

/** /admin/users: accounts found by name or e-mail; an admin changes a role, or disables and enables one. */
const users: ResourceDefinition<AdminUser> = {
  path: '/admin/users',
  api: '/admin/users',
  title: 'Users',
  description: 'Accounts sign up themselves; here an administrator changes their role or disables them.',
  one: { noun: 'account', article: 'an' },
  many: 'users',
  adds: false,
  idOf: (user) => user.id,
  nameOf: fullName,
  form: {
    fields: [
      { name: 'role', label: 'Role', input: 'select', options: ROLE_OPTIONS },
      {
        name: 'account',
        label: 'Account',
        input: 'select',
        hint: 'A disabled account is signed out everywhere and cannot sign in until it is enabled again.',
        options: [
          { value: 'active', label: 'Active' },
          { value: 'disabled', label: 'Disabled' },
        ],
      },
    ],
    valuesOf: (user) => ({ role: user.role, account: user.disabled ? 'disabled' : 'active' }),
    bodyOf: ({ role, account }) => ({ role, disabled: account === 'disabled' }),
    // The two changes that are hard to take back: an ADMIN can change everything, a disabled account is
    // signed out everywhere at once.
    confirm: (sent, opened) => {
      if (sent.role === 'ADMIN' && opened?.role !== 'ADMIN')
        return {
          title: 'Make this account an administrator?',
          message:
            'An administrator can change every listing, account and page of CareFinder, other administrators’ included. Only do it for someone who runs CareFinder with you.',
          confirmLabel: 'Make an administrator',
        };
      if (sent.account === 'disabled' && opened?.account !== 'disabled')
        return {
          title: 'Disable this account?',
          message:
            'It is signed out everywhere at once and cannot sign in until an administrator enables it again.',
          confirmLabel: 'Disable the account',
        };
      return null;
    },
  },
  columns: () => [
    {
      key: 'name',
      header: 'Name',
      cell: (user) => (
        <>
          <span className="font-semibold text-gray-900">{fullName(user)}</span>
          {isSelf(user) && <span className="text-gray-700"> (you)</span>}
          <span className="block break-all text-sm text-gray-700">{user.email}</span>
        </>
      ),
    },
    { key: 'role', header: 'Role', cell: (user) => USER_TYPE_LABELS[user.role] },
    {
      key: 'account',
      header: 'Account',
      cell: (user) => (
        <>
          {user.disabled ? <strong className="font-semibold text-red-800">Disabled</strong> : 'Active'}
          <span className="block text-sm text-gray-700">
            {user.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
          </span>
        </>
      ),
    },
  ],
  list: {
    pageSize: 20,
    searchLabel: 'Name or e-mail',
    filters: [{ name: 'role', label: 'Role', options: ROLE_OPTIONS }],
    count: (total) => `${total} ${total === 1 ? 'user' : 'users'}.`,
    empty: 'No accounts yet.',
  },
};

export default users;
