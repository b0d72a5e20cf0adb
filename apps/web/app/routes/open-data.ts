import type { Route } from './+types/open-data';
import { openDataResponse } from '~/features/open-data/open-data-proxy.server';

/** /open-data/facilities.csv and /open-data/facilities.geojson: the API's exports, for a plain link. */
export const loader = ({ request, params }: Route.LoaderArgs) => openDataResponse(params.file, request);
