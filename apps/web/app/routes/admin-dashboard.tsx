import type { Route } from './+types/admin-dashboard';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';
import { loadSignedInUser } from './load-signed-in-user';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Admin dashboard',
    description: 'CareFinder administration.',
    path: '/admin/dashboard',
    matches,
    noindex: true,
  });

export const clientLoader = () => loadSignedInUser('admin-only');

export default lazyPage('admin-dashboard', () => import('~/features/account/admin-dashboard-page'));
