import type { Route } from './+types/admin-edit-blog';
import { data } from 'react-router';
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
  requireArea('admin-only');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  const { readPostForEditing } = await import('~/features/admin-blog/admin-blog-api');
  const { apiErrorStatus } = await import('~/lib/forms/form-errors');
  const { redirectIfSessionEnded } = await import('~/lib/auth/session');
  try {
    return { editing: await readPostForEditing(id) };
  } catch (error) {
    if (apiErrorStatus(error) === 404) throw data(null, { status: 404 });
    return redirectIfSessionEnded(error);
  }
}

export default lazyPage('admin-blog-editor', () => import('~/features/admin-blog/blog-editor-route'));
