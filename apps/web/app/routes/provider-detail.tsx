import type { Route } from './+types/provider-detail';
import { providerDisplayName, providerMetaText } from '~/features/providers/provider-labels';
import { loadProvider } from '~/features/providers/provider-loader.server';
import { keepPageAfterReviewPost } from '~/features/reviews/review-route';
import { loadReviews } from '~/features/reviews/reviews-loader.server';
import { WithReviews } from '~/features/reviews/with-reviews';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, LISTING_PAGE_CACHE_CONTROL } from '~/lib/seo';

export async function loader(args: Route.LoaderArgs) {
  const { params, request } = args;
  const words = await pageMessages(args, ['listings', 'listing-pages']);
  const [providerData, reviews] = await Promise.all([
    loadProvider(params.id, words.locale, new URL(request.url).origin),
    loadReviews({ kind: 'provider', id: params.id }, new URL(request.url)),
  ]);
  return { ...words, ...providerData, reviews };
}

/**
 * The review form, the author's edit and delete, and reports post here (features/reviews/review-actions);
 * signed-in browsers only.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const { reviewAction } = await import('~/features/reviews/review-actions');
  return reviewAction(request, { kind: 'provider', id: params.id });
}

export const shouldRevalidate = keepPageAfterReviewPost;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta({
        ...providerMetaText(data.provider, pageI18n(matches)),
        path: `/providers/${data.provider.id}`,
        matches,
      })
    : [{ title: 'Page not found | CareFinder' }];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': LISTING_PAGE_CACHE_CONTROL });

const ProviderPage = lazyPage('provider', () => import('~/features/providers/provider-page'));

export default function ProviderDetail({ loaderData }: Route.ComponentProps) {
  const { provider, reviews } = loaderData;
  const name = providerDisplayName(provider);
  return (
    <WithReviews kind="provider" id={provider.id} name={name} rating={provider} reviews={reviews}>
      {(reviewsSection) => <ProviderPage loaderData={loaderData} reviews={reviewsSection} />}
    </WithReviews>
  );
}
