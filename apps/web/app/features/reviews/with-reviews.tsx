import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { RatingSummaryProvider } from '~/components/listing/rating';
import type { RatingSummary } from '~/components/listing/rating';
import type { ReviewTarget } from './review-target';
import type { ReviewsView } from './reviews-loader.server';
import { ReviewsSection } from './reviews-section';

interface WithReviewsProps extends ReviewTarget {
  /** The listing's average and count from its loader. */
  rating: RatingSummary;
  reviews: ReviewsView;
  /** The listing's page, given its reviews section to place. */
  children: (reviewsSection: ReactNode) => ReactNode;
}

/**
 * A facility or provider page with its reviews: the page's header and the reviews share the rating, which a
 * posted review updates without a reload.
 */
export function WithReviews({ kind, id, name, rating, reviews, children }: WithReviewsProps) {
  const target = useMemo(() => ({ kind, id, name }), [kind, id, name]);
  return (
    <RatingSummaryProvider rating={rating}>
      {children(<ReviewsSection target={target} initial={reviews} />)}
    </RatingSummaryProvider>
  );
}
