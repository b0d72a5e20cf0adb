import type { Route } from './+types/facility-dashboard';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';
import { loadSignedInUser } from './load-signed-in-user';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Facility dashboard',
    description: 'Your facilities on CareFinder and the one you are working on.',
    path: '/facility/dashboard',
    matches,
    noindex: true,
  });

export const clientLoader = () => loadSignedInUser('facility-admin-only');

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { switchFacilityAction } = await import('~/features/account/account-actions');
  return switchFacilityAction(request);
}

export default lazyPage('facility-dashboard', () => import('~/features/account/facility-dashboard-page'));
