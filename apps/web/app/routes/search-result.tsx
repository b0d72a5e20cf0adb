import { secondsLeftInMinute } from '@carefinder/contracts';
import { data } from 'react-router';
import type { Route } from './+types/search-result';
import { loadSearchPage } from '~/features/search/search-loader.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, timeSensitiveCacheControl, timeSensitiveHeaders } from '~/lib/seo';

/** The results of the URL's search; settings the API refuses render the page with the reasons (400). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadSearchPage(new URL(request.url));
  // Listings' "open now" is read from the API without their hours: the page holds for the rest of the minute.
  const headers = { 'Cache-Control': timeSensitiveCacheControl(secondsLeftInMinute(new Date())) };
  return data(page, { status: page.outcome.ok ? 200 : 400, headers });
}

export const meta: Route.MetaFunction = ({ data: page, location, matches }) =>
  pageMeta({
    title: page?.params.q ? `“${page.params.q}” – search results` : 'Search results',
    description: 'Hospitals, clinics, pharmacies and doctors in Nigeria that match your search and filters.',
    path: `${location.pathname}${location.search}`,
    matches,
    // Endless combinations of filters: search engines list the directories and listings instead.
    noindex: true,
  });

export const headers: Route.HeadersFunction = timeSensitiveHeaders;

export default lazyPage('search-result', () => import('~/features/search/search-page'));
