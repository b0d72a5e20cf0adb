import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestUserLocationOnce } from './geolocation';
import type { LocationAwareStore, PositionSource } from './geolocation';
import { getUserLocation, locationReducer } from './location-slice';
import type { LocationState } from './location-slice';

function createLocationStore(initial: LocationState | null): LocationAwareStore & { dispatched: unknown[] } {
  let location = initial;
  const dispatched: unknown[] = [];
  return {
    dispatched,
    getState: () => ({ location }),
    dispatch: (action) => {
      dispatched.push(action);
      location = locationReducer(location, action);
      return action;
    },
  };
}

function positionAt(latitude: number, longitude: number, accuracy: number): GeolocationPosition {
  return { coords: { latitude, longitude, accuracy } } as GeolocationPosition;
}

function permissionDenied(): GeolocationPositionError {
  return { code: 1, message: 'User denied Geolocation' } as GeolocationPositionError;
}

const succeedingSource = (position: GeolocationPosition) => ({
  getCurrentPosition: vi.fn<PositionSource['getCurrentPosition']>((onSuccess) => onSuccess(position)),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('requestUserLocationOnce', () => {
  it.each<[string, LocationState | null]>([
    ['there is no location', null],
    ['the rehydrated location is empty', {}],
    ['only accuracy is known', { accuracy: 10 }],
  ])('asks the browser once when %s', (_label, initial) => {
    const store = createLocationStore(initial);
    const geolocation = succeedingSource(positionAt(6.5244, 3.3792, 25));

    requestUserLocationOnce(store, geolocation);
    requestUserLocationOnce(store, geolocation);

    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(store.dispatched).toStrictEqual([
      getUserLocation({ latitude: 6.5244, longitude: 3.3792, accuracy: 25 }),
    ]);
    expect(store.getState().location).toMatchObject({ latitude: 6.5244, longitude: 3.3792, accuracy: 25 });
  });

  it('does not ask when a latitude is already stored', () => {
    const store = createLocationStore({ latitude: 9.0765, longitude: 7.3986 });
    const geolocation = succeedingSource(positionAt(6.5244, 3.3792, 25));

    requestUserLocationOnce(store, geolocation);

    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(store.dispatched).toEqual([]);
  });

  it('only logs a denial (a warning: the visitor chose it) and never throws', () => {
    const consoleError = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createLocationStore(null);
    const geolocation = {
      getCurrentPosition: vi.fn<PositionSource['getCurrentPosition']>((_onSuccess, onError) =>
        onError?.(permissionDenied()),
      ),
    };

    expect(() => requestUserLocationOnce(store, geolocation)).not.toThrow();

    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Could not get the user location:', 'User denied Geolocation');
    expect(store.dispatched).toEqual([]);
  });

  it('only logs when the geolocation API itself throws', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createLocationStore(null);
    const geolocation = {
      getCurrentPosition: vi.fn<PositionSource['getCurrentPosition']>(() => {
        throw new Error('Only secure origins are allowed');
      }),
    };

    expect(() => requestUserLocationOnce(store, geolocation)).not.toThrow();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('only warns when geolocation is unavailable', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createLocationStore(null);

    expect(() => requestUserLocationOnce(store, undefined)).not.toThrow();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });

  it('drops invalid coordinates from the browser with a warning', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createLocationStore(null);

    requestUserLocationOnce(store, succeedingSource(positionAt(123, 3.3792, 25)));

    expect(store.dispatched).toEqual([]);
    expect(store.getState().location).toBeNull();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });
});
