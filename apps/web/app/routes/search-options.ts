import type { Route } from './+types/search-options';
import { filterOptionsAt } from '~/features/search/filter-options.server';
import { keptFileName, keptFileResponse } from '~/lib/kept-files.server';

/** /search-options/:locale/:file (a resource route): the results page's filter choices, a kept file (0036). */
export const loader = async ({ params }: Route.LoaderArgs) =>
  keptFileResponse(params.file, await filterOptionsAt(params.locale, keptFileName(params.file)));
