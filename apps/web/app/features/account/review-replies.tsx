import type { Review, ReviewList } from '@carefinder/contracts';
import { useFetcher } from 'react-router';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { TextAreaField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { QUIET_BUTTON_CLASS } from '~/components/forms/remove-form';
import { formatDateInNigeria } from '~/lib/format/date';
import type { FormActionResult } from '~/lib/forms/form-action';
import { renameFields } from '~/lib/forms/form-errors';
import { REMOVE_REPLY_INTENT, REPLY_INTENT } from './review-replies-actions';

/** A listing's newest reviews on its owner's dashboard, each with the owner's public reply to write or change. */
export function ReviewReplies({ reviews, listingPath }: { reviews: ReviewList; listingPath: string }) {
  if (!reviews.items.length) return <p className="text-gray-800">No reviews yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-gray-800">
        The {reviews.items.length} newest of {reviews.total}. A reply shows under the review on your{' '}
        <a href={listingPath} className="font-semibold text-green-800 underline">
          public page
        </a>
        .
      </p>
      <ul className="flex flex-col gap-4">
        {reviews.items.map((review) => (
          <ReviewToAnswer key={review.id} review={review} />
        ))}
      </ul>
    </div>
  );
}

function ReviewToAnswer({ review }: { review: Review }) {
  const replier = useFetcher<FormActionResult>();
  const field = `reply-${review.id}`;
  // Each review's box has its own id, for the error summary's link.
  const errors = replier.data?.ok === false ? renameFields(replier.data.errors, () => field) : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const busy = replier.state !== 'idle';
  return (
    <li className="flex flex-col gap-2 border-t border-gray-200 pt-3">
      <p className="text-gray-900">
        <span className="font-semibold">{review.name}</span> · {review.rating} out of 5 ·{' '}
        {formatDateInNigeria(review.date)}
      </p>
      <p className="whitespace-pre-line break-words text-gray-800">{review.comment}</p>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <replier.Form method="post" noValidate ref={formRef} className="flex flex-col gap-2">
        <input type="hidden" name="reviewId" value={review.id} />
        <TextAreaField
          id={field}
          name="reply"
          label={review.reply ? 'Your reply' : 'Reply publicly'}
          rows={3}
          defaultValue={review.reply?.text ?? ''}
          error={errors?.fieldErrors[field]}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton variant="secondary" name="intent" value={REPLY_INTENT} loading={busy}>
            {review.reply ? 'Change the reply' : 'Publish the reply'}
          </SubmitButton>
          {review.reply && (
            <button
              type="submit"
              name="intent"
              value={REMOVE_REPLY_INTENT}
              disabled={busy}
              className={QUIET_BUTTON_CLASS}
            >
              Remove the reply
            </button>
          )}
        </div>
      </replier.Form>
    </li>
  );
}
