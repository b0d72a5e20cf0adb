import type { Route } from './+types/provider-claim';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta({
    title: 'Manage this profile',
    description: "Ask to manage your doctor's profile on CareFinder.",
    path: `/providers/${params.id}/claim`,
    matches,
    noindex: true,
  });

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireArea('signed-in');
  const { loadClaimTarget } = await import('~/features/claims/claims-api');
  return loadClaimTarget('provider', params.id);
}

export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { claimAction } = await import('~/features/claims/claim-actions');
  return claimAction('provider', params.id, request);
}

export default lazyPage('provider-claim', () => import('~/features/claims/claim-page'));
