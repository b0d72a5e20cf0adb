import type { Route } from './+types/blog-post';
import { loadBlogPost } from '~/features/blog/blog-loaders.server';
import { blogPostSocialMeta, postDescription } from '~/features/blog/blog-meta';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export async function loader({ params, request }: Route.LoaderArgs) {
  return { post: await loadBlogPost(params.id), siteUrl: new URL(request.url).origin };
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

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

const BlogPostPage = lazyPage('blog-post', () => import('~/features/blog/blog-post-page'));

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} siteUrl={loaderData.siteUrl} />;
}
