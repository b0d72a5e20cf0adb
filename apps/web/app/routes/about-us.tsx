import { msg } from '@lingui/core/macro';
import type { Route } from './+types/about-us';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => pageMessages(args, ['about']);

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`About CareFinder`),
    description: i18n._(
      msg`CareFinder is a free directory of hospitals, clinics and doctors across Nigeria, built from the national facility registry and kept current by owners.`,
    ),
    path: '/about-us',
    matches,
  });
};

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default lazyPage('about-us', () => import('~/features/static-pages/about-us-page'));
