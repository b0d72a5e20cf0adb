export {
  createAppStore,
  createLocalStorageAdapter,
  getClientStore,
  LOCATION_PERSIST_KEY,
  PERSIST_KEY_PREFIX,
  PERSIST_TIMEOUT_MS,
  USER_PERSIST_BLACKLIST,
  USER_PERSIST_KEY,
} from './store';
export type { AppDispatch, AppStore, CreateAppStoreOptions, PersistedAppStore, RootState } from './store';
export { initialUserState, logout, updateAppUserState, userReducer, userSlice } from './user-slice';
export type { UserFacility, UserState } from './user-slice';
export {
  forgetUserLocation,
  getUserLocation,
  isValidCoordinates,
  locationReducer,
  locationSlice,
  MAX_LATITUDE,
  MAX_LONGITUDE,
  MIN_LATITUDE,
  MIN_LONGITUDE,
} from './location-slice';
export type { Coordinates, LocationState } from './location-slice';
export { recordPosition, requestUserLocationOnce } from './geolocation';
export type { LocationAwareStore, PositionSource } from './geolocation';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
