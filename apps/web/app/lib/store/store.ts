import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import type { Persistor, Storage as PersistStorage } from 'redux-persist';
import { requestUserLocationOnce } from './geolocation';
import { locationReducer } from './location-slice';
import type { LocationState } from './location-slice';
import { userReducer } from './user-slice';
import type { UserState } from './user-slice';

export const PERSIST_TIMEOUT_MS = 5000;
export const PERSIST_KEY_PREFIX = 'persist:';
export const USER_PERSIST_KEY = 'user';
export const LOCATION_PERSIST_KEY = 'location';
export const USER_PERSIST_BLACKLIST = ['error', 'isLoading', 'loading'] as const;

export interface CreateAppStoreOptions {
  keyPrefix?: string;
  /** Called once every persisted slice is restored (or the restore timed out). */
  onRehydrated?: () => void;
}

// Our own adapter instead of `redux-persist/lib/storage`: that CommonJS subpath has no file extension and
// does not load under Node ESM (SSR), and reading `localStorage` lazily keeps this module import-safe.
export function createLocalStorageAdapter(): PersistStorage {
  const localStorageOrNull = (): globalThis.Storage | null =>
    typeof window === 'undefined' ? null : window.localStorage;
  return {
    getItem: async (key: string) => localStorageOrNull()?.getItem(key) ?? null,
    setItem: async (key: string, value: string) => localStorageOrNull()?.setItem(key, value),
    removeItem: async (key: string) => localStorageOrNull()?.removeItem(key),
  };
}

function buildRootReducer(storage: PersistStorage, keyPrefix: string) {
  return combineReducers({
    user: persistReducer<UserState>(
      {
        key: USER_PERSIST_KEY,
        storage,
        keyPrefix,
        blacklist: [...USER_PERSIST_BLACKLIST],
        timeout: PERSIST_TIMEOUT_MS,
      },
      userReducer,
    ),
    location: persistReducer<LocationState | null>(
      { key: LOCATION_PERSIST_KEY, storage, keyPrefix, timeout: PERSIST_TIMEOUT_MS },
      locationReducer,
    ),
  });
}

function configureAppStore(storage: PersistStorage, keyPrefix: string) {
  return configureStore({
    reducer: buildRootReducer(storage, keyPrefix),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist actions carry callbacks (register, rehydrate, result) by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export interface PersistedAppStore {
  store: AppStore;
  persistor: Persistor;
}

export function createAppStore(
  storage: PersistStorage = createLocalStorageAdapter(),
  { keyPrefix = PERSIST_KEY_PREFIX, onRehydrated }: CreateAppStoreOptions = {},
): PersistedAppStore {
  const store = configureAppStore(storage, keyPrefix);
  const persistor = persistStore(store, null, onRehydrated);
  return { store, persistor };
}

let clientStore: PersistedAppStore | undefined;

/** Browser-only singleton; server rendering must never hold user state in a module-level store. */
export function getClientStore(): PersistedAppStore {
  if (typeof window === 'undefined') {
    throw new Error('getClientStore() runs in the browser only; the store is never created during SSR.');
  }
  if (!clientStore) {
    const created = createAppStore(createLocalStorageAdapter(), {
      // Asking after rehydration so a location restored from storage is not requested again.
      onRehydrated: () => requestUserLocationOnce(created.store),
    });
    clientStore = created;
  }
  return clientStore;
}
