import type { Route } from './+types/signed-in';
import { enterArea } from '~/lib/auth/enter-area';
import { GateFallback, GateLayout } from '~/lib/auth/gate-layout';
import { englishMessages, SIGNED_IN_AREA_CATALOGS } from '~/lib/i18n/english-messages';
import '~/account.css';

/** Pages for any signed-in user (spec §2 protected routes, §4). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await enterArea('signed-in', request);
  return { messages: await englishMessages(SIGNED_IN_AREA_CATALOGS) };
}

// The gate decides on entry; GateLayout follows the session afterwards, so form submissions inside the
// area never re-run it.
export const shouldRevalidate = () => false;

export const HydrateFallback = GateFallback;

export default function SignedInGate() {
  return <GateLayout area="signed-in" />;
}
