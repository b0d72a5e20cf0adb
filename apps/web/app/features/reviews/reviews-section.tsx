import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Review } from '@carefinder/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { LISTING_LINK_CLASS } from '~/components/listing/listing-section';
import { CurrentRating, useRatingSummary } from '~/components/listing/rating';
import { signInHref } from '~/lib/auth/stored-origin';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { useLocalCopy } from '~/lib/use-local-copy';
import { reviewAnchor, ReviewItem, REVIEWS_HEADING_ID, SignInToVote, VoteCounts } from './review-item';
import type { ReviewSort } from './review-rules';
import type { ReviewTarget } from './review-target';
import type { ReviewsView } from './reviews-loader.server';

// Signed-in users only: the form, the vote buttons and the API client they need. A chunk that fails to
// load (offline) leaves the page as anonymous visitors see it.
const signedInReviews = () => import('./signed-in-reviews');
const ReviewComposer = lazy(() =>
  signedInReviews()
    .then((module) => ({ default: module.ReviewComposer }))
    .catch(() => ({
      default: () => (
        <p className="text-gray-800">
          <Trans>The review form could not load. Reload the page to try again.</Trans>
        </p>
      ),
    })),
);
const OtherReviewActions = lazy(() =>
  signedInReviews()
    .then((module) => ({ default: module.OtherReviewActions }))
    .catch(() => ({ default: VoteCounts })),
);
const OwnReviewActions = lazy(() =>
  signedInReviews()
    .then((module) => ({ default: module.OwnReviewActions }))
    .catch(() => ({ default: VoteCounts })),
);

const SORTS: ReadonlyArray<{ sort: ReviewSort; label: MessageDescriptor }> = [
  { sort: 'newest', label: msg`Newest first` },
  { sort: 'helpful', label: msg`Most helpful first` },
];

const reviewsSearch = (page: number, sort: ReviewSort) => {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (sort !== 'newest') params.set('sort', sort);
  const search = params.toString();
  return search ? `?${search}` : '';
};

/**
 * A listing's reviews: the first page in the server HTML, further pages as real links (they work without
 * JavaScript). Signed-in users get the form and vote buttons from a lazy chunk, so an anonymous first
 * view does not grow; everyone else gets links to sign in that bring them back here.
 */
