import { PROBLEM_TYPES, type AdminUser } from '@carefinder/contracts';
import { changedMeanwhileMessage } from '~/components/admin/changed-meanwhile';
import { announceToast } from '~/lib/announced-toasts';
import { isUserRole, USER_TYPE_LABELS } from '~/lib/auth/roles';
import { formFields, type FormActionResult } from '~/lib/forms/form-action';
import {
  apiProblemType,
  firstErrorMessage,
  formErrorsFromApiError,
  type FormErrors,
} from '~/lib/forms/form-errors';
import { readAdminUser, updateAdminUser, type UserChange, type UserState } from './admin-users-api';

export const STALE_MESSAGE = changedMeanwhileMessage('this account');

/**
 * What the page's action answers: the usual form result, or, when someone changed the user since the page
 * showed them (412), the user as they are now, as the card showed them, and the admin's own change.
 */
export type AdminUserActionResult =
  | FormActionResult
  | { ok: false; errors: FormErrors; stale: AdminUser; opened: UserState; yours: UserChange };

function changeFrom({ intent, role }: Record<string, string | undefined>): UserChange | null {
  if (intent === 'role' && isUserRole(role)) return { role };
  if (intent === 'disable' || intent === 'enable') return { disabled: intent === 'disable' };
  return null;
}

function openedFrom({ openedRole, openedDisabled }: Record<string, string | undefined>): UserState | null {
  return isUserRole(openedRole) ? { role: openedRole, disabled: openedDisabled === 'true' } : null;
}

/**
 * The change, on the user as their card showed them. The list carries no ETags, so the user is read with
 * theirs first, and the change is sent with it only when they are still as shown; a change saved between
 * that read and the write is then a 412. Either way someone saved first: answers the user as they are now.
 */
async function changeAsOpened(
  userId: string,
  opened: UserState,
  changes: UserChange,
): Promise<{ saved: AdminUser } | { stale: AdminUser }> {
  const { user, etag } = await readAdminUser(userId);
  if (user.role !== opened.role || user.disabled !== opened.disabled) return { stale: user };
  try {
    return { saved: await updateAdminUser(userId, changes, etag) };
  } catch (error) {
    if (apiProblemType(error) !== PROBLEM_TYPES.staleWrite) throw error;
    return { stale: (await readAdminUser(userId)).user };
  }
}

/**
 * One user's change from the admin users page: `intent` is role, disable or enable, on the user as the
 * card showed them (`openedRole`, `openedDisabled`). The outcome is a toast, with the server's own words on
 * refusal (e.g. 409 when an admin demotes themself); when someone saved first, the card shows their version.
 */
export async function adminUserAction(request: Request): Promise<AdminUserActionResult> {
  const form = formFields(await request.formData());
  const { userId = '', userName = 'The user' } = form;
  const changes = changeFrom(form);
  const opened = openedFrom(form);
  if (!userId || !changes || !opened) {
    return { ok: false, errors: { fieldErrors: {}, formError: 'Choose what to change.' } };
  }
  try {
    const outcome = await changeAsOpened(userId, opened, changes);
    if ('stale' in outcome) {
      const errors = { fieldErrors: {}, formError: STALE_MESSAGE };
      return { ok: false, errors, stale: outcome.stale, opened, yours: changes };
    }
    const message =
      'role' in changes
        ? `${userName}'s role is now ${USER_TYPE_LABELS[outcome.saved.role]}.`
        : `${userName}'s account is ${outcome.saved.disabled ? 'disabled' : 'enabled'}.`;
    announceToast({ type: 'success', message });
    return { ok: true, message };
  } catch (error) {
    const errors = formErrorsFromApiError(error);
    announceToast({ type: 'error', title: 'Not changed', message: firstErrorMessage(errors) });
    return { ok: false, errors };
  }
}
