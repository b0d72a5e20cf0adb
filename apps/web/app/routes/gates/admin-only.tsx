import type { Route } from './+types/admin-only';
import { enterArea } from '~/lib/auth/enter-area';
import { GateFallback, GateLayout } from '~/lib/auth/gate-layout';
import { englishMessages, SIGNED_IN_AREA_CATALOGS } from '~/lib/i18n/english-messages';
import '~/account.css';

/** The admin area /admin/*, ADMIN only (spec §6). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await enterArea('admin-only', request);
  return { messages: await englishMessages(SIGNED_IN_AREA_CATALOGS) };
}

// The gate decides on entry; GateLayout follows the session afterwards, so form submissions inside the
// area never re-run it.
export const shouldRevalidate = () => false;

export const HydrateFallback = GateFallback;

export default function AdminGate() {
  return <GateLayout area="admin-only" />;
}
