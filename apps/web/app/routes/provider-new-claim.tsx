import type { Route } from './+types/provider-new-claim';
import { mapSettingsOnce } from '~/lib/map-settings';
import { requireArea } from '~/lib/auth/enter-area';
import { mapTileSettings } from '~/lib/config.server';
import { revalidateUnlessRefused } from '~/lib/forms/form-action';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'List yourself as a doctor',
    description: 'Ask to be listed on CareFinder as a doctor; an administrator checks every request.',
    path: '/providers/new',
    matches,
    noindex: true,
  });

/** The map's tile settings, which only the server knows (the place's "Pick on the map"). */
export function loader() {
  return mapTileSettings();
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  await requireArea('signed-in');
  const [{ loadNewProfileForm }, map] = await Promise.all([
    import('~/features/claims/claims-api'),
    mapSettingsOnce(serverLoader),
  ]);
  return loadNewProfileForm(map);
}
// The page renders in the browser, behind the sign-in gate (decision 0005).
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { newProfileClaimAction } = await import('~/features/claims/claim-actions');
  return newProfileClaimAction(request);
}

export const shouldRevalidate = revalidateUnlessRefused;

export default lazyPage('provider-new-claim', () => import('~/features/claims/new-profile-page'));
