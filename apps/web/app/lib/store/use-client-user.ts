import { useSyncExternalStore } from 'react';
import { getClientStore } from './store';
import { initialUserState } from './user-slice';
import type { UserState } from './user-slice';
import type { LocationState } from './location-slice';

const subscribe = (onChange: () => void) => getClientStore().store.subscribe(onChange);
const readUser = () => getClientStore().store.getState().user;
const noUserOnTheServer = () => initialUserState;

/**
 * The persisted user slice, for components that render in the browser only (the user menu, signed-in
 * pages). No react-redux Provider is needed: the store is a browser singleton.
 */
export function useClientUser(): UserState {
  return useSyncExternalStore(subscribe, readUser, noUserOnTheServer);
}

const readLocation = () => getClientStore().store.getState().location;
const noLocationOnTheServer = () => null;

/** The persisted location slice (the position kept in this browser), for browser-only components. */
export function useClientLocation(): LocationState | null {
  return useSyncExternalStore(subscribe, readLocation, noLocationOnTheServer);
}
