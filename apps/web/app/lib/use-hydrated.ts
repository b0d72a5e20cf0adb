import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server HTML and during hydration, true once the browser has taken over: for controls
 * that only work with JavaScript (the map button), so a visitor without it never sees a dead button.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
