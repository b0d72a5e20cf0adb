import type { Review } from '@carefinder/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { FetcherWithComponents } from 'react-router';
import { ErrorSummary } from '~/components/forms/error-summary';
import { INPUT_CLASS } from '~/components/forms/input-class';
import { FieldShell } from '~/components/forms/text-field';
import { renameFields } from '~/lib/forms/form-errors';
import { usePrefetch } from '~/lib/use-prefetch';
import { loadReviewActions } from './load-review-actions';
import type { ReportReviewResult } from './review-actions';
import { SubmitOrCancel } from './review-fields';
import { REPORT_REASON_MAX, REPORT_REASON_MIN, REPORT_REASONS } from './review-rules';
import type { ReportReasonValue } from './review-rules';
import { useDisclosure } from './use-disclosure';

export const REPORT_THANKS =
  'Thank you for your report. Our moderators will look at this review; it stays up until they decide.';
export const ALREADY_REPORTED = 'You have already reported this review; our moderators will look at it.';

type ReportField = 'reason' | 'details';

/**
 * "Report" under someone else's review: a disclosure that opens a short form (why, from a list, or in the
 * reporter's words), posted to the page's client action. The reporter is thanked in place; the review stays
 * on the page, since a report goes to the moderators and hides nothing by itself.
 */
export function ReportReview({ review }: { review: Review }) {
  const { open, setOpen, close, buttonRef } = useDisclosure();
  const fetcher = useFetcher<ReportReviewResult>();
  const result = fetcher.data;
  const outcome = useRef<HTMLParagraphElement>(null);
  // The thanks (or "already reported") takes focus, so screen-reader users hear it where they are.
  useEffect(() => {
    if (result?.ok) outcome.current?.focus();
  }, [result]);

  if (result?.ok) {
    return (
      <p ref={outcome} tabIndex={-1} className="rounded-md bg-green-50 p-3 text-green-950">
        {result.outcome === 'reported' ? REPORT_THANKS : ALREADY_REPORTED}
      </p>
    );
  }
  const formId = `report-${review.id}`;
  return (
    <div className="flex flex-col gap-2">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-[40px] items-center self-start px-1 text-sm text-gray-800 underline underline-offset-2 hover:text-gray-950"
      >
        Report <span className="sr-only">the review by {review.name}</span>
      </button>
      {open && (
        <ReportForm
          id={formId}
          reviewId={review.id}
          fetcher={fetcher}
          onCancel={() => close({ focusButton: true })}
        />
      )}
    </div>
  );
}

function ReportForm({
  id,
  reviewId,
  fetcher,
  onCancel,
}: {
  id: string;
  reviewId: string;
  fetcher: FetcherWithComponents<ReportReviewResult>;
  onCancel: () => void;
}) {
  usePrefetch(loadReviewActions);
  const [reason, setReason] = useState<ReportReasonValue | null>(null);
  const idOf = (field: ReportField) => `${id}-${field}`;
  const errors = fetcher.data?.ok === false ? fetcher.data.errors : undefined;
  const summaryErrors = useMemo(
    () => errors && renameFields(errors, (field) => `${id}-${field}`),
    [errors, id],
  );
  const summaryRef = useRef<HTMLDivElement>(null);

  // Opening the form puts focus on the first reason; a failed submission on the field to fix, else the summary.
  useEffect(() => {
    document.getElementById(`${id}-reason`)?.focus();
  }, [id]);
  useEffect(() => {
    if (!errors) return;
    const field = (['reason', 'details'] as const).find((name) => errors.fieldErrors[name]);
    (field ? document.getElementById(`${id}-${field}`) : summaryRef.current)?.focus();
  }, [errors, id]);

  const reasonError = errors?.fieldErrors.reason;
  const hintId = `${id}-hint`;
  const reasonErrorId = `${id}-reason-error`;
  return (
    <div id={id} className="flex flex-col gap-3 rounded-md border border-gray-300 p-4">
      <ErrorSummary errors={summaryErrors} ref={summaryRef} />
      <fetcher.Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="reviewId" value={reviewId} />
        <fieldset
          aria-describedby={[hintId, reasonError ? reasonErrorId : ''].filter(Boolean).join(' ')}
          className="flex flex-col gap-1"
        >
          <legend className="font-semibold text-gray-900">Why are you reporting this review?</legend>
          <p id={hintId} className="text-sm text-gray-700">
            Our moderators read every report. A report alone does not hide a review.
          </p>
          {reasonError && (
            <p id={reasonErrorId} className="text-sm font-semibold text-red-800">
              <span className="sr-only">Error: </span>
              {reasonError}
            </p>
          )}
          {REPORT_REASONS.map((option, index) => (
            <label key={option.value} className="flex min-h-[40px] items-center gap-3 text-gray-900">
              <input
                type="radio"
                name="reason"
                id={index === 0 ? idOf('reason') : undefined}
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                className="size-5 accent-green-700"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {reason === 'other' && (
          <FieldShell
            id={idOf('details')}
            label="What is wrong with this review?"
            hint={`In a few words: at least ${REPORT_REASON_MIN} characters, at most ${REPORT_REASON_MAX}.`}
            error={errors?.fieldErrors.details}
          >
            {(describedBy) => (
              <textarea
                id={idOf('details')}
                name="details"
                rows={3}
                maxLength={REPORT_REASON_MAX}
                aria-invalid={errors?.fieldErrors.details ? true : undefined}
                aria-describedby={describedBy}
                className={`${INPUT_CLASS} py-2`}
              />
            )}
          </FieldShell>
        )}
        <SubmitOrCancel label="Send report" loading={fetcher.state !== 'idle'} onCancel={onCancel} />
      </fetcher.Form>
    </div>
  );
}
