import { msg } from '@lingui/core/macro';
import type { Route } from './+types/privacy-policy';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => pageMessages(args, ['privacy']);

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Privacy policy`),
    description: i18n._(
      msg`What personal data CareFinder collects, why, how long we keep it, and your rights under the Nigeria Data Protection Act 2023.`,
    ),
    path: '/privacyPolicy',
    matches,
  });
};

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default lazyPage('privacy-policy', () => import('~/features/static-pages/privacy-policy-page'));
