import type { Route } from './+types/admin-claims';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Requests to manage a listing',
    description: 'Approve or reject the requests to manage a facility or a provider profile.',
    path: '/admin/claims',
    matches,
    noindex: true,
  });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireArea('admin-only');
  const { loadAdminClaims } = await import('~/features/admin-claims/admin-claims-api');
  return loadAdminClaims(new URL(request.url).searchParams);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { adminClaimsAction } = await import('~/features/admin-claims/admin-claims-actions');
  return adminClaimsAction(request);
}

export default lazyPage('admin-claims', () => import('~/features/admin-claims/admin-claims-page'));
