import type { Route } from './+types/sitemap-index';
import { sitemapIndexResponse } from '~/features/sitemap/sitemap.server';

/** /sitemap.xml (a resource route: the loader's Response is the answer). */
export const loader = ({ request }: Route.LoaderArgs) => sitemapIndexResponse(new URL(request.url).origin);
