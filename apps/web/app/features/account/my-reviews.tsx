import { Trans } from '@lingui/react/macro';
import { listingPath } from '~/components/listing/listing-path';
import type { MyReview, MyReviewList } from '@carefinder/contracts';
import { TextLink } from '~/components/forms/form-page';
import { formatDateInNigeria } from '~/lib/format/date';
import { useLocale } from '~/lib/i18n/use-locale';

const targetPath = ({ target }: MyReview) => listingPath(target.kind, target.id);

/** The signed-in author's reviews, newest first; a hidden one says so, with the moderator's reason. */
export function MyReviews({ reviews }: { reviews: MyReviewList }) {
  const { locale } = useLocale();
  if (!reviews.items.length)
    return (
      <p className="text-gray-800">
        <Trans>You have not reviewed a facility or a doctor yet.</Trans>
      </p>
    );
  const shown = reviews.items.length;
  const total = reviews.total;
  return (
    <ul className="flex flex-col gap-3">
      {reviews.items.map((review) => (
        <li key={review.id} className="flex flex-col gap-1 border-b border-gray-200 pb-3 last:border-b-0">
          <p className="font-semibold text-gray-900">
            <TextLink to={targetPath(review)}>{review.target.name}</TextLink>:{' '}
            <ReviewRating rating={review.rating} />
          </p>
          <p className="text-sm text-gray-700">{formatDateInNigeria(review.date, locale)}</p>
          <p className="text-gray-900">{review.comment}</p>
          {review.status === 'hidden' && (
            <p className="rounded-md border border-amber-700 bg-amber-50 p-2 text-gray-900">
              <HiddenReview reason={review.moderationReason} />
            </p>
          )}
        </li>
      ))}
      {reviews.total > reviews.items.length && (
        <li className="text-sm text-gray-700">
          <Trans>
            The {shown} newest of your {total} reviews.
          </Trans>
        </li>
      )}
    </ul>
  );
}

const ReviewRating = ({ rating }: { rating: number }) => <Trans>{rating} out of 5</Trans>;

/** A moderator's reason is their own words, quoted as written. */
function HiddenReview({ reason }: { reason: string | null }) {
  return reason ? (
    <Trans>
      <strong>Hidden by CareFinder</strong>, so others do not see it: {reason}
    </Trans>
  ) : (
    <Trans>
      <strong>Hidden by CareFinder</strong>, so others do not see it.
    </Trans>
  );
}
