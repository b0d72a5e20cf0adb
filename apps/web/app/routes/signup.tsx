import { msg } from '@lingui/core/macro';
import type { Route } from './+types/signup';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { GUEST_PAGE_CATALOGS } from '~/lib/i18n/locales';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => pageMessages(args, GUEST_PAGE_CATALOGS);

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Create an account`),
    description: i18n._(
      msg`Create a free CareFinder account to review facilities and doctors and to manage your listing.`,
    ),
    path: '/signup',
    matches,
  });
};

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { signUpAction } = await import('~/features/auth/auth-actions');
  return signUpAction(request);
}

export default lazyPage('signup', () => import('~/features/auth/signup-page'));
