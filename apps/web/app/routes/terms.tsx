import { msg } from '@lingui/core/macro';
import type { Route } from './+types/terms';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => pageMessages(args, ['terms']);

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Terms of use`),
    description: i18n._(
      msg`The rules for using CareFinder: listing accuracy, accounts, reviews, listing owners, open-data licence and the limits of our liability.`,
    ),
    path: '/terms',
    matches,
  });
};

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default lazyPage('terms', () => import('~/features/static-pages/terms-page'));
