import type { Enrollment, Notification } from '@/lib/types';
import { makeStore } from './store';
import {
  displayName,
  enrollmentSelected,
  enrollmentsLoaded,
  lastExtraMaterialOpened,
  initialUserState,
  nightModeChanged,
  notificationsCountChanged,
  notificationsLoaded,
  readLoading,
  selectAllNotifications,
  selectNotificationsCount,
  selectDisplayName,
  selectLoadingCount,
  sessionRestored,
  userSlice,
} from './user-slice';

const enrollment = (id: number, courseRef: number, typeName: string): Enrollment => ({
  id,
  courseID: id,
  course: { id, name: `C${id}`, courseRef, courseType: { name: typeName }, courseSections: [] },
});

describe('user store', () => {
  it('holds every field of product.md section 3 but the tokens (the session in storage holds them)', () => {
    expect(Object.keys(initialUserState).sort()).toEqual(
      [
        'allNotifications',
        'courseEnrollments',
        'downloadRight',
        'enrollments',
        'lastExtraMaterialInfo',
        'lastInfos',
        'loading',
        'nightMode',
        'notificationsCount',
        'quizEnrollments',
        'selectedEnrollment',
        'todaysLiveClasses',
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
    store.dispatch(sessionRestored({ user: { FirstName: 'Mehmet', LastName: 'Demir' } }));
    expect(selectDisplayName(store.getState())).toBe('Mehmet Demir');
  });

  it('splits loaded enrollments into course and quiz enrollments sorted by courseRef', () => {
    const state = userSlice.reducer(
      initialUserState,
      enrollmentsLoaded({
        courseEnrollments: [
          enrollment(1, 2, 'Genel'),
          enrollment(2, 9, 'E-YDS Deneme Sınavı'),
          enrollment(3, 1, 'Genel'),
        ],
        userLastInfo: [{ courseID: 1, sectionId: 2, topicId: 3 }],
        todaysLiveClass: [],
        unreadableCourses: [],
      }),
    );
    expect(state.enrollments).toHaveLength(3);
    expect(state.courseEnrollments.map((item) => item.id)).toEqual([3, 1]);
    expect(state.quizEnrollments.map((item) => item.id)).toEqual([2]);
    expect(state.lastInfos).toEqual([{ courseID: 1, sectionId: 2, topicId: 3 }]);
  });

  it('counts the reads loading, each once, as their hooks say (the loading counter)', () => {
    const store = makeStore();
    store.dispatch(readLoading({ read: 'enrollments', loading: true }));
    store.dispatch(readLoading({ read: 'enrollments', loading: true }));
    store.dispatch(readLoading({ read: 'unreadCount', loading: true }));
    expect(selectLoadingCount(store.getState())).toBe(2);
    store.dispatch(readLoading({ read: 'enrollments', loading: false }));
    store.dispatch(readLoading({ read: 'notifications', loading: false }));
    expect(selectLoadingCount(store.getState())).toBe(1);
  });

  it('holds the night-mode choice, the selected enrollment and the last extra material opened', () => {
    const store = makeStore();
    store.dispatch(nightModeChanged(true));
    store.dispatch(enrollmentSelected(enrollment(4, 1, 'Genel')));
    store.dispatch(lastExtraMaterialOpened({ materialId: 9005, type: 'zoom', name: 'Canlı ders' }));
    expect(store.getState().user).toMatchObject({
      nightMode: true,
      selectedEnrollment: { id: 4 },
      lastExtraMaterialInfo: { materialId: 9005, type: 'zoom', name: 'Canlı ders' },
    });
    store.dispatch(enrollmentSelected(null));
    expect(store.getState().user.selectedEnrollment).toBeNull();
  });

  describe('notifications', () => {
    const row = (id: number, sended: boolean): Notification => ({
      id,
      title: `T${id}`,
      message: `M${id}`,
      createdOn: '2026-03-10T09:00:00Z',
      sended,
    });
    const loaded = () => {
      const store = makeStore();
      store.dispatch(notificationsCountChanged(7));
      store.dispatch(notificationsLoaded([row(3, false), row(2, false), row(1, true)]));
      return store;
    };

    it('holds the list as shown, and its unread ones as the count', () => {
      const store = loaded();
      expect(selectAllNotifications(store.getState())?.map((notification) => notification.id)).toEqual([3, 2, 1]);
      expect(selectNotificationsCount(store.getState())).toBe(2);
    });
  });
});
