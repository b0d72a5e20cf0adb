import { useMemo } from 'react';
import { LazyMap } from '~/components/map/lazy-map';
import type { MapMarker, MapSettings } from '~/components/map/leaflet-map';
import type { SearchItemView } from './search-loader.server';

/** The results of this page that have coordinates, on a map loaded only when asked for. */
export function ResultsMap({ items, settings }: { items: readonly SearchItemView[]; settings: MapSettings }) {
  const markers = useMemo(
    () =>
      items.flatMap(({ name, url, place: { latitude, longitude } }): MapMarker[] =>
        latitude !== null && longitude !== null ? [{ name, url, latitude, longitude }] : [],
      ),
    [items],
  );
  return (
    <LazyMap
      label="Map of the results on this page"
      markers={markers}
      {...settings}
      failureMessage="The map could not load. The list has every result and its place."
      mapClassName="h-96"
    />
  );
}
