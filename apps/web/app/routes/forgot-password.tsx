import { msg } from '@lingui/core/macro';
import type { Route } from './+types/forgot-password';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { GUEST_PAGE_CATALOGS } from '~/lib/i18n/locales';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => pageMessages(args, GUEST_PAGE_CATALOGS);

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Reset your password`),
    description: i18n._(msg`Get a link by e-mail to choose a new CareFinder password.`),
    path: '/forgot-password',
    matches,
    noindex: true,
  });
};

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { forgotPasswordAction } = await import('~/features/auth/auth-actions');
  return forgotPasswordAction(request);
}

export default lazyPage('forgot-password', () => import('~/features/auth/forgot-password-page'));
