import type { Route } from './+types/admin-list';
import { data } from 'react-router';
import { adminListAt } from '~/lib/admin-lists';
import { requireArea } from '~/lib/auth/enter-area';
import { revalidateUnlessRefused } from '~/lib/forms/form-action';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

/** The nine list pages of the admin area (spec §2): /admin/facility-types, /admin/services, … */
function listOf(request: Request) {
  const config = adminListAt(new URL(request.url).pathname);
  if (!config) throw data(null, { status: 404 });
  return config;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const config = adminListAt(location.pathname);
  return pageMeta({
    title: config?.title ?? 'Admin',
    description: config?.description ?? 'CareFinder administration.',
    path: location.pathname,
    matches,
    noindex: true,
  });
};

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireArea('admin-only');
  const { loadAdminList } = await import('~/features/admin-lists/admin-list-api');
  return loadAdminList(listOf(request), new URL(request.url).searchParams);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { adminListAction } = await import('~/features/admin-lists/admin-list-actions');
  return adminListAction(listOf(request), request);
}

export const shouldRevalidate = revalidateUnlessRefused;

export default lazyPage('admin-list', () => import('~/features/admin-lists/admin-list-page'));
