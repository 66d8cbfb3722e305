import type { Enrollment } from '@/lib/types';
import { makeStore } from './store';
import {
  displayName,
  enrollmentsLoaded,
  initialUserState,
  loadingFinished,
  loadingStarted,
  nightModeChanged,
  notificationsCountChanged,
  selectDisplayName,
  selectIsLoading,
  sessionCleared,
  sessionRestored,
  userSlice,
} from './user-slice';

const enrollment = (id: number, courseRef: number, typeName: string): Enrollment => ({
  id,
  courseID: id,
  course: { id, name: `C${id}`, courseRef, courseType: { name: typeName }, courseSections: [] },
});

describe('user store', () => {
  it('holds every field of the spec, empty at first', () => {
    expect(Object.keys(initialUserState).sort()).toEqual(
      [
        'allNotifications',
        'courseEnrollments',
        'downloadRight',
        'enrollments',
        'lastExtraMaterialInfo',
        'lastInfos',
        'loadingCount',
        'nightMode',
        'notificationsCount',
        'quizEnrollments',
        'selectedEnrollment',
        'todaysLiveClasses',
        'tokens',
        'user',
      ].sort(),
    );
  });

  it('shows both names joined, and Misafir for a guest', () => {
    expect(displayName({ FirstName: 'Ayşe', LastName: 'Yılmaz' })).toBe('Ayşe Yılmaz');
    expect(displayName({ FirstName: 'Ayşe', LastName: '' })).toBe('Ayşe');
    expect(displayName(null)).toBe('Misafir');
    const store = makeStore();
    expect(selectDisplayName(store.getState())).toBe('Misafir');
    store.dispatch(
      sessionRestored({
        user: { FirstName: 'Mehmet', LastName: 'Demir' },
        tokens: { accessToken: 'a', idToken: null, refreshToken: null },
      }),
    );
    expect(selectDisplayName(store.getState())).toBe('Mehmet Demir');
  });

  it('splits loaded enrollments into course and quiz enrollments sorted by courseRef', () => {
    const state = userSlice.reducer(
      initialUserState,
      enrollmentsLoaded({
        courseEnrollments: [enrollment(1, 2, 'Genel'), enrollment(2, 9, 'E-YDS Deneme Sınavı'), enrollment(3, 1, 'Genel')],
        userLastInfo: [{ courseID: 1, sectionId: 2, topicId: 3 }],
        todaysLiveClass: [],
      }),
    );
    expect(state.enrollments).toHaveLength(3);
    expect(state.courseEnrollments.map((item) => item.id)).toEqual([3, 1]);
    expect(state.quizEnrollments.map((item) => item.id)).toEqual([2]);
    expect(state.lastInfos).toEqual([{ courseID: 1, sectionId: 2, topicId: 3 }]);
  });

  it('counts loading work and never goes below zero', () => {
    const store = makeStore();
    store.dispatch(loadingStarted());
    store.dispatch(loadingStarted());
    store.dispatch(loadingFinished());
    expect(selectIsLoading(store.getState())).toBe(true);
    store.dispatch(loadingFinished());
    store.dispatch(loadingFinished());
    expect(store.getState().user.loadingCount).toBe(0);
  });

  it('clears the session but keeps night mode', () => {
    const store = makeStore();
    store.dispatch(nightModeChanged(true));
    store.dispatch(notificationsCountChanged(4));
    store.dispatch(sessionCleared());
    expect(store.getState().user).toEqual({ ...initialUserState, nightMode: true });
  });
});
