import type { Route } from './+types/page-data';
import { answerPageData } from '~/lib/first-paint/page-data.server';

/** /page-data/:hash/* (a resource route): a page's data, which left its HTML (decision 0037). */
export const loader = ({ request, params }: Route.LoaderArgs) => answerPageData(request, params.hash);
