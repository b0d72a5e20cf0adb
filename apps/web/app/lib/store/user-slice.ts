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
