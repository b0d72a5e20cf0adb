import type { Route } from './+types/admin-emergency';
import { requireArea } from '~/lib/auth/enter-area';
import { revalidateUnlessRefused } from '~/lib/forms/form-action';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Emergency numbers',
    description: 'Add, change and delete the emergency numbers CareFinder shows, each with its source.',
    path: '/admin/emergency',
    matches,
    noindex: true,
  });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireArea('admin-only');
  const { loadAdminEmergency } = await import('~/features/admin-emergency/admin-emergency-api');
  return loadAdminEmergency(new URL(request.url).searchParams);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { adminEmergencyAction } = await import('~/features/admin-emergency/admin-emergency-actions');
  return adminEmergencyAction(request);
}

export const shouldRevalidate = revalidateUnlessRefused;

export default lazyPage('admin-emergency', () => import('~/features/admin-emergency/admin-emergency-page'));
