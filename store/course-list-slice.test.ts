import { selectCourseListSavedAt, selectUnreadableCourses } from './course-list-slice';
import { makeStore } from './store';
import { enrollmentsLoaded, selectEnrollments } from './user-slice';

const list = (unreadable: string[]) => ({
  courseEnrollments: [],
  unreadableCourses: unreadable.map((name) => ({ name })),
  userLastInfo: [],
  todaysLiveClass: [],
});

describe('course list beyond the user store', () => {
  it('holds the courses that could not be read, replaced with each list', () => {
    const store = makeStore();
    store.dispatch(enrollmentsLoaded(list(['Broken course'])));
    expect(selectUnreadableCourses(store.getState())).toEqual([{ name: 'Broken course' }]);
    expect(selectEnrollments(store.getState())).toEqual([]);
    store.dispatch(enrollmentsLoaded(list([])));
    expect(selectUnreadableCourses(store.getState())).toEqual([]);
  });

  it('knows when the list was read: a kept copy at its save time, a fresh answer now', () => {
    const store = makeStore();
    expect(selectCourseListSavedAt(store.getState())).toBeNull();
    store.dispatch(enrollmentsLoaded(list([]), 1_000));
    expect(selectCourseListSavedAt(store.getState())).toBe(1_000);
    const before = Date.now();
    store.dispatch(enrollmentsLoaded(list([])));
    expect(selectCourseListSavedAt(store.getState())).toBeGreaterThanOrEqual(before);
  });
});
