import type { Route } from './+types/provider-dashboard';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';
import { loadSignedInUser } from './load-signed-in-user';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Provider dashboard',
    description: 'Your CareFinder provider account at a glance.',
    path: '/provider/dashboard',
    matches,
    noindex: true,
  });

export const clientLoader = () => loadSignedInUser('signed-in');

export default lazyPage('provider-dashboard', () => import('~/features/account/provider-dashboard-page'));
