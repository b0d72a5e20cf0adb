import { msg } from '@lingui/core/macro';
import type { Route } from './+types/login';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { GUEST_PAGE_CATALOGS } from '~/lib/i18n/locales';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => pageMessages(args, GUEST_PAGE_CATALOGS);

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Sign in`),
    description: i18n._(
      msg`Sign in to your CareFinder account to keep your details, reviews and listings up to date.`,
    ),
    path: '/login',
    matches,
  });
};

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { signInAction } = await import('~/features/auth/auth-actions');
  return signInAction(request, '/auth/login');
}

export default lazyPage('login', () => import('~/features/auth/login-page'));
