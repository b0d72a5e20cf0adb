import type { Route } from './+types/admin-resource';
import { requireArea } from '~/lib/auth/enter-area';
import { revalidateUnlessRefused } from '~/lib/forms/form-action';
import { lazyPage } from '~/lib/lazy-page';
import { definitionFor, resourceClientAction, resourceMeta } from './admin-resources';

/** The admin area's resource pages (users, the curated lists (spec §2's nine, and capabilities), claims, …): admin-resources.ts. */
export const meta: Route.MetaFunction = resourceMeta;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireArea('admin-only');
  const [{ loadResourcePage }, definition] = await Promise.all([
    import('~/lib/admin-resource/resource-api'),
    definitionFor(request),
  ]);
  return loadResourcePage(definition, new URL(request.url).searchParams);
}

export const clientAction = resourceClientAction;

export const shouldRevalidate = revalidateUnlessRefused;

export default lazyPage('admin-resource', () => import('~/components/admin/resource/resource-page'));
