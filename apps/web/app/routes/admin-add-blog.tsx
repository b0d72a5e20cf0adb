import type { Route } from './+types/admin-add-blog';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Write a post',
    description: 'Write a blog post: save it as a draft, publish it or schedule it.',
    path: '/admin/add-blog',
    matches,
    noindex: true,
  });

export async function clientLoader() {
  await requireArea('admin-only');
  return { editing: null };
}

export default lazyPage('admin-blog-editor', () => import('~/features/admin-blog/blog-editor-route'));
