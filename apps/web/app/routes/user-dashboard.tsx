import type { Route } from './+types/user-dashboard';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';
import { loadSignedInUser } from './load-signed-in-user';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Your dashboard',
    description: 'Your CareFinder account at a glance.',
    path: '/user/dashboard',
    matches,
    noindex: true,
  });

export const clientLoader = () => loadSignedInUser('signed-in');

export default lazyPage('user-dashboard', () => import('~/features/account/user-dashboard-page'));
