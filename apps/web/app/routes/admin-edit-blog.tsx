import type { Route } from './+types/admin-edit-blog';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta({
    title: 'Edit post',
    description: 'Change a blog post, publish, schedule or unpublish it.',
    path: `/admin/edit-blog/${params.id}`,
    matches,
    noindex: true,
  });

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireArea('admin-only');
  const { loadPostForEditing } = await import('~/features/admin-blog/admin-blog-api');
  return loadPostForEditing(params.id);
}

export default lazyPage('admin-blog-editor', () => import('~/features/admin-blog/blog-editor-route'));
