import { msg } from '@lingui/core/macro';
import type { Route } from './+types/faq';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => pageMessages(args, ['faq']);

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Frequently asked questions`),
    description: i18n._(
      msg`Answers on finding the nearest open hospital, HMO and NHIA filters, correcting listings, reviews, emergencies and your location on CareFinder.`,
    ),
    path: '/faq',
    matches,
  });
};

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default lazyPage('faq', () => import('~/features/static-pages/faq-page'));
