import type { Route } from './+types/procedures-directory';
import { loadDirectory } from '~/features/directories/directory-loader.server';
import { DirectoryPage, directoryMeta } from '~/features/directories/directory-route';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => loadDirectory('procedures', args);
export const meta = directoryMeta('procedures');
export const headers = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default DirectoryPage;
