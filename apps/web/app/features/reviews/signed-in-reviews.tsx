import type { PostedReview, Review } from '@carefinder/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ErrorSummary } from '~/components/forms/error-summary';
import { TextLink } from '~/components/forms/form-page';
import { FieldShell, INPUT_CLASS } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { useToast } from '~/components/ui/toast';
import { firstErrorMessage, formErrorsFromApiError } from '~/lib/forms/form-errors';
import { usePrefetch } from '~/lib/use-prefetch';
import { withPostedReview } from './posted-review';
import type { ReviewActionResult } from './review-actions';
import { VOTE_CONTROL_CLASS, VOTES } from './review-item';
import { commentCountText, REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from './review-rules';
import { targetNoun } from './review-target';
import type { ReviewTarget } from './review-target';
import { fetchReviews, voteOnReview } from './reviews-api';
import type { ReviewsView } from './reviews-loader.server';
import '~/account.css';

/*
 * What only signed-in users load (a lazy chunk): the review form and the vote buttons, with the API client.
 */

const STAR_WORDS = ['', 'poor', 'fair', 'good', 'very good', 'excellent'];

// The page's client action (review-actions), loaded while the visitor writes rather than on submit.
const loadReviewActions = () => import('./review-actions');

interface ReviewComposerProps {
  target: ReviewTarget;
  /** The page of reviews in the server HTML, read anonymously. */
  initial: ReviewsView;
  view: ReviewsView;
  onView: (view: ReviewsView) => void;
  onPosted: (reviewId: string) => void;
}

/**
 * Re-reads the reviews as the signed-in user sees them (their votes, their own review), then offers the
 * form, unless their review is already on the page.
 */
export function ReviewComposer({ target, initial, view, onView, onPosted }: ReviewComposerProps) {
  const { kind, id, name } = target;
  useEffect(() => {
    let current = true;
    fetchReviews({ kind, id, name }, initial.list.page, initial.sort)
      .then((list) => current && onView({ list, sort: initial.sort }))
      .catch((error: unknown) => console.warn('Could not read the reviews as the signed-in user', error));
    return () => {
      current = false;
    };
  }, [kind, id, name, initial, onView]);

  // The answer carries the review and the new average and count: they are shown without reading again.
  const showPosted = useCallback(
    (posted: PostedReview) => {
      onView(withPostedReview(view, posted));
      onPosted(posted.id);
    },
    [view, onView, onPosted],
  );

  if (view.list.items.some((review) => review.isMine)) {
    return (
      <p className="rounded-md bg-green-50 p-4 text-green-950">
        Thank you: you have reviewed this {targetNoun(target.kind)}. Your review is below.
      </p>
    );
  }
  return <ReviewForm target={target} onPosted={showPosted} />;
}

/** Posts to the page's client action (route clientAction → review-actions), as the other forms do. */
function ReviewForm({
  target,
  onPosted,
}: {
  target: ReviewTarget;
  onPosted: (posted: PostedReview) => void;
}) {
  usePrefetch(loadReviewActions);
  const fetcher = useFetcher<ReviewActionResult>();
  const result = fetcher.data;
  const errors = result?.ok === false ? result.errors : undefined;
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  // After a failed submission focus goes to the first field to fix, else to the summary of the problem.
  useEffect(() => {
    if (!errors) return;
    const field = ['rating', 'comment'].find((name) => errors.fieldErrors[name]);
    (field ? document.getElementById(field) : summaryRef.current)?.focus();
  }, [errors]);
  // Each posted review is shown once, however often this renders.
  const shown = useRef<ReviewActionResult>(undefined);
  useEffect(() => {
    if (!result?.ok || shown.current === result) return;
    shown.current = result;
    setRating(null);
    setComment('');
    onPosted(result.review);
  }, [result, onPosted]);
  const countText = commentCountText(comment);
  // Screen readers hear the count once typing pauses, not on every key.
  const [announcedCount, setAnnouncedCount] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnouncedCount(comment ? countText : ''), 1000);
    return () => clearTimeout(timer);
  }, [comment, countText]);

  const ratingError = errors?.fieldErrors.rating;
  return (
    <div className="flex flex-col gap-3 rounded-md border border-gray-300 p-4">
      <h3 className="text-lg font-semibold text-gray-900">Write a review of {target.name}</h3>
      <ErrorSummary errors={errors} ref={summaryRef} />
      {result?.ok === false && result.nextStep === 'verify-email' && (
        <p className="text-gray-900">
          <TextLink to="/user/dashboard">Go to your dashboard</TextLink> to get a new verification e-mail.
        </p>
      )}
      <fetcher.Form method="post" noValidate className="flex flex-col gap-4">
        <fieldset aria-describedby={ratingError ? 'rating-error' : undefined}>
          <legend className="font-semibold text-gray-900">Your rating</legend>
          {ratingError && (
            <p id="rating-error" className="text-sm font-semibold text-red-800">
              <span className="sr-only">Error: </span>
              {ratingError}
            </p>
          )}
          <div className="flex items-center">
            {[1, 2, 3, 4, 5].map((value) => (
              <label
                key={value}
                className="relative inline-flex size-11 items-center justify-center text-3xl"
              >
                <input
                  type="radio"
                  name="rating"
                  id={value === 1 ? 'rating' : undefined}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  // Transparent over the star: taps and clicks land on the radio itself.
                  className="peer absolute inset-0 cursor-pointer opacity-0"
                />
                <span
                  aria-hidden="true"
                  className={`rounded-sm peer-focus-visible:outline-3 peer-focus-visible:outline-amber-500 ${value <= (rating ?? 0) ? 'text-amber-700' : 'text-gray-500'}`}
                >
                  ★
                </span>
                <span className="sr-only">
                  {value} {value === 1 ? 'star' : 'stars'} ({STAR_WORDS[value]})
                </span>
              </label>
            ))}
            <span aria-hidden="true" className="ml-2 text-gray-800">
              {rating ? `${rating} of 5: ${STAR_WORDS[rating]}` : 'Choose 1 to 5 stars'}
            </span>
          </div>
        </fieldset>
        <FieldShell
          id="comment"
          label="Your review"
          hint={`Between ${REVIEW_COMMENT_MIN} and ${REVIEW_COMMENT_MAX.toLocaleString('en-NG')} characters. Say what went well or badly; leave out anyone's health details.`}
          error={errors?.fieldErrors.comment}
        >
          {(describedBy) => (
            <>
              <textarea
                id="comment"
                name="comment"
                rows={5}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                aria-invalid={errors?.fieldErrors.comment ? true : undefined}
                aria-describedby={describedBy}
                className={`${INPUT_CLASS} py-2`}
              />
              <p aria-hidden="true" className="text-sm text-gray-700">
                {countText}
              </p>
              <p aria-live="polite" className="sr-only">
                {announcedCount}
              </p>
            </>
          )}
        </FieldShell>
        <SubmitButton loading={fetcher.state !== 'idle'} className="self-start">
          Post your review
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}

/** Like and dislike (spec §3) as toggle buttons: pressing the chosen one again takes the vote back. */
export function VoteButtons({ review, onReview }: { review: Review; onReview: (review: Review) => void }) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const groupId = useId();

  async function vote(choice: 'like' | 'dislike') {
    if (pending) return;
    setPending(true);
    try {
      onReview(await voteOnReview(review.id, review.myVote === choice ? 'none' : choice));
    } catch (error) {
      toast.show({ type: 'error', message: firstErrorMessage(formErrorsFromApiError(error)) });
    } finally {
      setPending(false);
    }
  }

  return (
    <div role="group" aria-labelledby={groupId} className="flex flex-wrap items-center gap-2">
      <span id={groupId} className="sr-only">
        Was the review by {review.name} helpful?
      </span>
      {VOTES.map(({ vote: choice, label, count }) => (
        <button
          key={choice}
          type="button"
          aria-pressed={review.myVote === choice}
          aria-busy={pending || undefined}
          onClick={() => void vote(choice)}
          className={`${VOTE_CONTROL_CLASS} aria-pressed:border-green-700 aria-pressed:bg-green-50 aria-pressed:font-semibold`}
        >
          {label} {count(review)}
        </button>
      ))}
    </div>
  );
}
