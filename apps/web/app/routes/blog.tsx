import { data } from 'react-router';
import type { Route } from './+types/blog';
import { loadBlogList } from '~/features/blog/blog-loaders.server';
import { lazyPage } from '~/lib/lazy-page';
import { cacheControlHeaders, headersFromLoader, pageMeta } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  const { data: list, cacheControl } = await loadBlogList(new URL(request.url));
  return data({ list }, { headers: cacheControlHeaders(cacheControl) });
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta({
    title: data && data.list.page > 1 ? `Blog, page ${data.list.page}` : 'Blog',
    description:
      'Health news and guides for Nigeria from CareFinder: finding care, staying well, and what to do in an emergency.',
    path: data && data.list.page > 1 ? `/blog?page=${data.list.page}` : '/blog',
    matches,
  }),
  {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'CareFinder blog',
    href: '/blog/rss.xml',
  },
];

export const headers: Route.HeadersFunction = headersFromLoader;

const BlogListPage = lazyPage('blog', () => import('~/features/blog/blog-list-page'));

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage list={loaderData.list} />;
}
