import type { Route } from './+types/robots';
import { robotsTxt } from '~/features/sitemap/robots';

/** /robots.txt (a resource route). */
export const loader = ({ request }: Route.LoaderArgs) =>
  new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
