import type { Route } from './+types/media-image';
import { imageResponse } from '~/features/media/image-proxy.server';

/** /media/images/{key}: an uploaded image (a resource route, for the web app running alone). */
export const loader = ({ params }: Route.LoaderArgs) => imageResponse(params.key);
