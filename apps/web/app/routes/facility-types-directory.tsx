import type { Route } from './+types/facility-types-directory';
import { loadDirectory } from '~/features/directories/directory-loader.server';
import { DirectoryPage, directoryMeta } from '~/features/directories/directory-route';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => loadDirectory('facility-types', args);
export const meta = directoryMeta('facility-types');
export const headers = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default DirectoryPage;
