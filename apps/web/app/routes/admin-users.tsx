import type { Route } from './+types/admin-users';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Users',
    description: 'Find CareFinder accounts, change their role, disable or enable them.',
    path: '/admin/users',
    matches,
    noindex: true,
  });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireArea('admin-only');
  const { loadAdminUsers } = await import('~/features/admin-users/admin-users-api');
  return loadAdminUsers(new URL(request.url).searchParams);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { adminUserAction } = await import('~/features/admin-users/admin-users-actions');
  return adminUserAction(request);
}

export default lazyPage('admin-users', () => import('~/features/admin-users/admin-users-page'));
