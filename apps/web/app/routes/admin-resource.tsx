import type { Route } from './+types/admin-resource';
import { data } from 'react-router';
import { requireArea } from '~/lib/auth/enter-area';
import { revalidateUnlessRefused } from '~/lib/forms/form-action';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';
import { adminResourceAt } from './admin-resources';

/** The admin area's resource pages (users, the nine lists of spec §2, blog posts, …): admin-resources.ts. */
async function definitionFor(request: Request) {
  const resource = adminResourceAt(new URL(request.url).pathname);
  if (!resource) throw data(null, { status: 404 });
  return resource.definition();
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const resource = adminResourceAt(location.pathname);
  return pageMeta({
    title: resource?.title ?? 'Admin',
    description: resource?.description ?? 'CareFinder administration.',
    path: location.pathname,
    matches,
    noindex: true,
  });
};

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireArea('admin-only');
  const [{ loadResourcePage }, definition] = await Promise.all([
    import('~/lib/admin-resource/resource-api'),
    definitionFor(request),
  ]);
  return loadResourcePage(definition, new URL(request.url).searchParams);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const [{ resourceAction }, definition] = await Promise.all([
    import('~/lib/admin-resource/resource-action'),
    definitionFor(request),
  ]);
  return resourceAction(definition, request);
}

export const shouldRevalidate = revalidateUnlessRefused;

export default lazyPage('admin-resource', () => import('~/components/admin/resource/resource-page'));
