import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';

/** Where the tiles come from (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; lib/config.server.ts). */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

export interface MapMarker {
  name: string;
  latitude: number;
  longitude: number;
  /** The listing's page, linked from the marker's popup. */
  url?: string;
}

/** A point on the map, as a listing's place holds it. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Six decimals: about 10 cm, more than a click can mean. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** A close view of one place; several places are fitted into view, no closer than this. */
const PLACE_ZOOM = 16;

function popupLink({ name, url = '' }: MapMarker): HTMLElement {
  // Built as DOM nodes, never as HTML: names are typed by listing owners.
  const link = document.createElement('a');
  link.href = url;
  link.textContent = name;
  return link;
}

/**
 * Draws the markers' map into `container`; loaded by dynamic import only when the visitor asks for it, so
 * Leaflet and its CSS never weigh on a first view. Returns the clean-up.
 */
export function showMap(
  container: HTMLElement,
  {
    markers,
    tileUrl,
    attribution,
    onPick,
  }: MapSettings & { markers: readonly MapMarker[]; onPick?: (point: MapPoint) => void },
): () => void {
  const map = L.map(container, { scrollWheelZoom: false });
  if (onPick) pickPoints(map, onPick);
  L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
  for (const marker of markers) {
    // A vector marker: no marker image to fetch or to resolve through the bundler.
    const circle = L.circleMarker([marker.latitude, marker.longitude], {
      radius: 10,
      color: '#14532d',
      weight: 3,
      fillColor: '#16a34a',
      fillOpacity: 0.7,
    }).bindTooltip(marker.name);
    if (marker.url) circle.bindPopup(popupLink(marker));
    circle.addTo(map);
  }
  const [first] = markers;
  if (markers.length === 1 && first) map.setView([first.latitude, first.longitude], PLACE_ZOOM);
  else
    map.fitBounds(L.latLngBounds(markers.map(({ latitude, longitude }) => [latitude, longitude])), {
      padding: [24, 24],
      maxZoom: PLACE_ZOOM,
    });
  return () => map.remove();
}

/**
 * A map to choose a point on: a click picks the point under it; on the focused map (moved with the arrow
 * keys, zoomed with + and -), Enter picks its centre. The picked point is marked.
 */
function pickPoints(map: L.Map, onPick: (point: MapPoint) => void) {
  L.DomUtil.addClass(map.getContainer(), 'leaflet-crosshair');
  let picked: L.CircleMarker | undefined;
  const pick = (at: L.LatLng) => {
    const { lat, lng } = at.wrap();
    const point = { latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) };
    picked ??= L.circleMarker([point.latitude, point.longitude], {
      radius: 8,
      color: '#7c2d12',
      weight: 3,
      fillColor: '#f97316',
      fillOpacity: 0.8,
    }).addTo(map);
    picked.setLatLng([point.latitude, point.longitude]);
    onPick(point);
  };
  map.on('click', (event: L.LeafletMouseEvent) => pick(event.latlng));
  map.on('keydown', (event: L.LeafletKeyboardEvent) => {
    if (event.originalEvent.key === 'Enter') pick(map.getCenter());
  });
}
