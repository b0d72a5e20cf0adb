import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import type { MapMarker, MapPoint, MapSettings } from './leaflet-map';

export interface LazyMapProps extends MapSettings {
  /** The map region's accessible name, e.g. "Map of General Hospital Ikeja". */
  label: string;
  /** Keep the array stable between renders (useMemo): a new one draws the map again. */
  markers: readonly MapMarker[];
  /** Said when Leaflet cannot load, with what the visitor can use instead. */
  failureMessage: string;
  mapClassName?: string;
  /**
   * Makes the map a picker (an editor's coordinates): a click, or Enter on the focused map for its centre,
   * answers that point. The markers then only say where the map starts.
   */
  onPick?: (point: MapPoint) => void;
  /** The button's words, and what is said while the map loads, in the page's language. */
  words: { show: string; hide: string; loading: string };
}

type MapState = 'hidden' | 'loading' | 'shown' | 'failed';

/**
 * A map, loaded only when the visitor asks for it (DESIGN §1: every byte costs): Leaflet and its stylesheet
 * are fetched on the first press. The button exists only once JavaScript runs, so a visitor without it never
 * sees a dead control. Focus stays on the button, whose state says whether the map is shown. A fragment: the
 * button sits in its row of controls; the map takes the row below.
 */
export function LazyMap({
  label,
  markers,
  tileUrl,
  attribution,
  failureMessage,
  mapClassName = 'h-72',
  onPick,
  words,
}: LazyMapProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<MapState>('hidden');
  const mapRef = useRef<HTMLDivElement>(null);
  const regionId = useId();
  const open = state !== 'hidden';
  // The latest callback, without drawing the map again when a parent passes a new function.
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });
  const picking = onPick !== undefined;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let removeMap: (() => void) | undefined;
    import('./leaflet-map')
      .then(({ showMap }) => {
        if (cancelled || !mapRef.current) return;
        removeMap = showMap(mapRef.current, {
          markers,
          tileUrl,
          attribution,
          ...(picking ? { onPick: (point: MapPoint) => onPickRef.current?.(point) } : {}),
        });
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
  }, [open, markers, tileUrl, attribution, picking]);

  if (!hydrated || markers.length === 0) return null;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setState(open ? 'hidden' : 'loading')}
        className="inline-flex min-h-[40px] items-center rounded-md border border-green-700 px-4 font-semibold text-green-800 hover:bg-green-50"
      >
        {open ? words.hide : words.show}
      </button>
      <div id={regionId} hidden={!open} role="region" aria-label={label} className="basis-full">
        {state === 'loading' && <p role="status">{words.loading}</p>}
        {state === 'failed' && (
          <p role="alert" className="text-red-800">
            {failureMessage}
          </p>
        )}
        <div ref={mapRef} className={`${mapClassName} w-full rounded-md border border-gray-300`} />
      </div>
    </>
  );
}
