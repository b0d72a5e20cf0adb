import type { ReactNode } from 'react';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { TextAreaField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';

/**
 * Approve or reject an opened request (lib/admin-resource/decision-intent.ts), with a reason that a
 * rejection needs. `effect` says what approving does; without `canApprove` it says why it cannot.
 */
export function DecisionForm({
  id,
  etag,
  effect,
  reasonHint,
  canApprove = true,
}: {
  id: string;
  etag: string;
  effect: ReactNode;
  reasonHint: string;
  canApprove?: boolean;
}) {
  const form = useFormAction();
  return (
    <ActionForm form={form}>
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="etag" value={etag} />
      {effect}
      <TextAreaField
        name="reason"
        label="Reason"
        hint={reasonHint}
        rows={3}
        error={form.errors?.fieldErrors.reason}
      />
      <div className="flex flex-wrap gap-3">
        {canApprove && (
          <SubmitButton name="status" value="approved" loading={form.submitting}>
            Approve
          </SubmitButton>
        )}
        <SubmitButton name="status" value="rejected" variant="secondary" loading={form.submitting}>
          Reject
        </SubmitButton>
      </div>
    </ActionForm>
  );
}
