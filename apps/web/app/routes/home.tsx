import { msg } from '@lingui/core/macro';
import type { Route } from './+types/home';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => pageMessages(args, ['home']);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'CareFinder',
    description: pageI18n(matches)._(
      msg`Find the nearest open hospital, clinic or doctor in Nigeria that fits your need and your HMO. Call 112 in an emergency.`,
    ),
    path: '/',
    matches,
  });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default lazyPage('home', () => import('~/features/home/home-page'));
