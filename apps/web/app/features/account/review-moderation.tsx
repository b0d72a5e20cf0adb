import type { AdminReview, AdminReviewList } from '@carefinder/contracts';
import { Link, useFetcher } from 'react-router';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { TextAreaField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDateInNigeria } from '~/lib/format/date';
import type { FormActionResult } from '~/lib/forms/form-action';

const targetPath = (review: AdminReview) =>
  `/${review.target.kind === 'facility' ? 'facilities' : 'providers'}/${review.target.id}`;

/** The reported reviews, a page at a time, each with what reporters said and the two decisions. */
export function ReviewModeration({ reported }: { reported: AdminReviewList }) {
  const pageCount = Math.max(1, Math.ceil(reported.total / reported.pageSize));
  if (!reported.total) return <p className="text-gray-800">No review is waiting for a decision.</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-gray-800">
        {reported.total} reported review{reported.total === 1 ? '' : 's'}, newest report first.
      </p>
      <ul className="flex flex-col gap-3">
        {reported.items.map((review) => (
          <ReportedReview key={review.id} review={review} />
        ))}
      </ul>
      {pageCount > 1 && (
        <nav aria-label="Pages of reported reviews" className="flex justify-between gap-3">
          {reported.page > 1 ? (
            <Link to={`?reviewsPage=${reported.page - 1}`} className={TEXT_LINK_CLASS}>
              Previous reviews
            </Link>
          ) : (
            <span />
          )}
          {reported.page < pageCount && (
            <Link to={`?reviewsPage=${reported.page + 1}`} className={TEXT_LINK_CLASS}>
              More reviews
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

function ReportedReview({ review }: { review: AdminReview }) {
  const decision = useFetcher<FormActionResult>();
  const reasonError = decision.data?.ok === false ? decision.data.errors.fieldErrors.reason : undefined;
  const formError = decision.data?.ok === false ? decision.data.errors.formError : undefined;
  const id = `reason-${review.id}`;
  return (
    <li className="flex flex-col gap-2 rounded-md border border-gray-300 p-3">
      <article aria-labelledby={`${id}-title`} className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="font-semibold text-gray-900">
          {review.rating} out of 5 for{' '}
          <Link to={targetPath(review)} className={TEXT_LINK_CLASS}>
            {review.target.name}
          </Link>
        </h3>
        <p className="text-sm text-gray-700">
          By {review.author.name}, {formatDateInNigeria(review.date)}
        </p>
        <blockquote className="border-l-4 border-gray-300 pl-3 text-gray-900">{review.comment}</blockquote>
        <p className="text-sm text-gray-800">
          Reported {review.openReportCount} time{review.openReportCount === 1 ? '' : 's'}:{' '}
          {review.reasons.map((reason) => `${reason.reason} (${reason.count})`).join('; ')}
        </p>
      </article>
      <decision.Form method="post" noValidate className="flex flex-col gap-2">
        <input type="hidden" name="reviewId" value={review.id} />
        <TextAreaField
          id={id}
          name="reason"
          label="Reason, shown to the author if you hide it"
          rows={2}
          error={reasonError}
        />
        {formError && (
          <p role="alert" className="font-semibold text-red-800">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <SubmitButton name="intent" value="hide" loading={decision.formData?.get('intent') === 'hide'}>
            Hide review
          </SubmitButton>
          <SubmitButton
            name="intent"
            value="publish"
            variant="secondary"
            loading={decision.formData?.get('intent') === 'publish'}
          >
            Keep published
          </SubmitButton>
        </div>
      </decision.Form>
    </li>
  );
}
