import { persistedPosition } from './location-request';

export interface VisitorPosition {
  latitude: number;
  longitude: number;
}

/** How long "near me" waits for the browser before saying it could not find the visitor. */
const POSITION_TIMEOUT_MS = 15_000;

export interface FindPositionOptions {
  storage?: Pick<Storage, 'getItem'> | undefined;
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  /** Keeps a position the browser gave in the location slice (spec §4), so it is not asked again. */
  keep?: (coords: GeolocationCoordinates) => void;
}

/** Keeps a position the browser gave in the location slice; the store's code loads only now. */
export const keepBrowserPosition = (coords: GeolocationCoordinates) => {
  import('./client-bootstrap')
    .then(({ recordBrowserPosition }) => recordBrowserPosition(coords))
    .catch((error: unknown) => console.error('Could not keep the user location', error));
};

/**
 * The visitor's position for "near me": the stored one (spec §4), else the browser's, asked now because the
 * visitor chose near me (decision 0006). Rejects when the browser has none or the visitor refuses.
 */
export function findVisitorPosition({
  storage = typeof window === 'undefined' ? undefined : window.localStorage,
  geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  keep = keepBrowserPosition,
}: FindPositionOptions = {}): Promise<VisitorPosition> {
  const stored = persistedPosition(storage);
  if (stored) return Promise.resolve(stored);
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('This browser cannot tell its position.'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => {
        keep(coords);
        resolve({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => reject(new Error(error.message)),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
    );
  });
}
