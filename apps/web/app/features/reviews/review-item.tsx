import type { Review } from '@carefinder/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '~/components/listing/avatar';
import { RatingStars } from '~/components/listing/rating';
import { formatDateInNigeria } from '~/lib/format/date';

/** The like and dislike controls, as buttons (signed in) or as links to sign in (anonymous): 40 px high. */
export const VOTE_CONTROL_CLASS =
  'inline-flex min-h-[40px] items-center gap-1 rounded-md border border-gray-300 px-3 text-gray-900 hover:bg-gray-50';

/** Spec §3: a review's likes and dislikes; each is one control. */
export const VOTES = [
  { vote: 'like', label: 'Like', count: (review: Review) => review.likes },
  { vote: 'dislike', label: 'Dislike', count: (review: Review) => review.dislikes },
] as const;

export const reviewAnchor = (reviewId: string) => `review-${reviewId}`;

/** The reviews section's heading: focus goes there once the author's review has left the list. */
export const REVIEWS_HEADING_ID = 'reviews-heading';

/** One review (spec §3): name, image (initials when none), date, rating, comment, likes, dislikes. */
export function ReviewItem({
  review,
  replyFrom,
  votes,
}: {
  review: Review;
  replyFrom: string;
  votes: ReactNode;
}) {
  const anchor = reviewAnchor(review.id);
  return (
    <li>
      <article id={anchor} tabIndex={-1} aria-labelledby={`${anchor}-name`} className="flex flex-col gap-2">
        <div className="flex items-center gap-3">
          <Avatar name={review.name} image={review.image} />
          <div>
            <h3 id={`${anchor}-name`} className="font-semibold text-gray-900">
              {review.name}
              {review.isMine && <span className="font-normal text-gray-700"> (your review)</span>}
            </h3>
            <p className="text-sm text-gray-700">
              <time dateTime={review.date}>{formatDateInNigeria(review.date)}</time>
            </p>
          </div>
        </div>
        <p>
          <RatingStars rating={review.rating} className="text-lg" />
          <span className="sr-only">Rated {review.rating} out of 5</span>
        </p>
        <p className="whitespace-pre-line break-words text-gray-900">{review.comment}</p>
        {review.reply && (
          <div className="ml-4 border-l-4 border-green-700 pl-3">
            <p className="text-sm font-semibold text-gray-900">
              Reply from {replyFrom}, {formatDateInNigeria(review.reply.date)}
            </p>
            <p className="whitespace-pre-line break-words text-gray-900">{review.reply.text}</p>
          </div>
        )}
        {votes}
      </article>
    </li>
  );
}

/** The counts without controls: the author's own review, and while the signed-in controls load. */
export function VoteCounts({ review }: { review: Review }) {
  return (
    <p className="text-sm text-gray-700">
      {review.likes} {review.likes === 1 ? 'like' : 'likes'} · {review.dislikes}{' '}
      {review.dislikes === 1 ? 'dislike' : 'dislikes'}
    </p>
  );
}

/** For visitors who are not signed in: the same controls, as links to sign in that come back here. */
export function SignInToVote({ review, signInTo }: { review: Review; signInTo: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {VOTES.map(({ vote, label, count }) => (
        <Link key={vote} to={signInTo} className={VOTE_CONTROL_CLASS}>
          {label} {count(review)}
          <span className="sr-only"> (sign in to vote)</span>
        </Link>
      ))}
    </div>
  );
}
