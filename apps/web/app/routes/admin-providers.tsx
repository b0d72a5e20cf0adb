import type { Route } from './+types/admin-providers';
import { requireArea } from '~/lib/auth/enter-area';
import { webServerConfig } from '~/lib/config.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';
import { mapSettingsOnce } from '~/features/admin-listings/route-support';
import { revalidateUnlessRefused } from '~/lib/forms/form-action';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Doctors',
    description: 'Find, add, change and close the doctors of the CareFinder directory.',
    path: '/admin/providers',
    matches,
    noindex: true,
  });

/** The map's tile settings, which only the server knows (the editor's "Pick on the map"). */
export function loader() {
  return { tileUrl: webServerConfig.mapTileUrl, attribution: webServerConfig.mapTileAttribution };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  requireArea('admin-only');
  const [{ loadAdminListings }, map] = await Promise.all([
    import('~/features/admin-listings/admin-listings-api'),
    mapSettingsOnce(serverLoader),
  ]);
  return loadAdminListings('providers', new URL(request.url).searchParams, map);
}
// The page renders in the browser, behind the admin gate (decision 0005).
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { adminListingAction } = await import('~/features/admin-listings/admin-listings-actions');
  return adminListingAction('providers', request);
}

export const shouldRevalidate = revalidateUnlessRefused;

export default lazyPage('admin-providers', () => import('~/features/admin-listings/admin-listings-page'));
