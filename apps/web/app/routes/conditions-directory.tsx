import type { Route } from './+types/conditions-directory';
import { loadDirectory } from '~/features/directories/directory-loader.server';
import { DirectoryPage, directoryMeta } from '~/features/directories/directory-route';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => loadDirectory('conditions', args);
export const meta = directoryMeta('conditions');
export const headers = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default DirectoryPage;