export function ReviewsSection({ target, initial }: { target: ReviewTarget; initial: ReviewsView }) {
  const { i18n, t } = useLingui();
  const signedIn = useStoredAccessToken() !== null;
  const [view, setView] = useLocalCopy(initial);
  const { rating, setRating } = useRatingSummary();
  // The element to focus once the next view is on screen: a posted or changed review, or the heading.
  const pendingFocus = useRef<string | null>(null);
  const { pathname, search } = useLocation();
  const { list, sort } = view;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const currentPage = list.page;

  const showView = useCallback(
    (next: ReviewsView, focusId?: string) => {
      if (focusId) pendingFocus.current = focusId;
      setView(next);
      setRating({ averageRating: next.list.averageRating, reviewsCount: next.list.reviewsCount });
    },
    [setView, setRating],
  );
  const focusReview = useCallback((reviewId: string) => {
    pendingFocus.current = reviewAnchor(reviewId);
  }, []);
  const replaceReview = (review: Review) =>
    setView({
      ...view,
      list: { ...list, items: list.items.map((item) => (item.id === review.id ? review : item)) },
    });

  // After posting or editing, the review takes focus (after deleting, the heading), so keyboard and
  // screen-reader users land where the change is. Once: a later vote does not move focus back there.
  useEffect(() => {
    const focusId = pendingFocus.current;
    if (!focusId) return;
    pendingFocus.current = null;
    document.getElementById(focusId)?.focus();
  }, [view]);

  // Sign-in (which needs JavaScript) comes back to these reviews (spec §3: the stored origin).
  const signInHere = signInHref(`${pathname}${search}#reviews`);

  return (
    <section id="reviews" aria-labelledby={REVIEWS_HEADING_ID} className="flex flex-col gap-4">
      <h2 id={REVIEWS_HEADING_ID} tabIndex={-1} className="text-xl font-bold text-gray-900">
        <Trans>Reviews</Trans>
      </h2>
      {rating.reviewsCount > 0 && (
        <p>
          <CurrentRating />
        </p>
      )}

      {signedIn ? (
        <Suspense
          fallback={
            <p className="text-gray-800">
              <Trans>Loading the review form…</Trans>
            </p>
          }
        >
          <ReviewComposer
            target={target}
            initial={initial}
            view={view}
            onView={showView}
            onPosted={focusReview}
          />
        </Suspense>
      ) : (
        <p className="rounded-md bg-gray-50 p-4 text-gray-800">
          {target.kind === 'facility' ? (
            <Trans>
              <Link to={signInHere} className={LISTING_LINK_CLASS}>
                Sign in to write a review
              </Link>{' '}
              of this facility. One review per person; your e-mail address must be verified.
            </Trans>
          ) : (
            <Trans>
              <Link to={signInHere} className={LISTING_LINK_CLASS}>
                Sign in to write a review
              </Link>{' '}
              of this doctor. One review per person; your e-mail address must be verified.
            </Trans>
          )}
        </p>
      )}

      {list.total > 1 && (
        <nav aria-label={t`Order of the reviews`}>
          <ul className="flex flex-wrap gap-x-4">
            {SORTS.map((option) => (
              <li key={option.sort}>
                <Link
                  to={`${reviewsSearch(1, option.sort)}#reviews`}
                  aria-current={option.sort === sort ? 'true' : undefined}
                  className="inline-flex min-h-[40px] items-center text-green-800 underline-offset-4 hover:underline aria-[current]:font-semibold aria-[current]:text-gray-900 aria-[current]:no-underline"
                >
                  {i18n._(option.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {list.items.length > 0 ? (
        <ol className="flex flex-col divide-y divide-gray-200 [&>li]:py-4">
          {list.items.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              replyFrom={target.kind}
              votes={
                !signedIn ? (
                  <SignInToVote review={review} signInTo={signInHere} />
                ) : (
                  <Suspense fallback={<VoteCounts review={review} />}>
                    {review.isMine ? (
                      <OwnReviewActions review={review} kind={target.kind} view={view} onChange={showView} />
                    ) : (
                      <OtherReviewActions review={review} onReview={replaceReview} />
                    )}
                  </Suspense>
                )
              }
            />
          ))}
        </ol>
      ) : (
        <p className="text-gray-800">
          {list.total > 0 ? (
            <Trans>
              No reviews on this page.{' '}
              <Link to={`${pathname}#reviews`} className={LISTING_LINK_CLASS}>
                See the newest reviews
              </Link>
            </Trans>
          ) : target.kind === 'facility' ? (
            <Trans>No one has reviewed this facility yet.</Trans>
          ) : (
            <Trans>No one has reviewed this doctor yet.</Trans>
          )}
        </p>
      )}

      {pageCount > 1 && (
        <nav aria-label={t`More reviews`} className="flex flex-wrap items-center gap-3">
          {list.page > 1 && (
            <Link to={`${reviewsSearch(list.page - 1, sort)}#reviews`} rel="prev" className={PAGE_LINK_CLASS}>
              <Trans>← Previous reviews</Trans>
            </Link>
          )}
          <span className="text-gray-800">
            <Trans>
              Page {currentPage} of {pageCount}
            </Trans>
          </span>
          {list.page < pageCount && (
            <Link to={`${reviewsSearch(list.page + 1, sort)}#reviews`} rel="next" className={PAGE_LINK_CLASS}>
              <Trans>More reviews →</Trans>
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

const PAGE_LINK_CLASS =
  'inline-flex min-h-[40px] items-center rounded-md border border-green-700 px-4 font-semibold text-green-800 hover:bg-green-50';
