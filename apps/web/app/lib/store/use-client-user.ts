import { useSyncExternalStore } from 'react';
import { getClientStore } from './store';
import { initialUserState } from './user-slice';
import type { UserState } from './user-slice';

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
