import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { guestDisplayName } from '@/lib/config/ui';
import { groupEnrollments } from '@/lib/courses/enrollments';
import { countUnread } from '@/lib/notifications/notifications';
import type {
  DownloadRight,
  Enrollment,
  EnrollmentList,
  LastInfo,
  LiveClass,
  MaterialType,
  Notification,
  User,
} from '@/lib/types';

/** The user store's loads (store/user-loads.ts), each counted on its own in store/loading-slice.ts. */
export type LoadName = 'enrollments' | 'unreadCount' | 'notifications' | 'downloadRight';

/** The last extra material (live class, coding material) the student opened. */
interface LastExtraMaterialInfo {
  materialId: number;
  type: Extract<MaterialType, 'zoom' | 'code4edu'>;
  name: string;
}

/**
 * The user store of product.md section 3: the one source of each of these data (decision 29).
 * Each field is written where its event happens (store/user-loads.ts for the API's answers) and
 * read by the screen that shows it. The tokens are not here: the session in storage is their one
 * source, read by the API client at every request.
 */
interface UserState {
  user: User | null;
  /** null until the list has come (an empty list is a student without courses). */
  enrollments: Enrollment[] | null;
  quizEnrollments: Enrollment[];
  courseEnrollments: Enrollment[];
  todaysLiveClasses: LiveClass[];
  lastInfos: LastInfo[];
  selectedEnrollment: Enrollment | null;
  loadingCount: number;
  notificationsCount: number;
  /** null until /notifs has loaded the list. */
  allNotifications: Notification[] | null;
  downloadRight: DownloadRight | null;
  nightMode: boolean;
  lastExtraMaterialInfo: LastExtraMaterialInfo | null;
}

export const initialUserState: UserState = {
  user: null,
  enrollments: null,
  quizEnrollments: [],
  courseEnrollments: [],
  todaysLiveClasses: [],
  lastInfos: [],
  selectedEnrollment: null,
  loadingCount: 0,
  notificationsCount: 0,
  allNotifications: null,
  downloadRight: null,
  nightMode: false,
  lastExtraMaterialInfo: null,
};

const noEnrollments: Enrollment[] = [];

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    sessionRestored(state, action: PayloadAction<{ user: User }>) {
      state.user = action.payload.user;
    },
    /** The list as the API gave it at `savedAt`: a kept copy's save time, by default now (a fresh answer). */
    enrollmentsLoaded: {
      reducer(state, action: PayloadAction<EnrollmentList, string, { savedAt: number }>) {
        const { courseEnrollments, userLastInfo, todaysLiveClass } = action.payload;
        const grouped = groupEnrollments(courseEnrollments);
        state.enrollments = courseEnrollments;
        state.courseEnrollments = grouped.courseEnrollments;
        state.quizEnrollments = grouped.quizEnrollments;
        state.lastInfos = userLastInfo ?? [];
        state.todaysLiveClasses = todaysLiveClass ?? [];
      },
      prepare: (list: EnrollmentList, savedAt: number = Date.now()) => ({ payload: list, meta: { savedAt } }),
    },
    enrollmentSelected(state, action: PayloadAction<Enrollment | null>) {
      state.selectedEnrollment = action.payload;
    },
    /** `loadingCount` counts every load under way; the named load is also counted alone (store/loading-slice.ts). */
    loadingStarted(state, _action: PayloadAction<LoadName | undefined>) {
      state.loadingCount += 1;
    },
    loadingFinished(state, _action: PayloadAction<LoadName | undefined>) {
      state.loadingCount = Math.max(0, state.loadingCount - 1);
    },
    notificationsCountChanged(state, action: PayloadAction<number>) {
      state.notificationsCount = Math.max(0, action.payload);
    },
    /** The list as shown, newest first (offline reads applied); its unread ones are the count until it is asked again. */
    notificationsLoaded(state, action: PayloadAction<Notification[]>) {
      state.allNotifications = action.payload;
      state.notificationsCount = countUnread(action.payload);
    },
    /** Opened by the student: read at once on screen and in the bell, before the server knows. */
    notificationRead(state, action: PayloadAction<number>) {
      const notification = state.allNotifications?.find((candidate) => candidate.id === action.payload);
      if (!notification || notification.sended) return;
      notification.sended = true;
      state.notificationsCount = Math.max(0, state.notificationsCount - 1);
    },
    allNotificationsRead(state) {
      state.allNotifications?.forEach((notification) => {
        notification.sended = true;
      });
      state.notificationsCount = 0;
    },
    downloadRightLoaded(state, action: PayloadAction<DownloadRight>) {
      state.downloadRight = action.payload;
    },
    nightModeChanged(state, action: PayloadAction<boolean>) {
      state.nightMode = action.payload;
    },
    lastExtraMaterialOpened(state, action: PayloadAction<LastExtraMaterialInfo>) {
      state.lastExtraMaterialInfo = action.payload;
    },
  },
  selectors: {
    selectDisplayName: (state) => displayName(state.user),
    selectNotificationsCount: (state) => state.notificationsCount,
    selectAllNotifications: (state) => state.allNotifications,
    selectNightMode: (state) => state.nightMode,
    selectCourseEnrollments: (state) => state.courseEnrollments,
    selectQuizEnrollments: (state) => state.quizEnrollments,
    selectEnrollments: (state) => state.enrollments ?? noEnrollments,
    selectEnrollmentsLoaded: (state) => state.enrollments !== null,
    selectSelectedEnrollment: (state) => state.selectedEnrollment,
    selectDownloadRight: (state) => state.downloadRight,
    selectLastExtraMaterialInfo: (state) => state.lastExtraMaterialInfo,
    selectLastInfos: (state) => state.lastInfos,
    selectTodaysLiveClasses: (state) => state.todaysLiveClasses,
    /** Any user-store load under way; a screen asks for its own load instead (selectIsLoadRunning). */
    selectIsLoading: (state) => state.loadingCount > 0,
  },
});

/** Both names joined; 'Misafir' for a guest (product.md section 3). */
export function displayName(user: Pick<User, 'FirstName' | 'LastName'> | null): string {
  const joined = [user?.FirstName, user?.LastName].filter(Boolean).join(' ').trim();
  return joined || guestDisplayName;
}

export const {
  sessionRestored,
  enrollmentsLoaded,
  enrollmentSelected,
  loadingStarted,
  loadingFinished,
  notificationsCountChanged,
  notificationsLoaded,
  notificationRead,
  allNotificationsRead,
  downloadRightLoaded,
  nightModeChanged,
  lastExtraMaterialOpened,
} = userSlice.actions;

export const {
  selectDisplayName,
  selectNotificationsCount,
  selectAllNotifications,
  selectNightMode,
  selectCourseEnrollments,
  selectQuizEnrollments,
  selectEnrollments,
  selectEnrollmentsLoaded,
  selectSelectedEnrollment,
  selectDownloadRight,
  selectLastExtraMaterialInfo,
  selectLastInfos,
  selectTodaysLiveClasses,
  selectIsLoading,
} = userSlice.selectors;
