import { listingPath } from '~/components/listing/listing-path';
import type { AdminReview } from '@carefinder/contracts';
import { OpenedPanel } from '~/components/admin/resource/opened-panel';
import { Link } from 'react-router';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { TextAreaField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDateInNigeria } from '~/lib/format/date';

const times = (count: number) => `${count} time${count === 1 ? '' : 's'}`;

/** Who decided last and when, in a sentence: "Hidden on 2 November 2026 by Ngozi Eze". */
function lastDecision(review: AdminReview, verb: string) {
  if (!review.moderatedAt) return null;
  return `${verb} on ${formatDateInNigeria(review.moderatedAt)}${review.moderatedBy ? ` by ${review.moderatedBy.name}` : ''}`;
}

/** The decision a review allows now: hide it with a reason, keep it, or (hidden) restore it. */
function DecisionForm({ review }: { review: AdminReview }) {
  const form = useFormAction();
  const hidden = review.status === 'hidden';
  return (
    <ActionForm form={form}>
      <input type="hidden" name="intent" value="moderate" />
      <input type="hidden" name="reviewId" value={review.id} />
      <TextAreaField
        name="reason"
        label={
          hidden
            ? 'Why you restore it (optional, for the audit log)'
            : 'Reason, shown to the author if you hide it'
        }
        rows={2}
        error={form.errors?.fieldErrors.reason}
      />
      <div className="flex flex-wrap gap-3">
        {hidden ? (
          <SubmitButton name="status" value="published" loading={form.submitting}>
            Restore the review
          </SubmitButton>
        ) : (
          <>
            <SubmitButton name="status" value="hidden" loading={form.submitting}>
              Hide review
            </SubmitButton>
            {review.openReportCount > 0 && (
              <SubmitButton name="status" value="published" variant="secondary" loading={form.submitting}>
                Keep published
              </SubmitButton>
            )}
          </>
        )}
      </div>
    </ActionForm>
  );
}

/** A review opened: what it says, what reporters said, why and by whom it is hidden, and the decision. */
export function OpenedReview({ item: review }: { item: AdminReview; etag: string }) {
  const hidden = review.status === 'hidden';
  return (
    <OpenedPanel
      title={
        <>
          {review.rating} out of 5 for {review.target.name}, by {review.author.name}
        </>
      }
      meta={
        <>
          Written {formatDateInNigeria(review.date)} · {hidden ? 'hidden' : 'published'} ·{' '}
          <Link to={listingPath(review.target.kind, review.target.id)} className={TEXT_LINK_CLASS}>
            Open the {review.target.kind === 'facility' ? 'facility' : 'doctor'}’s page
          </Link>
        </>
      }
    >
      <blockquote className="whitespace-pre-line border-l-4 border-gray-300 pl-3 text-gray-900">
        {review.comment}
      </blockquote>
      {review.reportCount > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold text-gray-900">Reports</h3>
          <p className="text-gray-800">
            Reported {times(review.reportCount)}
            {review.openReportCount > 0 ? `, ${review.openReportCount} since the last decision` : ''}:
          </p>
          <ul className="list-disc pl-5 text-gray-800">
            {review.reasons.map((reason) => (
              <li key={reason.reason}>
                {reason.reason} ({reason.count})
              </li>
            ))}
          </ul>
        </div>
      )}
      {hidden ? (
        <p className="rounded-md border-2 border-amber-700 bg-amber-50 p-3 text-gray-900">
          <strong>{lastDecision(review, 'Hidden') ?? 'Hidden'}.</strong> The reason its author sees:{' '}
          {review.moderationReason}
        </p>
      ) : (
        review.moderatedAt && <p className="text-gray-800">{lastDecision(review, 'Last decided')}.</p>
      )}
      <DecisionForm key={`${review.status}-${review.moderatedAt ?? ''}`} review={review} />
    </OpenedPanel>
  );
}
