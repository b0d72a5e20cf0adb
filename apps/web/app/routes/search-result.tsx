import { msg } from '@lingui/core/macro';
import { secondsLeftInMinute } from '@carefinder/contracts';
import { data } from 'react-router';
import type { Route } from './+types/search-result';
import { loadSearchPage } from '~/features/search/search-loader.server';
import { splitLocale } from '~/lib/i18n/locale-path';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, timeSensitiveCacheControl, timeSensitiveHeaders } from '~/lib/seo';

/**
 * The results of the URL's search; settings the API refuses render the page with the reasons (400), too
 * many searches from the visitor's address with how long to wait (429).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadSearchPage(args);
  const { outcome } = page;
  if (!outcome.ok && outcome.status === 429) {
    const headers = {
      'Cache-Control': 'no-store',
      ...(outcome.retryAfter ? { 'Retry-After': outcome.retryAfter } : {}),
    };
    return data(page, { status: 429, headers });
  }
  // Listings' "open now" is read from the API without their hours: the page holds for the rest of the minute.
  const headers = { 'Cache-Control': timeSensitiveCacheControl(secondsLeftInMinute(new Date())) };
  return data(page, { status: outcome.ok ? 200 : 400, headers });
}

export const meta: Route.MetaFunction = ({ data: page, location, matches }) => {
  const i18n = pageI18n(matches);
  const q = page?.params.q;
  return pageMeta({
    title: q ? i18n._(msg`“${q}” – search results`) : i18n._(msg`Search results`),
    description: i18n._(
      msg`Hospitals, clinics, pharmacies and doctors in Nigeria that match your search and filters.`,
    ),
    path: `${splitLocale(location.pathname).path}${location.search}`,
    matches,
    // Endless combinations of filters: search engines list the directories and listings instead.
    noindex: true,
  });
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const retryAfter = loaderHeaders.get('Retry-After');
  return { ...timeSensitiveHeaders({ loaderHeaders }), ...(retryAfter ? { 'Retry-After': retryAfter } : {}) };
};

export default lazyPage('search-result', () => import('~/features/search/search-page'));
