import { describe, expect, it, vi } from 'vitest';
import {
  claimLocationRequest,
  persistedLatitude,
  persistedPosition,
  requestLocationAtStart,
} from './location-request';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const persisted = (latitude: number) =>
  memoryStorage({
    'persist:location': JSON.stringify({
      latitude: JSON.stringify(latitude),
      longitude: '3.35',
      _persist: '{}',
    }),
  });

const coords = { latitude: 6.6, longitude: 3.35, accuracy: 20 } as GeolocationCoordinates;

describe('requestLocationAtStart', () => {
  it('asks at start when no latitude is stored, and hands over the position', () => {
    const geolocation = {
      getCurrentPosition: vi.fn((success: PositionCallback) => success({ coords } as GeolocationPosition)),
    };
    const onPosition = vi.fn();
    requestLocationAtStart(onPosition, { geolocation, storage: memoryStorage(), session: memoryStorage() });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(onPosition).toHaveBeenCalledWith(coords);
  });

  it('does not ask when a latitude is stored', () => {
    const geolocation = { getCurrentPosition: vi.fn() };
    requestLocationAtStart(vi.fn(), { geolocation, storage: persisted(9.05), session: memoryStorage() });
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('asks once per visit', () => {
    const geolocation = { getCurrentPosition: vi.fn() };
    const session = memoryStorage();
    requestLocationAtStart(vi.fn(), { geolocation, storage: memoryStorage(), session });
    requestLocationAtStart(vi.fn(), { geolocation, storage: memoryStorage(), session });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('only logs a denial, as a warning', () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const geolocation = {
      getCurrentPosition: (_success: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    };
    const onPosition = vi.fn();
    expect(() =>
      requestLocationAtStart(onPosition, { geolocation, storage: memoryStorage(), session: memoryStorage() }),
    ).not.toThrow();
    expect(onPosition).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Could not get the user location:', 'User denied Geolocation');
    logged.mockRestore();
  });
});

describe('persistedLatitude / persistedPosition / claimLocationRequest', () => {
  it.each([
    [persisted(6.5), 6.5],
    [memoryStorage(), undefined],
    [memoryStorage({ 'persist:location': 'not json' }), undefined],
    [memoryStorage({ 'persist:location': JSON.stringify({ _persist: '{}' }) }), undefined],
  ])('reads the stored latitude (%#)', (storage, expected) => {
    expect(persistedLatitude(storage)).toBe(expected);
  });

  it.each([
    [persisted(6.5), { latitude: 6.5, longitude: 3.35 }],
    [memoryStorage(), undefined],
    [memoryStorage({ 'persist:location': JSON.stringify({ latitude: '6.5', _persist: '{}' }) }), undefined],
  ])('reads the stored position only when both coordinates are there (%#)', (storage, expected) => {
    expect(persistedPosition(storage)).toEqual(expected);
  });

  it('claims the request once', () => {
    const session = memoryStorage();
    expect(claimLocationRequest(session)).toBe(true);
    expect(claimLocationRequest(session)).toBe(false);
  });
});
