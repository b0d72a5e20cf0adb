import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { LazyMap } from '~/components/map/lazy-map';
import type { MapMarker, MapSettings } from '~/components/map/leaflet-map';
import type { SearchItemView } from './search-loader.server';

/** The results of this page that have coordinates, on a map loaded only when asked for. */
export function ResultsMap({ items, settings }: { items: readonly SearchItemView[]; settings: MapSettings }) {
  const { t } = useLingui();
  const markers = useMemo(
    () =>
      items.flatMap(({ name, url, place: { latitude, longitude } }): MapMarker[] =>
        latitude !== null && longitude !== null ? [{ name, url, latitude, longitude }] : [],
      ),
    [items],
  );
  return (
    <LazyMap
      label={t`Map of the results on this page`}
      markers={markers}
      {...settings}
      failureMessage={t`The map could not load. The list has every result and its place.`}
      words={{ show: t`Show map`, hide: t`Hide map`, loading: t`Loading the map…` }}
      mapClassName="h-96"
    />
  );
}
