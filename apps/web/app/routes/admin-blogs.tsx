import type { Route } from './+types/admin-blogs';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Blog posts',
    description: 'Drafts, scheduled and published blog posts.',
    path: '/admin/blogs',
    matches,
    noindex: true,
  });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireArea('admin-only');
  const { loadAdminBlogs } = await import('~/features/admin-blog/admin-blog-api');
  return loadAdminBlogs(new URL(request.url).searchParams);
}

export default lazyPage('admin-blogs', () => import('~/features/admin-blog/admin-blogs-page'));
