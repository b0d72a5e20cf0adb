import type { FacilityInvitation, FacilityTeamMember } from '@carefinder/contracts';
import { useFetcher } from 'react-router';
import { RemoveForm } from '~/components/forms/remove-form';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDateInNigeria } from '~/lib/format/date';
import type { FormActionResult } from '~/lib/forms/form-action';
import { renameFields } from '~/lib/forms/form-errors';
import { ADD_MEMBER_INTENT, REMOVE_MEMBER_INTENT, WITHDRAW_INVITATION_INTENT } from './facility-team-actions';

const COLLEAGUE_EMAIL_ID = 'colleague-email';

/**
 * The people who keep the active facility's listing true: each can add a colleague's CareFinder account by
 * e-mail, and remove a member (or leave the team).
 */
export function FacilityTeamSection({
  facilityId,
  team,
  invitations,
  meId,
}: {
  facilityId: string;
  team: readonly FacilityTeamMember[];
  invitations: readonly FacilityInvitation[];
  meId: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {team.map((member) => (
          <TeamMember
            key={member.userId}
            facilityId={facilityId}
            member={member}
            isMe={member.userId === meId}
          />
        ))}
      </ul>
      {invitations.length > 0 && (
        <ul aria-label="Invited, not joined yet" className="flex flex-col gap-3">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-200 pt-3"
            >
              <span className="flex flex-col">
                <span className="break-all font-semibold text-gray-900">{invitation.email}</span>
                <span className="text-sm text-gray-700">
                  Invited; joins on signing up, until {formatDateInNigeria(invitation.expiresAt)}
                </span>
              </span>
              <RemoveForm
                fields={{
                  intent: WITHDRAW_INVITATION_INTENT,
                  facilityId,
                  invitationId: invitation.id,
                  name: invitation.email,
                }}
              >
                Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
              </RemoveForm>
            </li>
          ))}
        </ul>
      )}
      <AddColleague facilityId={facilityId} />
    </div>
  );
}

function TeamMember({
  facilityId,
  member,
  isMe,
}: {
  facilityId: string;
  member: FacilityTeamMember;
  isMe: boolean;
}) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-200 pt-3">
      <span className="flex flex-col">
        <span className="font-semibold text-gray-900">
          {name}
          {isMe ? ' (you)' : ''}
        </span>
        <span className="break-all text-sm text-gray-700">
          {member.email} · since {formatDateInNigeria(member.since)}
        </span>
      </span>
      <RemoveForm fields={{ intent: REMOVE_MEMBER_INTENT, facilityId, userId: member.userId, name }}>
        {isMe ? (
          'Leave the team'
        ) : (
          <>
            Remove<span className="sr-only"> {name}</span>
          </>
        )}
      </RemoveForm>
    </li>
  );
}

function AddColleague({ facilityId }: { facilityId: string }) {
  const adder = useFetcher<FormActionResult>();
  // Its own id: the listing editor above has an `email` box too.
  const errors =
    adder.data?.ok === false ? renameFields(adder.data.errors, () => COLLEAGUE_EMAIL_ID) : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  return (
    <>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <adder.Form
        // A colleague added empties the form.
        key={adder.data?.ok ? 'added' : 'adding'}
        method="post"
        noValidate
        ref={formRef}
        className="flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value={ADD_MEMBER_INTENT} />
        <input type="hidden" name="facilityId" value={facilityId} />
        <TextField
          id={COLLEAGUE_EMAIL_ID}
          name="email"
          type="email"
          label="Add a colleague"
          hint="The e-mail address of their CareFinder account. Without one, we invite them to sign up with it."
          autoComplete="off"
          spellCheck={false}
          error={errors?.fieldErrors[COLLEAGUE_EMAIL_ID]}
        />
        <SubmitButton variant="secondary" className="self-start" loading={adder.state !== 'idle'}>
          Add to the team
        </SubmitButton>
      </adder.Form>
    </>
  );
}
