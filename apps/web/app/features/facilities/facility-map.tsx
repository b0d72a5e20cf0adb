import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { LazyMap } from '~/components/map/lazy-map';
import type { MapSettings } from '~/components/map/leaflet-map';

interface FacilityMapProps extends MapSettings {
  name: string;
  latitude: number;
  longitude: number;
}

/** The facility's place on a map, on request; without JavaScript the Directions link shows the place. */
export function FacilityMap({ name, latitude, longitude, tileUrl, attribution }: FacilityMapProps) {
  const { t } = useLingui();
  const markers = useMemo(() => [{ name, latitude, longitude }], [name, latitude, longitude]);
  return (
    <LazyMap
      label={t`Map of ${name}`}
      markers={markers}
      tileUrl={tileUrl}
      attribution={attribution}
      failureMessage={t`The map could not load. The Directions link still shows the way.`}
      words={{ show: t`Show map`, hide: t`Hide map`, loading: t`Loading the map…` }}
    />
  );
}
