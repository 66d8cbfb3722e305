import { createSlice } from '@reduxjs/toolkit';
import { loadingFinished, loadingStarted, type LoadName } from './user-slice';

/**
 * The user store's loads under way, counted per load: a screen is busy only while its own load
 * runs, so the 60 s unread-count refresh never hides the notifications' error panel. The user
 * store's `loadingCount` (product.md section 3) still counts them all; both follow the same actions.
 */
const initialState: Partial<Record<LoadName, number>> = {};

export const loadingSlice = createSlice({
  name: 'loading',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadingStarted, (state, { payload: load }) => {
        if (load) state[load] = (state[load] ?? 0) + 1;
      })
      .addCase(loadingFinished, (state, { payload: load }) => {
        if (load) state[load] = Math.max(0, (state[load] ?? 0) - 1);
      });
  },
  selectors: {
    selectIsLoadRunning: (state, load: LoadName) => (state[load] ?? 0) > 0,
  },
});

export const { selectIsLoadRunning } = loadingSlice.selectors;
