import type { Route } from './+types/specialty-directory';
import { loadDirectory } from '~/features/directories/directory-loader.server';
import { DirectoryPage, directoryMeta } from '~/features/directories/directory-route';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const loader = (args: Route.LoaderArgs) => loadDirectory('specialties', args);
export const meta = directoryMeta('specialties');
export const headers = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default DirectoryPage;
