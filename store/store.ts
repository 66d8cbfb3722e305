import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { userSlice } from './user-slice';

const rootReducer = combineSlices(userSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
