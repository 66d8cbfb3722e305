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

/** The product-API reads the user store holds the answers of, each read by its SWR hook (hooks/api/). */
export type UserStoreRead = 'enrollments' | 'unreadCount' | 'notifications' | 'downloadRight';

/** The last extra material (live class, coding material) the student opened. */
interface LastExtraMaterialInfo {
  materialId: number;
  type: Extract<MaterialType, 'zoom' | 'code4edu'>;
  name: string;
}

/**
 * The user store of product.md section 3: the one copy of each of these data that screens read
 * (decision 29). It fetches nothing: the API's answers come in through one SWR hook per read
 * (hooks/api/use-enrollments.ts and its neighbours), which writes each answer here, and the other
 * fields are written where their event happens. The tokens are not here: the session in storage
 * is their one source, read by the API client at every request.
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
  /** Which of the store's reads are loading, as their hooks say: the loading counter is how many (`selectLoadingCount`). */
  loading: Record<UserStoreRead, boolean>;
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
  loading: { enrollments: false, unreadCount: false, notifications: false, downloadRight: false },
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
    readLoading(state, action: PayloadAction<{ read: UserStoreRead; loading: boolean }>) {
      state.loading[action.payload.read] = action.payload.loading;
    },
    notificationsCountChanged(state, action: PayloadAction<number>) {
      state.notificationsCount = Math.max(0, action.payload);
    },
    /** The list as shown, newest first (offline reads applied); its unread ones are the count until it is asked again. */
    notificationsLoaded(state, action: PayloadAction<Notification[]>) {
      state.allNotifications = action.payload;
      state.notificationsCount = countUnread(action.payload);
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
    /** The loading counter of product.md section 3: how many of the store's reads are loading. */
    selectLoadingCount: (state) => Object.values(state.loading).filter(Boolean).length,
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
  readLoading,
  notificationsCountChanged,
  notificationsLoaded,
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
  selectLoadingCount,
} = userSlice.selectors;
