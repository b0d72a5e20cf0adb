import type { Lga, State } from '@carefinder/contracts';
import { useEffect, useState } from 'react';
import { CoordinatesField, type MapStart } from '~/components/forms/coordinates-field';
import { SelectField, TextField } from '~/components/forms/text-field';
import type { MapSettings } from '~/components/map/leaflet-map';
import { loadLgas } from './editor-reads';

/** Abuja, where the map opens when no state is chosen yet. */
const NIGERIA_START: MapStart = { name: 'Abuja', latitude: 9.0765, longitude: 7.3986 };

export interface PlaceValues {
  state: string;
  lga: string;
  ward?: string;
  address: string;
  latitude: string;
  longitude: string;
}

/**
 * Where a listing is: the state, then an LGA of that state (read from the API when the state changes),
 * ward (facilities), address and coordinates. Field ids are the API's paths (`place.state`, `place.lga`…).
 */
export function PlaceFields({
  defaults,
  states,
  initialLgas,
  errors,
  map,
  placeName,
  withWard,
}: {
  defaults: PlaceValues;
  states: readonly State[];
  /** The LGAs of the default state, read with the listing. */
  initialLgas: readonly Lga[];
  errors: Readonly<Record<string, string>>;
  map: MapSettings;
  placeName: string;
  withWard: boolean;
}) {
  const [state, setState] = useState(defaults.state);
  const [lga, setLga] = useState(defaults.lga);
  const [lgas, setLgas] = useState<{ state: string; items: readonly Lga[] }>({
    state: defaults.state,
    items: initialLgas,
  });
  // The state whose LGAs could not be read (a dropped connection); trying again clears it.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const lgaFailure = state !== '' && failedFor === state;

  useEffect(() => {
    if (!state || state === lgas.state || state === failedFor) return;
    let current = true;
    loadLgas(state)
      .then((items) => {
        if (current) setLgas({ state, items });
      })
      .catch(() => {
        if (current) setFailedFor(state);
      });
    return () => {
      current = false;
    };
  }, [state, lgas.state, failedFor]);

  const chosen = states.find((item) => item.alias === state);
  const fallback: MapStart = chosen
    ? {
        name: `${chosen.capital}, capital of ${chosen.name}`,
        latitude: chosen.capitalLatitude,
        longitude: chosen.capitalLongitude,
      }
    : NIGERIA_START;
  const lgaOptions = state && lgas.state === state ? lgas.items : [];

  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="text-lg font-semibold text-gray-900">Place</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          id="place.state"
          name="place.state"
          label="State"
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            setLga('');
          }}
          error={errors['place.state']}
          options={[
            { value: '', label: 'Not known' },
            ...states.map((item) => ({ value: item.alias, label: item.name })),
          ]}
        />
        <SelectField
          id="place.lga"
          name="place.lga"
          label="LGA"
          hint={
            lgaFailure ? (
              <>
                The LGAs of this state could not be read.{' '}
                <button
                  type="button"
                  onClick={() => setFailedFor(null)}
                  className="font-semibold text-green-800 underline underline-offset-2"
                >
                  Try again
                </button>
              </>
            ) : state ? undefined : (
              'Choose the state first.'
            )
          }
          value={lga}
          onChange={(event) => setLga(event.target.value)}
          error={errors['place.lga']}
          options={[
            { value: '', label: state && !lgaOptions.length && !lgaFailure ? 'Loading…' : 'Not known' },
            ...lgaOptions.map((item) => ({ value: item.slug, label: item.name })),
          ]}
        />
      </div>
      {withWard && (
        <TextField
          id="place.ward"
          name="place.ward"
          label="Ward"
          optional
          autoComplete="off"
          defaultValue={defaults.ward}
          error={errors['place.ward']}
        />
      )}
      <TextField
        id="place.address"
        name="place.address"
        label="Address"
        optional
        autoComplete="off"
        defaultValue={defaults.address}
        error={errors['place.address']}
      />
      <CoordinatesField
        prefix="place"
        defaults={{ latitude: defaults.latitude, longitude: defaults.longitude }}
        errors={errors}
        fallback={fallback}
        map={map}
        placeName={placeName}
      />
    </fieldset>
  );
}
