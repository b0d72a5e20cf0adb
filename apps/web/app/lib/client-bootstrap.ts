import { getClientStore, recordPosition } from '~/lib/store';

/**
 * Browser-only start-up (spec §1, §4): restores the persisted state, and the store then asks for the
 * visitor's position once if none is stored and it was not asked at start. Loaded after hydration, so
 * server rendering stays deterministic and the first view does not wait for it.
 */
export function startClient(): void {
  getClientStore();
}

/** Keeps the position the browser gave when asked at start (lib/location-request.ts). */
export function recordBrowserPosition(coords: GeolocationCoordinates): void {
  recordPosition(getClientStore().store, coords);
}
