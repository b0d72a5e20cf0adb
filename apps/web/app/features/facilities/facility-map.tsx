import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import type { MapSettings } from './leaflet-map';

interface FacilityMapProps extends MapSettings {
  name: string;
  latitude: number;
  longitude: number;
}

type MapState = 'hidden' | 'loading' | 'shown' | 'failed';

/**
 * A small map, loaded only when the visitor asks for it (DESIGN §1: every byte costs): Leaflet and its
 * stylesheet are fetched on the first press. The button exists only once JavaScript runs; without it the
 * Directions link shows the place. Focus stays on the button, whose state says whether the map is shown.
 */
export function FacilityMap({ name, latitude, longitude, tileUrl, attribution }: FacilityMapProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<MapState>('hidden');
  const mapRef = useRef<HTMLDivElement>(null);
  const regionId = useId();
  const open = state !== 'hidden';

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let removeMap: (() => void) | undefined;
    import('./leaflet-map')
      .then(({ showMap }) => {
        if (cancelled || !mapRef.current) return;
        removeMap = showMap(mapRef.current, { name, latitude, longitude, tileUrl, attribution });
        setState('shown');
      })
      .catch((error: unknown) => {
        console.error('The map could not load', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      removeMap?.();
    };
  }, [open, name, latitude, longitude, tileUrl, attribution]);

  if (!hydrated) return null;
  // A fragment: the button sits beside the Directions link; the map takes the row below.
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setState(open ? 'hidden' : 'loading')}
        className="inline-flex min-h-[40px] items-center rounded-md border border-green-700 px-4 font-semibold text-green-800 hover:bg-green-50"
      >
        {open ? 'Hide map' : 'Show map'}
      </button>
      <div id={regionId} hidden={!open} role="region" aria-label={`Map of ${name}`} className="basis-full">
        {state === 'loading' && <p role="status">Loading the map…</p>}
        {state === 'failed' && (
          <p role="alert" className="text-red-800">
            The map could not load. The Directions link still shows the way.
          </p>
        )}
        <div ref={mapRef} className="h-72 w-full rounded-md border border-gray-300" />
      </div>
    </>
  );
}
