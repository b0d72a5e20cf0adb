import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Review } from '@carefinder/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '~/components/listing/avatar';
import { RatingStars } from '~/components/listing/rating';
import { formatDateInNigeria } from '~/lib/format/date';
import { useLocale } from '~/lib/i18n/use-locale';

/** The like and dislike controls, as buttons (signed in) or as links to sign in (anonymous): 40 px high. */
export const VOTE_CONTROL_CLASS =
  'inline-flex min-h-[40px] items-center gap-1 rounded-md border border-gray-300 px-3 text-gray-900 hover:bg-gray-50';

/** Spec §3: a review's likes and dislikes; each is one control. */
export const VOTES = [
  { vote: 'like', label: msg`Like`, count: (review: Review) => review.likes },
  { vote: 'dislike', label: msg`Dislike`, count: (review: Review) => review.dislikes },
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
  /** Whose reply a review's reply is: the facility's or the doctor's. */
  replyFrom: 'facility' | 'provider';
  votes: ReactNode;
}) {
  const { locale } = useLocale();
  const anchor = reviewAnchor(review.id);
  const rating = review.rating;
  // Another language's dates are Intl's, which a browser may write otherwise: the server's text stays.
  const date = (timestamp: string) => (
    <time dateTime={timestamp} suppressHydrationWarning>
      {formatDateInNigeria(timestamp, locale)}
    </time>
  );
  return (
    <li>
      <article id={anchor} tabIndex={-1} aria-labelledby={`${anchor}-name`} className="flex flex-col gap-2">
        <div className="flex items-center gap-3">
          <Avatar name={review.name} image={review.image} />
          <div>
            <h3 id={`${anchor}-name`} className="font-semibold text-gray-900">
              {review.name}
              {review.isMine && (
                <span className="font-normal text-gray-700">
                  {' '}
                  <Trans>(your review)</Trans>
                </span>
              )}
            </h3>
            <p className="text-sm text-gray-700">{date(review.date)}</p>
          </div>
        </div>
        <p>
          <RatingStars rating={review.rating} className="text-lg" />
          <span className="sr-only">
            <Trans>Rated {rating} out of 5</Trans>
          </span>
        </p>
        <p className="whitespace-pre-line break-words text-gray-900">{review.comment}</p>
        {review.reply && (
          <div className="ml-4 border-l-4 border-green-700 pl-3">
            <p className="text-sm font-semibold text-gray-900">
              {replyFrom === 'facility' ? (
                <Trans>Reply from the facility, {date(review.reply.date)}</Trans>
              ) : (
                <Trans>Reply from the doctor, {date(review.reply.date)}</Trans>
              )}
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
      <Plural value={review.likes} one="# like" other="# likes" /> ·{' '}
      <Plural value={review.dislikes} one="# dislike" other="# dislikes" />
    </p>
  );
}

/** For visitors who are not signed in: the same controls, as links to sign in that come back here. */
export function SignInToVote({ review, signInTo }: { review: Review; signInTo: string }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      {VOTES.map(({ vote, label, count }) => (
        <Link key={vote} to={signInTo} className={VOTE_CONTROL_CLASS}>
          {i18n._(label)} {count(review)}
          <span className="sr-only">
            {' '}
            <Trans>(sign in to vote)</Trans>
          </span>
        </Link>
      ))}
    </div>
  );
}
