/**
 * Spec §1/§4: at start the product asks the browser for the visitor's position, once, when no latitude is
 * stored. This module does that without the Redux store (decision 0006 keeps the store out of the first
 * view): it reads the persisted location directly and remembers the request for the visit.
 */
export const LOCATION_REQUESTED_KEY = 'carefinder:location-requested';
export const PERSISTED_LOCATION_KEY = 'persist:location';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/** The persisted location's fields (redux-persist JSON-encodes each one), if any. */
function persistedLocation(
  storage: Pick<Storage, 'getItem'> | undefined,
): Record<string, unknown> | undefined {
  try {
    const saved = storage?.getItem(PERSISTED_LOCATION_KEY);
    if (!saved) return undefined;
    const fields = JSON.parse(saved) as Record<string, string>;
    return Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, JSON.parse(value) as unknown]),
    );
  } catch {
    return undefined;
  }
}

/** The latitude redux-persist stored, if any. */
export function persistedLatitude(storage = browserStorage('localStorage')): number | undefined {
  const latitude = persistedLocation(storage)?.latitude;
  return typeof latitude === 'number' ? latitude : undefined;
}

/** The position redux-persist stored (the location slice's), if it holds both coordinates. */
export function persistedPosition(
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage'),
): { latitude: number; longitude: number } | undefined {
  const location = persistedLocation(storage);
  const { latitude, longitude } = location ?? {};
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : undefined;
}

/** True the first time it is called in a visit (tab session); the request is then made at most once. */
export function claimLocationRequest(session = browserStorage('sessionStorage')): boolean {
  if (!session) return true;
  if (session.getItem(LOCATION_REQUESTED_KEY)) return false;
  session.setItem(LOCATION_REQUESTED_KEY, 'true');
  return true;
}

export interface LocationRequestOptions {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  storage?: Storage | undefined;
  session?: Storage | undefined;
}

/** Asks once at start; a denial or failure is only logged (spec §8). */
export function requestLocationAtStart(
  onPosition: (coords: GeolocationCoordinates) => void,
  {
    geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
    storage = browserStorage('localStorage'),
    session = browserStorage('sessionStorage'),
  }: LocationRequestOptions = {},
): void {
  if (!geolocation || persistedLatitude(storage) !== undefined || !claimLocationRequest(session)) return;
  geolocation.getCurrentPosition(
    ({ coords }) => onPosition(coords),
    (error) => console.warn('Could not get the user location:', error.message),
  );
}
