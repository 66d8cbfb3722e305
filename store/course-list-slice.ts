import { createSlice } from '@reduxjs/toolkit';
import type { UnreadableCourse } from '@/lib/types';
import { enrollmentsLoaded } from './user-slice';

/**
 * What the portal knows of the course list beyond product.md section 3's user store, written by the
 * same action: the courses it could not read (a message each, decision 74) and when the list was
 * read from the API (the kept-course sync acts only on a list fresher than its plan, decision 52).
 */
interface CourseListState {
  unreadableCourses: UnreadableCourse[];
  /** ms, device clock: a kept copy's save time, or when its answer came; null before any list. */
  savedAt: number | null;
}

const initialState: CourseListState = { unreadableCourses: [], savedAt: null };

export const courseListSlice = createSlice({
  name: 'courseList',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(enrollmentsLoaded, (state, { payload, meta }) => {
      state.unreadableCourses = payload.unreadableCourses ?? [];
      state.savedAt = meta.savedAt;
    });
  },
  selectors: {
    selectUnreadableCourses: (state) => state.unreadableCourses,
    selectCourseListSavedAt: (state) => state.savedAt,
  },
});

export const { selectUnreadableCourses, selectCourseListSavedAt } = courseListSlice.selectors;
