import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface UserFacility {
  id: string;
  name: string;
  role?: string;
}

export interface UserState {
  error: string;
  isLoggedIn: boolean;
  id: string;
  accessToken: string;
  refreshToken: string;
  email: string;
  /** Not in spec §3: kept so the header can greet the user by name after a reload without a request. */
  firstName: string;
  lastName: string;
  facilities: UserFacility[];
  activeFacility: UserFacility | undefined;
  // Transient request flags: never persisted (see the user persist blacklist).
  isLoading?: boolean;
  loading?: boolean;
}

export const initialUserState: UserState = {
  error: '',
  isLoggedIn: false,
  id: '',
  accessToken: '',
  refreshToken: '',
  email: '',
  firstName: '',
  lastName: '',
  facilities: [],
  activeFacility: undefined,
};

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    updateAppUserState: (state, action: PayloadAction<Partial<UserState>>) => ({
      ...state,
      ...action.payload,
    }),
    logout: () => initialUserState,
  },
});

export const { updateAppUserState, logout } = userSlice.actions;
export const userReducer = userSlice.reducer;
