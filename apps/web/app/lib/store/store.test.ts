import { describe, expect, it } from 'vitest';
import type { Storage as PersistStorage } from 'redux-persist';
import { getUserLocation } from './location-slice';
import { createAppStore, PERSIST_KEY_PREFIX, PERSIST_TIMEOUT_MS } from './store';
import type { PersistedAppStore } from './store';
import { updateAppUserState } from './user-slice';

function createMemoryStorage(): PersistStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: async (key: string) => entries.get(key) ?? null,
    setItem: async (key: string, value: string) => {
      entries.set(key, value);
    },
    removeItem: async (key: string) => {
      entries.delete(key);
    },
  };
}

function whenRehydrated(
  storage: PersistStorage,
  options: { keyPrefix?: string } = {},
): Promise<PersistedAppStore> {
  return new Promise((resolve) => {
    const created = createAppStore(storage, { ...options, onRehydrated: () => resolve(created) });
  });
}

function readPersistedSlice(storage: { entries: Map<string, string> }, key: string): Record<string, unknown> {
  const raw = storage.entries.get(key);
  if (raw === undefined) throw new Error(`nothing stored under ${key}`);
  return JSON.parse(raw) as Record<string, unknown>;
}

describe('createAppStore persistence', () => {
  it('exposes the persistence constants', () => {
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    expect(PERSIST_KEY_PREFIX).toBe('persist:');
  });

  it('writes persist:user without the transient fields and persist:location', async () => {
    const storage = createMemoryStorage();
    const { store, persistor } = await whenRehydrated(storage);

    store.dispatch(
      updateAppUserState({
        isLoggedIn: true,
        id: 'user-1',
        email: 'ada@example.ng',
        accessToken: 'access-1',
        error: 'Something failed',
        isLoading: true,
        loading: true,
      }),
    );
    store.dispatch(getUserLocation({ latitude: 6.5244, longitude: 3.3792 }));
    await persistor.flush();

    expect([...storage.entries.keys()].sort()).toEqual(['persist:location', 'persist:user']);
    const persistedUser = readPersistedSlice(storage, 'persist:user');
    for (const transientField of ['error', 'isLoading', 'loading']) {
      expect(persistedUser).not.toHaveProperty(transientField);
    }
    expect(JSON.parse(String(persistedUser.email))).toBe('ada@example.ng');

    const persistedLocation = readPersistedSlice(storage, 'persist:location');
    expect(JSON.parse(String(persistedLocation.latitude))).toBe(6.5244);
  });

  it('rehydrates persisted values into a new store, leaving transient fields at their defaults', async () => {
    const storage = createMemoryStorage();
    const first = await whenRehydrated(storage);
    first.store.dispatch(
      updateAppUserState({
        isLoggedIn: true,
        id: 'user-1',
        refreshToken: 'refresh-1',
        facilities: [{ id: 'facility-1', name: 'Lagos Clinic' }],
        error: 'Something failed',
      }),
    );
    first.store.dispatch(getUserLocation({ latitude: 9.0765, longitude: 7.3986, accuracy: 15 }));
    await first.persistor.flush();

    const { store } = await whenRehydrated(storage);
    const { user, location } = store.getState();

    expect(user).toMatchObject({
      isLoggedIn: true,
      id: 'user-1',
      refreshToken: 'refresh-1',
      facilities: [{ id: 'facility-1', name: 'Lagos Clinic' }],
      error: '',
    });
    expect(user._persist.rehydrated).toBe(true);
    expect(location).toMatchObject({ latitude: 9.0765, longitude: 7.3986, accuracy: 15 });
  });

  it('honours a custom key prefix', async () => {
    const storage = createMemoryStorage();
    const { store, persistor } = await whenRehydrated(storage, { keyPrefix: 'test:' });
    store.dispatch(updateAppUserState({ id: 'user-2' }));
    await persistor.flush();

    expect([...storage.entries.keys()].sort()).toEqual(['test:location', 'test:user']);
  });
});
