import type { Route } from './+types/directory-entries';
import { directoryAt } from '~/features/directories/directory-loader.server';
import { keptFileName, keptFileResponse } from '~/lib/kept-files.server';

/** /directories/:locale/:file (a resource route): a directory's entries, a kept file (decision 0036). */
export const loader = async ({ params }: Route.LoaderArgs) =>
  keptFileResponse(params.file, await directoryAt(params.locale, keptFileName(params.file)));
