import { msg } from '@lingui/core/macro';
import type { Route } from './+types/verify-token';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { GUEST_PAGE_CATALOGS } from '~/lib/i18n/locales';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => pageMessages(args, GUEST_PAGE_CATALOGS);

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Verify your e-mail address`),
    description: i18n._(msg`Confirm the e-mail address of your CareFinder account.`),
    path: '/verify-token',
    matches,
    noindex: true,
  });
};

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { verifyEmailAction } = await import('~/features/auth/auth-actions');
  return verifyEmailAction(request);
}

export default lazyPage('verify-token', () => import('~/features/auth/verify-token-page'));
