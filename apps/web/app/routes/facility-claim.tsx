import type { Route } from './+types/facility-claim';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta({
    title: 'Manage this facility',
    description: 'Ask to manage this facility on CareFinder.',
    path: `/facilities/${params.id}/claim`,
    matches,
    noindex: true,
  });

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireArea('signed-in');
  const { loadClaimTarget } = await import('~/features/claims/claims-api');
  return loadClaimTarget('facility', params.id);
}

export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { claimAction } = await import('~/features/claims/claim-actions');
  return claimAction('facility', params.id, request);
}

export default lazyPage('facility-claim', () => import('~/features/claims/claim-page'));
