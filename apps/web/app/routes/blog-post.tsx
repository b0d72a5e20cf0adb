import { data } from 'react-router';
import type { Route } from './+types/blog-post';
import { loadBlogPost } from '~/features/blog/blog-loaders.server';
import { blogPostSocialMeta, postDescription } from '~/features/blog/blog-meta';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { cacheControlHeaders, headersFromLoader, pageMeta } from '~/lib/seo';

export async function loader(args: Route.LoaderArgs) {
  const { params, request } = args;
  const words = await pageMessages(args, ['blog']);
  const { data: post, cacheControl } = await loadBlogPost(params.id, words.locale);
  return data(
    { ...words, post, siteUrl: new URL(request.url).origin },
    { headers: cacheControlHeaders(cacheControl) },
  );
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? [
        ...pageMeta({
          title: data.post.title,
          description: postDescription(data.post),
          path: data.post.path,
          matches,
        }),
        ...blogPostSocialMeta(data.post, data.siteUrl),
      ]
    : [{ title: 'Page not found | CareFinder' }];

export const headers: Route.HeadersFunction = headersFromLoader;

const BlogPostPage = lazyPage('blog-post', () => import('~/features/blog/blog-post-page'));

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} siteUrl={loaderData.siteUrl} />;
}
