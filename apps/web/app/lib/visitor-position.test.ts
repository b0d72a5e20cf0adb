import { describe, expect, it, vi } from 'vitest';
import { findVisitorPosition } from './visitor-position';

const storageWith = (location?: Record<string, number>) => ({
  getItem: (key: string) =>
    key === 'persist:location' && location
      ? JSON.stringify(Object.fromEntries(Object.entries(location).map(([k, v]) => [k, JSON.stringify(v)])))
      : null,
});

const coords = { latitude: 6.6018, longitude: 3.3515, accuracy: 30 } as GeolocationCoordinates;

describe('findVisitorPosition', () => {
  it('answers the stored position without asking the browser', async () => {
    const geolocation = { getCurrentPosition: vi.fn() };
    await expect(
      findVisitorPosition({ storage: storageWith({ latitude: 9.05, longitude: 7.49 }), geolocation }),
    ).resolves.toEqual({ latitude: 9.05, longitude: 7.49 });
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('asks the browser when none is stored, and keeps what it gives', async () => {
    const geolocation = {
      getCurrentPosition: vi.fn((success: PositionCallback) => success({ coords } as GeolocationPosition)),
    };
    const keep = vi.fn();
    await expect(findVisitorPosition({ storage: storageWith(), geolocation, keep })).resolves.toEqual({
      latitude: 6.6018,
      longitude: 3.3515,
    });
    expect(keep).toHaveBeenCalledWith(coords);
  });

  it('rejects when the visitor refuses', async () => {
    const geolocation = {
      getCurrentPosition: vi.fn((_success: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
      ),
    };
    const keep = vi.fn();
    await expect(findVisitorPosition({ storage: storageWith(), geolocation, keep })).rejects.toThrow(
      'User denied Geolocation',
    );
    expect(keep).not.toHaveBeenCalled();
  });

  it('rejects when the browser has no geolocation', async () => {
    await expect(findVisitorPosition({ storage: storageWith(), geolocation: undefined })).rejects.toThrow();
  });
});
