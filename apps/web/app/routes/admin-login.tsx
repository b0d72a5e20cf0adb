import type { Route } from './+types/admin-login';
import { GUEST_PAGE_CATALOGS } from '~/lib/i18n/locales';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => pageMessages(args, GUEST_PAGE_CATALOGS);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Administrator sign in',
    description: 'Sign in to CareFinder as an administrator.',
    path: '/admin-login',
    matches,
    noindex: true,
  });

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { signInAction } = await import('~/features/auth/auth-actions');
  return signInAction(request, '/auth/admin-login');
}

export default lazyPage('admin-login', () => import('~/features/auth/admin-login-page'));
