import type { Route } from './+types/admin-covid-19';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Edit the COVID-19 page',
    description: 'Change the COVID-19 guidance and its last reviewed date.',
    path: '/admin/covid-19',
    matches,
    noindex: true,
  });

export async function clientLoader() {
  await requireArea('admin-only');
  const { loadPageForEditing } = await import('~/features/admin-blog/admin-blog-api');
  return loadPageForEditing('covid-19');
}

export default lazyPage('admin-page-editor', () => import('~/features/admin-blog/page-editor-page'));
