import { announceToast } from '~/lib/announced-toasts';
import { isUserRole, USER_TYPE_LABELS } from '~/lib/auth/roles';
import { formFields, submitToApi } from '~/lib/forms/form-action';
import type { FormActionResult } from '~/lib/forms/form-action';
import { firstErrorMessage } from '~/lib/forms/form-errors';
import { updateAdminUser } from './admin-users-api';

/**
 * One user's change from the admin users page: `intent` is role, disable or enable. The outcome is a
 * toast either way, with the server's own words on refusal (e.g. 409 when an admin demotes themself).
 */
export async function adminUserAction(request: Request): Promise<FormActionResult> {
  const { intent, userId = '', userName = 'The user', role } = formFields(await request.formData());
  const changes =
    intent === 'role' && isUserRole(role)
      ? { role }
      : intent === 'disable' || intent === 'enable'
        ? { disabled: intent === 'disable' }
        : null;
  if (!userId || !changes) {
    return { ok: false, errors: { fieldErrors: {}, formError: 'Choose what to change.' } };
  }
  const result = await submitToApi(async () => {
    const user = await updateAdminUser(userId, changes);
    return 'role' in changes
      ? `${userName}'s role is now ${USER_TYPE_LABELS[user.role]}.`
      : `${userName}'s account is ${user.disabled ? 'disabled' : 'enabled'}.`;
  });
  announceToast(
    result.ok
      ? { type: 'success', message: result.message }
      : { type: 'error', title: 'Not changed', message: firstErrorMessage(result.errors) },
  );
  return result;
}
