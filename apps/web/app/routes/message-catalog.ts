import type { Route } from './+types/message-catalog';
import { catalogAt } from '~/lib/i18n/messages.server';
import { keptFileName, keptFileResponse } from '~/lib/kept-files.server';

/** /messages/:locale/:file (a resource route): a catalog's compiled messages, a kept file (decision 0036). */
export const loader = async ({ params }: Route.LoaderArgs) =>
  keptFileResponse(params.file, await catalogAt(params.locale, keptFileName(params.file)));
