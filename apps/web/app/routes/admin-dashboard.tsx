import type { Route } from './+types/admin-dashboard';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Admin dashboard',
    description: 'CareFinder administration.',
    path: '/admin/dashboard',
    matches,
    noindex: true,
  });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireArea('admin-only');
  const { loadAdminDashboard } = await import('~/features/account/admin-dashboard-api');
  return loadAdminDashboard(new URL(request.url).searchParams);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { adminDashboardAction } = await import('~/features/account/admin-dashboard-actions');
  return adminDashboardAction(request);
}

export default lazyPage('admin-dashboard', () => import('~/features/account/admin-dashboard-page'));
