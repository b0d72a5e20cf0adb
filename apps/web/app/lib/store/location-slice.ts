import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface LocationState {
  latitude?: number;
  longitude?: number;
  accuracy?: number;
}

export const MIN_LATITUDE = -90;
export const MAX_LATITUDE = 90;
export const MIN_LONGITUDE = -180;
export const MAX_LONGITUDE = 180;

const isNumberInRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

export function isValidCoordinates(candidate: {
  latitude?: unknown;
  longitude?: unknown;
}): candidate is Coordinates {
  return (
    isNumberInRange(candidate.latitude, MIN_LATITUDE, MAX_LATITUDE) &&
    isNumberInRange(candidate.longitude, MIN_LONGITUDE, MAX_LONGITUDE)
  );
}

const touchesCoordinates = (update: LocationState): boolean => 'latitude' in update || 'longitude' in update;

// Typed as `LocationState | null` so the default can be null; once redux-persist wraps the reducer the
// state it hands back is an object, so the reducer accepts both.
const initialLocationState = null as LocationState | null;

export const locationSlice = createSlice({
  name: 'location',
  initialState: initialLocationState,
  reducers: {
    getUserLocation: (state, action: PayloadAction<LocationState>) => {
      const merged: LocationState = { ...state, ...action.payload };
      // An update that touches coordinates is dropped whole unless the merged pair is valid.
      if (touchesCoordinates(action.payload) && !isValidCoordinates(merged)) return state;
      return merged;
    },
    /** The user dashboard's "Forget my location": nothing kept, so the next visit asks again (spec §4). */
    forgetUserLocation: () => ({}),
  },
});

export const { getUserLocation, forgetUserLocation } = locationSlice.actions;
export const locationReducer = locationSlice.reducer;
