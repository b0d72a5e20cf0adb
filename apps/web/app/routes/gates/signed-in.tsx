import type { Route } from './+types/signed-in';
import { enterArea } from '~/lib/auth/enter-area';
import { GateFallback, GateLayout } from '~/lib/auth/gate-layout';
import { SIGNED_IN_AREA_CATALOGS } from '~/lib/i18n/english-messages';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import '~/account.css';

/**
 * Pages for any signed-in user (spec §2 protected routes, §4). The USER's own pages are in every language:
 * the server sends the area's words in the language of the path (the page's title among them); the browser
 * decides who may enter.
 */
export const loader = (args: Route.LoaderArgs) => pageMessages(args, SIGNED_IN_AREA_CATALOGS);

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await enterArea('signed-in', request);
  return serverLoader();
}
clientLoader.hydrate = true as const;

// The gate decides on entry; GateLayout follows the session afterwards, so form submissions inside the
// area never re-run it.
export const shouldRevalidate = () => false;

export const HydrateFallback = GateFallback;

export default function SignedInGate() {
  return <GateLayout area="signed-in" />;
}
