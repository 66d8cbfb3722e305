import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { courseListSlice } from './course-list-slice';
import { userSlice } from './user-slice';

const rootReducer = combineSlices(userSlice, courseListSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
