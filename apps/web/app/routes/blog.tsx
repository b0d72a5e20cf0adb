import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import type { Route } from './+types/blog';
import { loadBlogList } from '~/features/blog/blog-loaders.server';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { cacheControlHeaders, headersFromLoader, pageMeta } from '~/lib/seo';

export async function loader(args: Route.LoaderArgs) {
  const [words, { data: list, cacheControl }] = await Promise.all([
    pageMessages(args, ['blog']),
    loadBlogList(new URL(args.request.url)),
  ]);
  return data({ ...words, list }, { headers: cacheControlHeaders(cacheControl) });
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const i18n = pageI18n(matches);
  const page = data?.list.page ?? 1;
  return [
    ...pageMeta({
      title: page > 1 ? i18n._(msg`Blog, page ${page}`) : i18n._(msg`Blog`),
      description: i18n._(
        msg`Health news and guides for Nigeria from CareFinder: finding care, staying well, and what to do in an emergency.`,
      ),
      path: page > 1 ? `/blog?page=${page}` : '/blog',
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
};

export const headers: Route.HeadersFunction = headersFromLoader;

const BlogListPage = lazyPage('blog', () => import('~/features/blog/blog-list-page'));

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage list={loaderData.list} />;
}
