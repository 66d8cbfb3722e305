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
  Tokens,
  User,
} from '@/lib/types';

/** The last extra material (live class, coding material) the student opened. */
export interface LastExtraMaterialInfo {
  materialId: number;
  type: MaterialType;
  name: string;
}

/** The user store of spec section 3. */
export interface UserState {
  user: User | null;
  tokens: Tokens | null;
  enrollments: Enrollment[];
  quizEnrollments: Enrollment[];
  courseEnrollments: Enrollment[];
  todaysLiveClasses: LiveClass[];
  lastInfos: LastInfo[];
  selectedEnrollment: Enrollment | null;
  loadingCount: number;
  notificationsCount: number;
  allNotifications: Notification[];
  downloadRight: DownloadRight | null;
  nightMode: boolean;
  lastExtraMaterialInfo: LastExtraMaterialInfo | null;
}

export const initialUserState: UserState = {
  user: null,
  tokens: null,
  enrollments: [],
  quizEnrollments: [],
  courseEnrollments: [],
  todaysLiveClasses: [],
  lastInfos: [],
  selectedEnrollment: null,
  loadingCount: 0,
  notificationsCount: 0,
  allNotifications: [],
  downloadRight: null,
  nightMode: false,
  lastExtraMaterialInfo: null,
};

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    sessionRestored(state, action: PayloadAction<{ user: User; tokens: Tokens }>) {
      state.user = action.payload.user;
      state.tokens = action.payload.tokens;
    },
    enrollmentsLoaded(state, action: PayloadAction<EnrollmentList>) {
      const { courseEnrollments, userLastInfo, todaysLiveClass } = action.payload;
      const grouped = groupEnrollments(courseEnrollments);
      state.enrollments = courseEnrollments;
      state.courseEnrollments = grouped.courseEnrollments;
      state.quizEnrollments = grouped.quizEnrollments;
      state.lastInfos = userLastInfo ?? [];
      state.todaysLiveClasses = todaysLiveClass ?? [];
    },
    enrollmentSelected(state, action: PayloadAction<Enrollment | null>) {
      state.selectedEnrollment = action.payload;
    },
    loadingStarted(state) {
      state.loadingCount += 1;
    },
    loadingFinished(state) {
      state.loadingCount = Math.max(0, state.loadingCount - 1);
    },
    notificationsCountChanged(state, action: PayloadAction<number>) {
      state.notificationsCount = Math.max(0, action.payload);
    },
    /** The list as shown, newest first; its unread ones are the count until the count is asked again. */
    notificationsLoaded(state, action: PayloadAction<Notification[]>) {
      state.allNotifications = action.payload;
      state.notificationsCount = countUnread(action.payload);
    },
    /** Opened by the student: read at once on screen and in the bell, before the server knows. */
    notificationRead(state, action: PayloadAction<number>) {
      const notification = state.allNotifications.find((candidate) => candidate.id === action.payload);
      if (!notification || notification.sended) return;
      notification.sended = true;
      state.notificationsCount = Math.max(0, state.notificationsCount - 1);
    },
    allNotificationsRead(state) {
      state.allNotifications.forEach((notification) => {
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
    sessionCleared(state) {
      return { ...initialUserState, nightMode: state.nightMode };
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectDisplayName: (state) => displayName(state.user),
    selectNotificationsCount: (state) => state.notificationsCount,
    selectAllNotifications: (state) => state.allNotifications,
    selectNightMode: (state) => state.nightMode,
    selectCourseEnrollments: (state) => state.courseEnrollments,
    selectQuizEnrollments: (state) => state.quizEnrollments,
    selectEnrollments: (state) => state.enrollments,
    selectLastInfos: (state) => state.lastInfos,
    selectTodaysLiveClasses: (state) => state.todaysLiveClasses,
    selectIsLoading: (state) => state.loadingCount > 0,
  },
});

/** Both names joined; 'Misafir' for a guest (spec section 3). */
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
  sessionCleared,
} = userSlice.actions;

export const {
  selectUser,
  selectDisplayName,
  selectNotificationsCount,
  selectAllNotifications,
  selectNightMode,
  selectCourseEnrollments,
  selectQuizEnrollments,
  selectEnrollments,
  selectLastInfos,
  selectTodaysLiveClasses,
  selectIsLoading,
} = userSlice.selectors;
