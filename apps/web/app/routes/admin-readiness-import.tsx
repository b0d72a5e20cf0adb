import type { Route } from './+types/admin-readiness-import';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Readiness from a list',
    description: 'Check a ministry’s CSV list of what facilities can do, row by row, then apply it.',
    path: '/admin/readiness-import',
    matches,
    noindex: true,
  });

export async function clientLoader() {
  await requireArea('admin-only');
  return null;
}

export default lazyPage(
  'admin-readiness-import',
  () => import('~/features/admin-readiness-import/readiness-import-page'),
);
