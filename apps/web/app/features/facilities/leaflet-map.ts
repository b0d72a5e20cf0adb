import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';

/** Where the tiles come from (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; lib/config.server.ts). */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

/**
 * Draws the facility's map into `container`; loaded by dynamic import only when the visitor asks for it,
 * so Leaflet and its CSS never weigh on a first view. Returns the clean-up.
 */
export function showMap(
  container: HTMLElement,
  {
    name,
    latitude,
    longitude,
    tileUrl,
    attribution,
  }: MapSettings & { name: string; latitude: number; longitude: number },
): () => void {
  const map = L.map(container, { center: [latitude, longitude], zoom: 16, scrollWheelZoom: false });
  L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
  // A vector marker: no marker image to fetch or to resolve through the bundler.
  L.circleMarker([latitude, longitude], {
    radius: 10,
    color: '#14532d',
    weight: 3,
    fillColor: '#16a34a',
    fillOpacity: 0.7,
  })
    .bindTooltip(name)
    .addTo(map);
  return () => map.remove();
}
