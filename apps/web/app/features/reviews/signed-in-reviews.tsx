import { useLingui } from '@lingui/react';
import type { PostedReview, Review } from '@carefinder/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ErrorSummary } from '~/components/forms/error-summary';
import { TextLink } from '~/components/forms/form-page';
import { SubmitButton } from '~/components/ui/submit-button';
import { useToast } from '~/components/ui/toast';
import { firstErrorMessage, formErrorsFromApiError } from '~/lib/forms/form-errors';
import { usePrefetch } from '~/lib/use-prefetch';
import { loadReviewActions } from './load-review-actions';
import { withPostedReview } from './posted-review';
import { ReportReview } from './report-review';
import type { ReviewActionResult } from './review-actions';
import { firstReviewFieldWithError, ReviewFields, useReviewDraft } from './review-fields';
import { VOTE_CONTROL_CLASS, VOTES } from './review-item';
import { targetNoun } from './review-target';
import type { ReviewTarget } from './review-target';
import { fetchReviews, voteOnReview } from './reviews-api';
import type { ReviewsView } from './reviews-loader.server';
import '~/account.css';

export { OwnReviewActions } from './own-review-actions';

/*
 * What only signed-in users load (a lazy chunk): the review form, the vote buttons and Report under others'
 * reviews, Edit and Delete under their own, with the API client.
 */

// The review form's fields keep their names as ids: it is the page's one form with them.
const fieldName = (field: 'rating' | 'comment') => field;

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
  const { kind, id } = target;
  useEffect(() => {
    let current = true;
    fetchReviews({ kind, id }, initial.list.page, initial.sort)
      .then((list) => current && onView({ list, sort: initial.sort }))
      .catch((error: unknown) => console.warn('Could not read the reviews as the signed-in user', error));
    return () => {
      current = false;
    };
  }, [kind, id, initial, onView]);

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
  const draft = useReviewDraft();
  const summaryRef = useRef<HTMLDivElement>(null);
  // After a failed submission focus goes to the first field to fix, else to the summary of the problem.
  useEffect(() => {
    if (!errors) return;
    const field = firstReviewFieldWithError(errors);
    (field ? document.getElementById(field) : summaryRef.current)?.focus();
  }, [errors]);
  // Each posted review is shown once, however often this renders.
  const shown = useRef<ReviewActionResult>(undefined);
  useEffect(() => {
    if (!result?.ok || shown.current === result) return;
    shown.current = result;
    draft.reset();
    onPosted(result.review);
  }, [result, onPosted, draft]);
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
        <ReviewFields idOf={fieldName} {...draft.values} errors={errors} />
        <SubmitButton loading={fetcher.state !== 'idle'} className="self-start">
          Post your review
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}

/** Under someone else's review: the vote buttons, and Report. */
export function OtherReviewActions({
  review,
  onReview,
}: {
  review: Review;
  onReview: (review: Review) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <VoteButtons review={review} onReview={onReview} />
      <ReportReview review={review} />
    </div>
  );
}

/** Like and dislike (spec §3) as toggle buttons: pressing the chosen one again takes the vote back. */
function VoteButtons({ review, onReview }: { review: Review; onReview: (review: Review) => void }) {
  const { i18n } = useLingui();
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
          {i18n._(label)} {count(review)}
        </button>
      ))}
    </div>
  );
}
