// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PositionSource } from './geolocation';
import { createAppStore, getClientStore } from './store';
import { updateAppUserState } from './user-slice';

afterEach(() => {
  window.localStorage.clear();
});

describe('store in the browser', () => {
  it('persists to localStorage under persist:user and persist:location by default', async () => {
    const { store, persistor } = await new Promise<ReturnType<typeof createAppStore>>((resolve) => {
      const created = createAppStore(undefined, { onRehydrated: () => resolve(created) });
    });
    store.dispatch(updateAppUserState({ id: 'user-1', isLoading: true }));
    await persistor.flush();

    expect(window.localStorage.getItem('persist:user')).toContain('user-1');
    expect(window.localStorage.getItem('persist:user')).not.toContain('isLoading');
    expect(window.localStorage.getItem('persist:location')).not.toBeNull();
  });

  it('getClientStore returns one store per page and asks for the location once it is rehydrated', async () => {
    const geolocation = {
      getCurrentPosition: vi.fn<PositionSource['getCurrentPosition']>((onSuccess) =>
        onSuccess({ coords: { latitude: 6.5244, longitude: 3.3792, accuracy: 30 } } as GeolocationPosition),
      ),
    };
    Object.defineProperty(window.navigator, 'geolocation', { value: geolocation, configurable: true });

    const { store } = getClientStore();
    expect(getClientStore().store).toBe(store);

    await vi.waitFor(() => expect(store.getState().location).toMatchObject({ latitude: 6.5244 }));
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});
