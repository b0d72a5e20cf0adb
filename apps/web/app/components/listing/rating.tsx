import { Plural, Trans } from '@lingui/react/macro';
import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import { formatRating } from '~/lib/format/rating';
import { useLocalCopy } from '~/lib/use-local-copy';

export interface RatingSummary {
  averageRating: number | null;
  reviewsCount: number;
}

/** Five stars, filled up to the rounded rating; the number beside them is what is read out. */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span aria-hidden="true" className={`tracking-tight text-amber-700 ${className}`}>
      {'★'.repeat(filled)}
      <span className="text-gray-400">{'★'.repeat(5 - filled)}</span>
    </span>
  );
}

/** "★★★★☆ 4.3 out of 5 · 12 reviews", or "No reviews yet". */
export function RatingText({ rating: { averageRating, reviewsCount } }: { rating: RatingSummary }) {
  if (averageRating === null || reviewsCount === 0)
    return (
      <span className="text-gray-700">
        <Trans>No reviews yet</Trans>
      </span>
    );
  const rating = formatRating(averageRating);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <RatingStars rating={averageRating} />
      <span>
        <Trans>
          <strong className="font-semibold text-gray-900">{rating}</strong> out of 5
        </Trans>{' '}
        · <Plural value={reviewsCount} one="# review" other="# reviews" />
      </span>
    </span>
  );
}

interface RatingSummaryState {
  rating: RatingSummary;
  setRating: (rating: RatingSummary) => void;
}

const RatingSummaryContext = createContext<RatingSummaryState | null>(null);

/**
 * A listing's average and count, shared by the page's header and its reviews: a posted review re-fetches
 * them and both places show the new values without a reload. Starts over with new loader data.
 */
export function RatingSummaryProvider({ rating, children }: { rating: RatingSummary; children: ReactNode }) {
  const [current, setRating] = useLocalCopy(rating);
  return <RatingSummaryContext value={{ rating: current, setRating }}>{children}</RatingSummaryContext>;
}

export function useRatingSummary(): RatingSummaryState {
  const state = use(RatingSummaryContext);
  if (!state) throw new Error('useRatingSummary must be used inside <RatingSummaryProvider>.');
  return state;
}

/** The current rating of the listing, e.g. in its page header. */
export function CurrentRating() {
  return <RatingText rating={useRatingSummary().rating} />;
}

/** The current rating in a listing's header, linking down to its reviews. */
export function CurrentRatingLink() {
  return (
    <a
      href="#reviews"
      className="inline-flex min-h-[40px] items-center self-start text-gray-800 underline-offset-4 hover:underline"
    >
      <CurrentRating />
    </a>
  );
}
