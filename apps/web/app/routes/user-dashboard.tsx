import { msg } from '@lingui/core/macro';
import type { Route } from './+types/user-dashboard';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Your dashboard`),
    path: '/user/dashboard',
    matches,
    noindex: true,
  });
};

export async function clientLoader() {
  await requireArea('signed-in');
  const { loadUserDashboard } = await import('~/features/account/account-api');
  return loadUserDashboard();
}

/** Forgetting a saved listing, or deleting the account. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { userDashboardAction } = await import('~/features/account/account-actions');
  return userDashboardAction(request);
}

export default lazyPage('user-dashboard', () => import('~/features/account/user-dashboard-page'));
