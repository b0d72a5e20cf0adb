import { useMemo, useState } from 'react';
import { LazyMap } from '~/components/map/lazy-map';
import type { MapMarker, MapPoint, MapSettings } from '~/components/map/leaflet-map';
import { TextField } from './text-field';

/** Where the map opens when the coordinates are not known yet (a place, marked, with its name). */
export type MapStart = MapMarker;

const parsed = (latitude: string, longitude: string): MapPoint | null => {
  const point = { latitude: Number(latitude.trim()), longitude: Number(longitude.trim()) };
  return latitude.trim() &&
    longitude.trim() &&
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude)
    ? point
    : null;
};

/**
 * A place's latitude and longitude (spec §5: -90 to 90, -180 to 180), typed, or picked on a map that loads
 * only on request (Leaflet, as on the facility page). The map opens on the coordinates typed so far, else on
 * `fallback` (the state's capital). Inputs are named and identified `${prefix}.latitude` and
 * `${prefix}.longitude`, the API's paths.
 */
export function CoordinatesField({
  prefix,
  defaults,
  errors = {},
  fallback,
  map,
  placeName,
}: {
  prefix: string;
  defaults: { latitude: string; longitude: string };
  errors?: Readonly<Record<string, string>>;
  fallback: MapStart;
  map: MapSettings;
  /** What is placed, for the map's name: "Map to pick the place of General Hospital Ikeja". */
  placeName: string;
}) {
  const [latitude, setLatitude] = useState(defaults.latitude);
  const [longitude, setLongitude] = useState(defaults.longitude);
  // Where the map starts: typed coordinates count once the field is left, so a pick does not redraw the map.
  const [typed, setTyped] = useState(() => parsed(defaults.latitude, defaults.longitude));
  const [announcement, setAnnouncement] = useState('');
  const { name: startName, latitude: startLatitude, longitude: startLongitude } = fallback;
  const markers = useMemo<MapMarker[]>(
    () => [
      typed
        ? { name: 'The coordinates entered', ...typed }
        : { name: startName, latitude: startLatitude, longitude: startLongitude },
    ],
    [typed, startName, startLatitude, startLongitude],
  );
  const settle = () => setTyped(parsed(latitude, longitude));
  const hintId = `${prefix}.coordinates-hint`;

  return (
    <fieldset aria-describedby={hintId} className="flex min-w-0 flex-col gap-3">
      <legend className="font-semibold text-gray-900">
        Coordinates<span className="font-normal text-gray-700"> (optional)</span>
      </legend>
      <p id={hintId} className="-mt-2 text-sm text-gray-700">
        Decimal degrees, such as 6.6018 and 3.3515 in Ikeja. Or pick the place on the map: click it, or move
        the map with the arrow keys and press Enter to take its centre.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={`${prefix}.latitude`}
          name={`${prefix}.latitude`}
          label="Latitude"
          inputMode="decimal"
          autoComplete="off"
          hint="From -90 to 90."
          value={latitude}
          onChange={(event) => setLatitude(event.target.value)}
          onBlur={settle}
          error={errors[`${prefix}.latitude`]}
        />
        <TextField
          id={`${prefix}.longitude`}
          name={`${prefix}.longitude`}
          label="Longitude"
          inputMode="decimal"
          autoComplete="off"
          hint="From -180 to 180."
          value={longitude}
          onChange={(event) => setLongitude(event.target.value)}
          onBlur={settle}
          error={errors[`${prefix}.longitude`]}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <LazyMap
          label={`Map to pick the place of ${placeName}`}
          markers={markers}
          tileUrl={map.tileUrl}
          attribution={map.attribution}
          failureMessage="The map could not load. Type the coordinates instead."
          words={{ show: 'Pick on the map', hide: 'Hide the map', loading: 'Loading the map…' }}
          mapClassName="h-80"
          onPick={(point) => {
            setLatitude(String(point.latitude));
            setLongitude(String(point.longitude));
            setAnnouncement(`Coordinates set to ${point.latitude}, ${point.longitude}.`);
          }}
        />
      </div>
      <p role="status" className="text-sm text-gray-800">
        {announcement}
      </p>
    </fieldset>
  );
}
