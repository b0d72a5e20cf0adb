import type { AffiliationRequest } from '@carefinder/contracts';
import { Link, useFetcher } from 'react-router';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDateInNigeria } from '~/lib/format/date';
import type { FormActionResult } from '~/lib/forms/form-action';
import { renameFields } from '~/lib/forms/form-errors';
import { DECIDE_AFFILIATION_INTENT } from './affiliation-actions';

/** Doctors who asked to be listed at the facility, oldest first: the team approves or declines each. */
export function FacilityAffiliationRequests({ requests }: { requests: readonly AffiliationRequest[] }) {
  if (requests.length === 0)
    return (
      <p className="text-gray-800">
        No doctor is waiting. Doctors ask from their own dashboard; their requests appear here.
      </p>
    );
  return (
    <ul className="flex flex-col gap-4">
      {requests.map((request) => (
        <AffiliationRequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}

function AffiliationRequestItem({ request }: { request: AffiliationRequest }) {
  const decider = useFetcher<FormActionResult>();
  const reasonId = `reason-${request.id}`;
  const errors = decider.data?.ok === false ? renameFields(decider.data.errors, () => reasonId) : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const name = request.provider.name;
  return (
    <li className="flex flex-col gap-2 border-t border-gray-200 pt-3">
      <p>
        <Link to={`/providers/${request.provider.id}`} className={`${TEXT_LINK_CLASS} font-semibold`}>
          {name}
        </Link>
        <span className="block text-sm text-gray-700">Asked on {formatDateInNigeria(request.createdAt)}</span>
      </p>
      {request.message && <p className="text-gray-800">“{request.message}”</p>}
      <ErrorSummary errors={errors} ref={summaryRef} />
      <decider.Form method="post" noValidate ref={formRef} className="flex flex-col gap-2">
        <input type="hidden" name="intent" value={DECIDE_AFFILIATION_INTENT} />
        <input type="hidden" name="requestId" value={request.id} />
        <input type="hidden" name="providerName" value={name} />
        <TextField
          id={reasonId}
          name="reason"
          label={
            <>
              Why not<span className="sr-only"> {name}</span>
            </>
          }
          optional
          hint="Needed only to decline; we send it to the doctor."
          // Enter here must not press the form's first button, Approve.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          error={errors?.fieldErrors[reasonId]}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton name="status" value="approved" loading={decider.state !== 'idle'}>
            Approve<span className="sr-only"> {name}</span>
          </SubmitButton>
          <SubmitButton name="status" value="rejected" variant="secondary" loading={decider.state !== 'idle'}>
            Decline<span className="sr-only"> {name}</span>
          </SubmitButton>
        </div>
      </decider.Form>
    </li>
  );
}
