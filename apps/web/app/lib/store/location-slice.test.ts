import { describe, expect, it } from 'vitest';
import { forgetUserLocation, getUserLocation, isValidCoordinates, locationReducer } from './location-slice';
import type { LocationState } from './location-slice';

describe('isValidCoordinates', () => {
  it.each<{ latitude: unknown; longitude: unknown; valid: boolean }>([
    { latitude: 6.5244, longitude: 3.3792, valid: true },
    { latitude: -90, longitude: -180, valid: true },
    { latitude: 90, longitude: 180, valid: true },
    { latitude: 0, longitude: 0, valid: true },
    { latitude: 90.0001, longitude: 0, valid: false },
    { latitude: -90.0001, longitude: 0, valid: false },
    { latitude: 0, longitude: 180.0001, valid: false },
    { latitude: 0, longitude: -180.0001, valid: false },
    { latitude: Number.NaN, longitude: 0, valid: false },
    { latitude: 0, longitude: Number.POSITIVE_INFINITY, valid: false },
    { latitude: '6.5', longitude: 3.3, valid: false },
    { latitude: undefined, longitude: 3.3, valid: false },
    { latitude: 6.5, longitude: null, valid: false },
  ])('($latitude, $longitude) is valid: $valid', ({ latitude, longitude, valid }) => {
    expect(isValidCoordinates({ latitude, longitude })).toBe(valid);
  });
});

describe('locationReducer', () => {
  it('defaults to null', () => {
    expect(locationReducer(undefined, { type: 'init' })).toBeNull();
  });

  it.each<{ name: string; before: LocationState | null; update: LocationState; after: LocationState | null }>(
    [
      {
        name: 'stores the first valid location',
        before: null,
        update: { latitude: 6.5244, longitude: 3.3792 },
        after: { latitude: 6.5244, longitude: 3.3792 },
      },
      {
        name: 'merges into an existing location',
        before: { latitude: 6.5244, longitude: 3.3792 },
        update: { accuracy: 20 },
        after: { latitude: 6.5244, longitude: 3.3792, accuracy: 20 },
      },
      {
        name: 'replaces coordinates with newer valid ones',
        before: { latitude: 6.5244, longitude: 3.3792, accuracy: 20 },
        update: { latitude: 9.0765, longitude: 7.3986 },
        after: { latitude: 9.0765, longitude: 7.3986, accuracy: 20 },
      },
      {
        name: 'merges into the empty object redux-persist hands over',
        before: {},
        update: { latitude: 9.0765, longitude: 7.3986 },
        after: { latitude: 9.0765, longitude: 7.3986 },
      },
      {
        name: 'rejects an out-of-range latitude',
        before: { latitude: 6.5244, longitude: 3.3792 },
        update: { latitude: 91, longitude: 3.3792 },
        after: { latitude: 6.5244, longitude: 3.3792 },
      },
      {
        name: 'rejects an out-of-range longitude on an empty state',
        before: null,
        update: { latitude: 6.5, longitude: -181 },
        after: null,
      },
      {
        name: 'rejects a latitude without a longitude',
        before: null,
        update: { latitude: 6.5 },
        after: null,
      },
      {
        name: 'rejects NaN coordinates',
        before: null,
        update: { latitude: Number.NaN, longitude: 3.3 },
        after: null,
      },
    ],
  )('getUserLocation $name', ({ before, update, after }) => {
    expect(locationReducer(before, getUserLocation(update))).toStrictEqual(after);
  });
});

describe('forgetUserLocation', () => {
  it('keeps nothing of the position, so the next visit asks again', () => {
    const kept = locationReducer(null, getUserLocation({ latitude: 6.6, longitude: 3.35, accuracy: 20 }));
    expect(locationReducer(kept, forgetUserLocation())).toEqual({});
  });
});
