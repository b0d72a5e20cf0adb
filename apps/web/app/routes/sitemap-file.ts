import type { Route } from './+types/sitemap-file';
import { sitemapFileResponse } from '~/features/sitemap/sitemap.server';

/** /sitemaps/static.xml, /sitemaps/facilities-<n>.xml, /sitemaps/providers-<n>.xml (a resource route). */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  sitemapFileResponse(new URL(request.url).origin, params.file);
