import {
  fetchDownloadRight,
  fetchEnrollments,
  fetchNotifications,
  fetchUnreadCount,
  keptCopies,
  markNotificationRead,
} from '@/lib/api/endpoints';
import { newestFirst, withQueuedReads } from '@/lib/notifications/notifications';
import { currentStudent, queuedWrites } from '@/lib/offline/stored-write-queue';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { queuedNotificationReads } from '@/lib/offline/write-queue';
import type { AppDispatch } from './store';
import {
  downloadRightLoaded,
  enrollmentsLoaded,
  loadingFinished,
  loadingStarted,
  notificationsCountChanged,
  notificationsLoaded,
  type LoadName,
} from './user-slice';

/**
 * The loads of the user store (product.md section 3): each asks the product API and writes its answer
 * into the store, the one place the screens read it from. Failures reject with the ApiError for the
 * caller to show; while one runs it is counted, alone and in the loading counter.
 */
export type StoreLoad = (() => (dispatch: AppDispatch) => Promise<void>) & { readonly resource: LoadName };

function storeLoad(resource: LoadName, run: (dispatch: AppDispatch) => Promise<void>): StoreLoad {
  const load = () => async (dispatch: AppDispatch) => {
    dispatch(loadingStarted(resource));
    try {
      await run(dispatch);
    } finally {
      dispatch(loadingFinished(resource));
    }
  };
  return Object.assign(load, { resource });
}

/**
 * Only the answer to the latest request of a kind is written: an answer to an older one (a refresh
 * started before a read mark was sent) would put a stale list or count back.
 */
function latestOnly() {
  let asked = 0;
  return async <T>(request: Promise<T>, write: (answer: T) => void) => {
    const mine = ++asked;
    const answer = await request;
    if (mine === asked) write(answer);
  };
}
const latestCount = latestOnly();
const latestList = latestOnly();

/** Notifications read offline: unread for the server until their marks are sent. */
function readOffline(): ReadonlySet<number> {
  const student = currentStudent();
  return student === null ? new Set() : queuedNotificationReads(queuedWrites(student), student);
}

/**
 * Device first (decision 44): a load's copy kept on this device for the signed-in student goes into
 * the store at once, before the load asks the network. Each resolves to the copy's save time, or
 * null when there is none (nothing written).
 */
export type ShowKept = () => (dispatch: AppDispatch) => number | null;

export const showKeptEnrollments: ShowKept = () => (dispatch) => {
  const kept = keptCopies.enrollments();
  if (kept) dispatch(enrollmentsLoaded(kept.value, kept.savedAt));
  return kept?.savedAt ?? null;
};

export const showKeptUnreadCount: ShowKept = () => (dispatch) => {
  const kept = keptCopies.unreadCount();
  if (kept) dispatch(notificationsCountChanged(kept.value - readOffline().size));
  return kept?.savedAt ?? null;
};

export const showKeptNotifications: ShowKept = () => (dispatch) => {
  const kept = keptCopies.notifications();
  if (kept) dispatch(notificationsLoaded(newestFirst(withQueuedReads(kept.value, readOffline()))));
  return kept?.savedAt ?? null;
};

export const loadEnrollments = storeLoad('enrollments', async (dispatch) => {
  dispatch(enrollmentsLoaded(await fetchEnrollments()));
});

/** product.md section 8: a failed count fetch shows 0. */
export const loadUnreadCount = storeLoad('unreadCount', async (dispatch) => {
  try {
    await latestCount(fetchUnreadCount(), (count) => dispatch(notificationsCountChanged(count - readOffline().size)));
  } catch (error) {
    dispatch(notificationsCountChanged(0));
    console.warn('Unread count not fetched', error);
  }
});

export const loadNotifications = storeLoad('notifications', async (dispatch) => {
  await latestList(fetchNotifications(), (notifications) =>
    dispatch(notificationsLoaded(newestFirst(withQueuedReads(notifications, readOffline())))),
  );
});

export const loadDownloadRight = storeLoad('downloadRight', async (dispatch) => {
  dispatch(downloadRightLoaded(await fetchDownloadRight()));
});

/**
 * Sends read marks (queued offline: marking read is idempotent on the server). When one was sent
 * or refused, the list and count are asked again, the server's figures decide; a refusal rejects.
 */
export const sendReadMarks = (ids: readonly number[]) => async (dispatch: AppDispatch) => {
  const results = await Promise.allSettled(
    ids.map((notificationId) =>
      sendOrQueue(() => markNotificationRead(notificationId), { kind: 'notification-read', notificationId }),
    ),
  );
  const refused = results.find((result) => result.status === 'rejected');
  if (refused || results.some((result) => result.status === 'fulfilled' && result.value === 'sent')) {
    void dispatch(loadUnreadCount());
    void dispatch(loadNotifications()).catch((error: unknown) => console.warn('Notifications not reloaded', error));
  }
  if (refused) throw refused.reason;
};
