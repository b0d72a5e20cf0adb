import type { AdminUser, UserRole } from '@carefinder/contracts';
import { useState } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { ChangedMeanwhile, type FieldText } from '~/components/admin/changed-meanwhile';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { ErrorSummary } from '~/components/forms/error-summary';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { SelectField, TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { decodeAccessToken } from '~/lib/auth/access-token';
import { USER_TYPE_LABELS } from '~/lib/auth/roles';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import type { AdminUserActionResult } from './admin-users-actions';
import type { AdminUserSearch, AdminUsersPage as AdminUsersPageData, UserState } from './admin-users-api';
import { AdminPageHeader } from '~/components/admin/admin-page-header';

const ROLE_OPTIONS = (Object.keys(USER_TYPE_LABELS) as UserRole[]).map((role) => ({
  value: role,
  label: USER_TYPE_LABELS[role],
}));

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** A change is made on the user as their card shows them: the action refuses it if they are not any more. */
const opened = (user: AdminUser) => ({ openedRole: user.role, openedDisabled: String(user.disabled) });

/** What the 'changed meanwhile' box compares. */
const asText = (state: UserState): FieldText[] => [
  { label: 'Role', text: USER_TYPE_LABELS[state.role] },
  { label: 'Account', text: state.disabled ? 'Disabled' : 'Active' },
];

type StaleResult = Extract<AdminUserActionResult, { stale: AdminUser }>;

/**
 * The refused change about this user, while the list (read again after it) shows them as saved meanwhile;
 * it goes once they change again.
 */
function staleFor(user: AdminUser, result: AdminUserActionResult | undefined): StaleResult | undefined {
  if (!result || !('stale' in result)) return undefined;
  const { stale } = result;
  return stale.id === user.id && stale.role === user.role && stale.disabled === user.disabled
    ? result
    : undefined;
}

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
  const disabler = useFetcher<AdminUserActionResult>();
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
            disablerResult={disabler.data}
            onDisable={() => setUserToDisable(user)}
            onEnable={() =>
              void disabler.submit(
                { intent: 'enable', userId: user.id, userName: fullName(user), ...opened(user) },
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
              {
                intent: 'disable',
                userId: userToDisable.id,
                userName: fullName(userToDisable),
                ...opened(userToDisable),
              },
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
  /** The last disable or enable, whichever user it was about. */
  disablerResult: AdminUserActionResult | undefined;
  onDisable: () => void;
  onEnable: () => void;
}

function UserCard({ user, isSelf, disablerResult, onDisable, onEnable }: UserCardProps) {
  const roleChange = useFetcher<AdminUserActionResult>();
  const stale = staleFor(user, roleChange.data) ?? staleFor(user, disablerResult);
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
      {stale && (
        <>
          <ErrorSummary errors={stale.errors} />
          <ChangedMeanwhile saved={asText(stale.stale)} opened={asText(stale.opened)} />
        </>
      )}
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <roleChange.Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="userId" value={user.id} />
          <input type="hidden" name="userName" value={name} />
          <input type="hidden" name="openedRole" value={user.role} />
          <input type="hidden" name="openedDisabled" value={String(user.disabled)} />
          <SelectField
            // Remounted once each change settles, so a refused change shows the role the user really has;
            // after someone saved first, the admin's own choice, to save again on top of theirs.
            key={`${user.role}-${roleChange.state === 'idle'}`}
            name="role"
            id={`role-${user.id}`}
            label={
              <>
                Role<span className="sr-only"> of {name}</span>
              </>
            }
            defaultValue={stale?.yours.role ?? user.role}
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
