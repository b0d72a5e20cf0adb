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
