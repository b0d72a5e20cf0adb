import { addTeamMemberRequestSchema } from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { firstErrorMessage, validateWith } from '~/lib/forms/form-errors';
import { addTeamMember, removeTeamMember, withdrawInvitation } from './facility-listing-api';

export const ADD_MEMBER_INTENT = 'add-member';
export const REMOVE_MEMBER_INTENT = 'remove-member';
export const WITHDRAW_INVITATION_INTENT = 'withdraw-invitation';

/**
 * The facility dashboard's team forms: add a colleague by e-mail (or invite them, without an account),
 * remove a member (leave, for oneself), or withdraw an invitation.
 */
export async function facilityTeamAction(form: FormData): Promise<FormActionResult & { intent: string }> {
  const fields = formFields(form);
  const facilityId = fields.facilityId ?? '';
  if (fields.intent === ADD_MEMBER_INTENT) {
    const input = validateWith(addTeamMemberRequestSchema, { email: fields.email ?? '' });
    if (!input.ok) return { ...input, intent: ADD_MEMBER_INTENT };
    const result = await submitToApi(async () => {
      const added = await addTeamMember(facilityId, input.data.email);
      if ('invitation' in added)
        return `We e-mailed an invitation to ${added.invitation.email}: they join when they sign up and confirm the address.`;
      return `${added.member.firstName} ${added.member.lastName} can manage the facility now; we e-mailed them.`;
    });
    if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Added.' });
    return { ...result, intent: ADD_MEMBER_INTENT };
  }
  const withdrawing = fields.intent === WITHDRAW_INVITATION_INTENT;
  const result = await submitToApi(async () => {
    if (withdrawing) {
      await withdrawInvitation(facilityId, fields.invitationId ?? '');
      return `The invitation to ${fields.name || 'that address'} is withdrawn.`;
    }
    await removeTeamMember(facilityId, fields.userId ?? '');
    return `${fields.name || 'That person'} is no longer on the team.`;
  });
  announceToast(
    result.ok
      ? { type: 'success', message: result.message ?? 'Removed.' }
      : { type: 'error', title: 'Not removed', message: firstErrorMessage(result.errors) },
  );
  return { ...result, intent: withdrawing ? WITHDRAW_INVITATION_INTENT : REMOVE_MEMBER_INTENT };
}
