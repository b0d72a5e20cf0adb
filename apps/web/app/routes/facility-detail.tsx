import { secondsOpeningStatusHolds } from '@carefinder/contracts';
import { data } from 'react-router';
import type { Route } from './+types/facility-detail';
import { loadFacility } from '~/features/facilities/facility-loader.server';
import { facilityMetaText } from '~/features/facilities/facility-meta';
import { keepPageAfterReviewPost } from '~/features/reviews/review-route';
import { loadReviews } from '~/features/reviews/reviews-loader.server';
import { WithReviews } from '~/features/reviews/with-reviews';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import {
  pageMeta,
  TIME_SENSITIVE_PAGE_MAX_SECONDS,
  timeSensitiveCacheControl,
  timeSensitiveHeaders,
} from '~/lib/seo';

export async function loader(args: Route.LoaderArgs) {
  const { params, request } = args;
  const now = new Date();
  const words = await pageMessages(args, ['listings', 'listing-pages']);
  const [facilityData, reviews] = await Promise.all([
    loadFacility(params.id, words, new URL(request.url).origin, now),
    loadReviews({ kind: 'facility', id: params.id }, new URL(request.url)),
  ]);
  const holds = secondsOpeningStatusHolds(
    facilityData.facility.openingHours,
    facilityData.facility.hoursExceptions,
    now,
    TIME_SENSITIVE_PAGE_MAX_SECONDS,
  );
  return data(
    { ...words, ...facilityData, reviews },
    { headers: { 'Cache-Control': timeSensitiveCacheControl(holds) } },
  );
}

/**
 * The review form, the author's edit and delete, and reports post here (features/reviews/review-actions);
 * signed-in browsers only.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const { reviewAction } = await import('~/features/reviews/review-actions');
  return reviewAction(request, { kind: 'facility', id: params.id });
}

export const shouldRevalidate = keepPageAfterReviewPost;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta({
        ...facilityMetaText(data.facility, pageI18n(matches)),
        path: `/facilities/${data.facility.id}`,
        matches,
      })
    : [{ title: 'Page not found | CareFinder' }];

export const headers: Route.HeadersFunction = timeSensitiveHeaders;

const FacilityPage = lazyPage('facility', () => import('~/features/facilities/facility-page'));

export default function FacilityDetail({ loaderData }: Route.ComponentProps) {
  const { facility, reviews } = loaderData;
  return (
    <WithReviews kind="facility" id={facility.id} name={facility.name} rating={facility} reviews={reviews}>
      {(reviewsSection) => <FacilityPage loaderData={loaderData} reviews={reviewsSection} />}
    </WithReviews>
  );
}
