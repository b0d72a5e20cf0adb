import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { MapSettings } from '~/components/map/leaflet-map';

// Imported by the route modules themselves, so nothing heavy: the page, API calls and forms are lazy.

let mapSettings: Promise<MapSettings> | undefined;

/**
 * The map's tile settings, from the route's server loader (the server's configuration): read with the page's
 * HTML on a first visit, and once per page load otherwise, not on every change of the table's URL.
 */
export function mapSettingsOnce(serverLoader: () => Promise<MapSettings>): Promise<MapSettings> {
  mapSettings ??= serverLoader().catch((error: unknown) => {
    mapSettings = undefined;
    throw error;
  });
  return mapSettings;
}

/**
 * After a refused save the page keeps what it shows (the admin's values, the errors): reading the table, the
 * lists and the listing again would cost a 2G connection seconds for nothing. Anything else revalidates.
 */
export function revalidateUnlessRefused({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const refused =
    typeof actionResult === 'object' &&
    actionResult !== null &&
    'ok' in actionResult &&
    actionResult.ok === false;
  return refused ? false : defaultShouldRevalidate;
}
