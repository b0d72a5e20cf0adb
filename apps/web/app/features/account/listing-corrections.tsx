import { CORRECTION_ESCALATION_DAYS, type ListingCorrection } from '@carefinder/contracts';
import { useFetcher } from 'react-router';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { correctionLines } from '~/lib/correction-words';
import { formatDateInNigeria } from '~/lib/format/date';
import type { FormActionResult } from '~/lib/forms/form-action';
import type { FormErrors } from '~/lib/forms/form-errors';
import { DECIDE_CORRECTION_INTENT } from './correction-actions';

type ListingKind = 'facilities' | 'providers';

const DECIDED_WORDS = { approved: 'Accepted', rejected: 'Rejected', pending: 'Waiting' } as const;

/**
 * Visitors' corrections of the listing: those waiting, oldest first, each to accept (the listing changes at
 * once, as the team's own change) or reject with a reason; then the latest decided.
 */
export function ListingCorrections({
  listing,
  corrections,
}: {
  listing: { kind: ListingKind; id: string };
  corrections: readonly ListingCorrection[];
}) {
  const waiting = corrections.filter((correction) => correction.status === 'pending');
  const decided = corrections.filter((correction) => correction.status !== 'pending');
  return (
    <div className="flex flex-col gap-4">
      {waiting.length === 0 ? (
        <p className="text-gray-800">
          No correction is waiting. Visitors suggest them with “Suggest a correction” on your page; they
          appear here, and CareFinder answers those left for {CORRECTION_ESCALATION_DAYS} days.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {waiting.map((correction) => (
            <WaitingCorrection key={correction.id} listing={listing} correction={correction} />
          ))}
        </ul>
      )}
      {decided.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold text-gray-900">Decided lately</summary>
          <ul className="mt-2 flex flex-col gap-2">
            {decided.map((correction) => (
              <li key={correction.id} className="text-gray-800">
                {correctionLines(correction).join(' · ')}: {DECIDED_WORDS[correction.status].toLowerCase()}
                {correction.decidedAt ? ` ${formatDateInNigeria(correction.decidedAt)}` : ''}
                {correction.deciderName ? ` by ${correction.deciderName}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * A refusal's reason error at this correction's reason field; any other (the listing refusing the change)
 * said above the form, where the summary shows it.
 */
function reasonAtItsField(errors: FormErrors, reasonId: string): FormErrors {
  const { reason, ...others } = errors.fieldErrors;
  const formError = [errors.formError, ...Object.values(others)].filter(Boolean).join(' ');
  return {
    fieldErrors: reason ? { [reasonId]: reason } : {},
    ...(formError ? { formError } : {}),
  };
}

function WaitingCorrection({
  listing,
  correction,
}: {
  listing: { kind: ListingKind; id: string };
  correction: ListingCorrection;
}) {
  const decider = useFetcher<FormActionResult>();
  const reasonId = `correction-reason-${correction.id}`;
  const errors = decider.data?.ok === false ? reasonAtItsField(decider.data.errors, reasonId) : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const what = correctionLines(correction);
  return (
    <li className="flex flex-col gap-2 border-t border-gray-200 pt-3">
      <p className="font-semibold text-gray-900">{what.join(' · ')}</p>
      <p className="text-gray-800">
        “{correction.reason}”
        <span className="block text-sm text-gray-700">
          Suggested by a visitor on {formatDateInNigeria(correction.suggestedAt)}
          {correction.escalated ? ' · CareFinder may answer it too now' : ''}
        </span>
      </p>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <decider.Form method="post" noValidate ref={formRef} className="flex flex-col gap-2">
        <input type="hidden" name="intent" value={DECIDE_CORRECTION_INTENT} />
        <input type="hidden" name="listingKind" value={listing.kind} />
        <input type="hidden" name="listingId" value={listing.id} />
        <input type="hidden" name="correctionId" value={correction.id} />
        <input type="hidden" name="etag" value={correction.etag} />
        <TextField
          id={reasonId}
          name="reason"
          label={
            <>
              Why not<span className="sr-only">: {what.join(', ')}</span>
            </>
          }
          optional
          hint="Needed only to reject."
          // Enter here must not press the form's first button, Accept.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          error={errors?.fieldErrors[reasonId]}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton name="status" value="approved" loading={decider.state !== 'idle'}>
            Accept<span className="sr-only">: {what.join(', ')}</span>
          </SubmitButton>
          <SubmitButton name="status" value="rejected" variant="secondary" loading={decider.state !== 'idle'}>
            Reject<span className="sr-only">: {what.join(', ')}</span>
          </SubmitButton>
        </div>
      </decider.Form>
    </li>
  );
}
