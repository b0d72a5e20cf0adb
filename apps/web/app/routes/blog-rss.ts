import type { Route } from './+types/blog-rss';
import { blogPostListSchema } from '@carefinder/contracts';
import { blogRssXml } from '~/features/blog/rss';
import { fetchForPage } from '~/lib/api.server';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

const FEED_SIZE = 20;

/** /blog/rss.xml (a resource route): the 20 newest published posts. */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await fetchForPage('/blog-posts', blogPostListSchema, { page: 1, pageSize: FEED_SIZE });
  return new Response(blogRssXml(new URL(request.url).origin, list.items), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
    },
  });
}
