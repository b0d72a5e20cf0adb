import { loadDirectory } from '~/features/directories/directory-loader.server';
import { DirectoryPage, directoryMeta } from '~/features/directories/directory-route';
import { PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const loader = () => loadDirectory('procedures');
export const meta = directoryMeta('procedures');
export const headers = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default DirectoryPage;
