import type { AdminUser, UserRole } from '@carefinder/contracts';
import { useState } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { SelectField, TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { decodeAccessToken } from '~/lib/auth/access-token';
import { USER_TYPE_LABELS } from '~/lib/auth/roles';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import type { AdminUserSearch, AdminUsersPage as AdminUsersPageData } from './admin-users-api';
import { AdminPageHeader } from '~/components/admin/admin-page-header';

const ROLE_OPTIONS = (Object.keys(USER_TYPE_LABELS) as UserRole[]).map((role) => ({
  value: role,
  label: USER_TYPE_LABELS[role],
}));

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

function searchHref({ q, role }: AdminUserSearch, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export default function AdminUsersPage({ loaderData }: { loaderData: AdminUsersPageData }) {
  const { search, items, total, page, pageSize } = loaderData;
  const searching = useNavigation().state === 'loading';
  const ownId = decodeAccessToken(useStoredAccessToken())?.sub;
  const [userToDisable, setUserToDisable] = useState<AdminUser | null>(null);
  const disabler = useFetcher();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Users" />

      <Form
        method="get"
        role="search"
        aria-label="Search users"
        className="flex flex-col gap-3 md:flex-row md:items-end"
      >
        <div className="md:flex-1">
          <TextField
            name="q"
            type="search"
            label="Name or e-mail"
            defaultValue={search.q}
            autoComplete="off"
          />
        </div>
        <SelectField
          name="role"
          label="Role"
          defaultValue={search.role}
          options={[{ value: '', label: 'All roles' }, ...ROLE_OPTIONS]}
        />
        <SubmitButton loading={searching}>Search</SubmitButton>
      </Form>

      <p role="status" className="text-gray-800">
        {total === 0
          ? 'No users match.'
          : `${total} user${total === 1 ? '' : 's'}, page ${page} of ${pageCount}.`}
      </p>

      <ul className="flex flex-col gap-3">
        {items.map((user) => (
          <UserCard
            key={user.id}
            user={user}
            isSelf={user.id === ownId}
            onDisable={() => setUserToDisable(user)}
            onEnable={() =>
              void disabler.submit(
                { intent: 'enable', userId: user.id, userName: fullName(user) },
                { method: 'post' },
              )
            }
          />
        ))}
      </ul>

      {pageCount > 1 && (
        <nav aria-label="Pages of users" className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={searchHref(search, page - 1)} className={TEXT_LINK_CLASS}>
              Previous page
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount && (
            <Link to={searchHref(search, page + 1)} className={TEXT_LINK_CLASS}>
              Next page
            </Link>
          )}
        </nav>
      )}

      <ConfirmDialog
        open={userToDisable !== null}
        title={`Disable ${userToDisable ? fullName(userToDisable) : ''}?`}
        confirmLabel="Disable account"
        onCancel={() => setUserToDisable(null)}
        onConfirm={() => {
          if (userToDisable) {
            void disabler.submit(
              { intent: 'disable', userId: userToDisable.id, userName: fullName(userToDisable) },
              { method: 'post' },
            );
          }
          setUserToDisable(null);
        }}
      >
        They are signed out everywhere and cannot sign in until an administrator enables the account again.
      </ConfirmDialog>
    </div>
  );
}

interface UserCardProps {
  user: AdminUser;
  isSelf: boolean;
  onDisable: () => void;
  onEnable: () => void;
}

function UserCard({ user, isSelf, onDisable, onEnable }: UserCardProps) {
  const roleChange = useFetcher();
  const name = fullName(user);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4">
      <div>
        <h2 className="text-lg font-semibold text-gray-900">
          {name}
          {isSelf && <span className="font-normal text-gray-700"> (you)</span>}
        </h2>
        <p className="break-all text-gray-800">{user.email}</p>
        <p className="text-sm text-gray-700">
          {USER_TYPE_LABELS[user.role]} · {user.emailVerified ? 'e-mail verified' : 'e-mail not verified'} ·{' '}
          {user.disabled ? <strong className="font-semibold text-red-800">Disabled</strong> : 'Active'}
        </p>
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <roleChange.Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="userId" value={user.id} />
          <input type="hidden" name="userName" value={name} />
          <SelectField
            // Remounted once each change settles, so a refused change shows the role the user really has.
            key={`${user.role}-${roleChange.state === 'idle'}`}
            name="role"
            id={`role-${user.id}`}
            label={
              <>
                Role<span className="sr-only"> of {name}</span>
              </>
            }
            defaultValue={user.role}
            options={ROLE_OPTIONS}
          />
          <SubmitButton variant="secondary" loading={roleChange.state !== 'idle'}>
            Change role<span className="sr-only"> of {name}</span>
          </SubmitButton>
        </roleChange.Form>
        <button
          type="button"
          onClick={user.disabled ? onEnable : onDisable}
          className={`min-h-[40px] self-start rounded-md border px-4 font-semibold md:self-auto ${
            user.disabled
              ? 'border-green-700 text-green-800 hover:bg-green-50'
              : 'border-red-700 text-red-800 hover:bg-red-50'
          }`}
        >
          {user.disabled ? 'Enable' : 'Disable'}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
    </li>
  );
}
