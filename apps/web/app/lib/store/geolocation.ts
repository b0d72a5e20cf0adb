import { claimLocationRequest } from '~/lib/location-request';
import { getUserLocation, isValidCoordinates } from './location-slice';
import type { LocationState } from './location-slice';

export interface LocationAwareStore {
  getState: () => { location: LocationState | null };
  dispatch: (action: ReturnType<typeof getUserLocation>) => unknown;
}

export type PositionSource = Pick<Geolocation, 'getCurrentPosition'>;

// Remembers which stores already asked, so a repeated start-up call (e.g. a Strict Mode effect) never
// shows the browser permission prompt twice.
const storesThatAsked = new WeakSet<LocationAwareStore>();

const browserPositionSource = (): PositionSource | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.geolocation;

export function requestUserLocationOnce(
  store: LocationAwareStore,
  geolocation: PositionSource | undefined = browserPositionSource(),
): void {
  if (store.getState().location?.latitude !== undefined) return;
  if (storesThatAsked.has(store)) return;
  // Asked already in this visit (at start, before the store existed): spec §4 asks once.
  if (!claimLocationRequest()) return;
  if (!geolocation) {
    console.warn('Geolocation is not available; the user location stays unknown.');
    return;
  }
  storesThatAsked.add(store);

  try {
    geolocation.getCurrentPosition(
      ({ coords }) => recordPosition(store, coords),
      (positionError) => {
        // The product shows no message for a denied or failed location request.
        console.warn('Could not get the user location:', positionError.message);
      },
    );
  } catch (error) {
    console.error('Could not request the user location:', error);
  }
}

/** Stores a position the browser gave (spec §5: latitude −90…90, longitude −180…180, else ignored). */
export function recordPosition(
  store: LocationAwareStore,
  { latitude, longitude, accuracy }: Pick<GeolocationCoordinates, 'latitude' | 'longitude' | 'accuracy'>,
): void {
  if (!isValidCoordinates({ latitude, longitude })) {
    console.warn('Ignoring invalid coordinates from the browser.', { latitude, longitude });
    return;
  }
  const hasAccuracy = typeof accuracy === 'number' && Number.isFinite(accuracy);
  store.dispatch(getUserLocation(hasAccuracy ? { latitude, longitude, accuracy } : { latitude, longitude }));
}
