import type { Route } from './+types/admin-listings';
import { requireArea } from '~/lib/auth/enter-area';
import { mapTileSettings } from '~/lib/config.server';
import { revalidateUnlessRefused } from '~/lib/forms/form-action';
import { lazyPage } from '~/lib/lazy-page';
import { mapSettingsOnce } from '~/lib/map-settings';
import { definitionFor, resourceClientAction, resourceMeta } from './admin-resources';

/**
 * /admin/facilities and /admin/providers: resource pages (admin-resources.ts) whose editor has a map, whose
 * tile settings only the server knows.
 */
export const meta: Route.MetaFunction = resourceMeta;

/** The map's tile settings (the editor's "Pick on the map"). */
export function loader() {
  return mapTileSettings();
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await requireArea('admin-only');
  const [{ loadResourcePage }, definition, map] = await Promise.all([
    import('~/lib/admin-resource/resource-api'),
    definitionFor(request),
    mapSettingsOnce(serverLoader),
  ]);
  const page = await loadResourcePage(definition, new URL(request.url).searchParams);
  return { ...page, choices: { ...page.choices, map } };
}
// The page renders in the browser, behind the admin gate (decision 0005).
clientLoader.hydrate = true as const;

export const clientAction = resourceClientAction;

export const shouldRevalidate = revalidateUnlessRefused;

export default lazyPage('admin-resource', () => import('~/components/admin/resource/resource-page'));
