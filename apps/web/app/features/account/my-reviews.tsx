import { listingPath } from '~/components/listing/listing-path';
import type { MyReview, MyReviewList } from '@carefinder/contracts';
import { TextLink } from '~/components/forms/form-page';
import { formatDateInNigeria } from '~/lib/format/date';

const targetPath = ({ target }: MyReview) => listingPath(target.kind, target.id);

/** The signed-in author's reviews, newest first; a hidden one says so, with the moderator's reason. */
export function MyReviews({ reviews }: { reviews: MyReviewList }) {
  if (!reviews.items.length)
    return <p className="text-gray-800">You have not reviewed a facility or a doctor yet.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {reviews.items.map((review) => (
        <li key={review.id} className="flex flex-col gap-1 border-b border-gray-200 pb-3 last:border-b-0">
          <p className="font-semibold text-gray-900">
            <TextLink to={targetPath(review)}>{review.target.name}</TextLink>: {review.rating} out of 5
          </p>
          <p className="text-sm text-gray-700">{formatDateInNigeria(review.date)}</p>
          <p className="text-gray-900">{review.comment}</p>
          {review.status === 'hidden' && (
            <p className="rounded-md border border-amber-700 bg-amber-50 p-2 text-gray-900">
              <strong>Hidden by CareFinder</strong>, so others do not see it
              {review.moderationReason ? `: ${review.moderationReason}` : '.'}
            </p>
          )}
        </li>
      ))}
      {reviews.total > reviews.items.length && (
        <li className="text-sm text-gray-700">
          The {reviews.items.length} newest of your {reviews.total} reviews.
        </li>
      )}
    </ul>
  );
}
