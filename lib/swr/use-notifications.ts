'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { apiPaths, fetchNotifications, markNotificationRead } from '@/lib/api/endpoints';
import { isNotificationList, newestFirst, withPendingReads } from '@/lib/notifications/notifications';
import { currentStudent, queuedWrites } from '@/lib/offline/outbox';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { queuedNotificationReads } from '@/lib/offline/write-queue';
import type { Notification } from '@/lib/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { allNotificationsRead, notificationRead, notificationsLoaded, selectAllNotifications } from '@/store/user-slice';

async function loadNotifications(): Promise<Notification[]> {
  const answer: unknown = await fetchNotifications();
  if (!isNotificationList(answer)) throw new ApiError('invalid-response', 'Invalid notifications');
  // Read offline (also over an answer the worker kept) stays read until the mark is sent.
  const student = currentStudent();
  const readOffline = student === null ? new Set<number>() : queuedNotificationReads(queuedWrites(student), student);
  return newestFirst(withPendingReads(answer, readOffline));
}

/** Marking read is idempotent on the server, so a mark made offline is as good sent later. */
const readOrQueue = (notificationId: number) =>
  sendOrQueue(() => markNotificationRead(notificationId), { kind: 'notification-read', notificationId });

/**
 * All of the student's notifications, newest first, as the store holds them (`allNotifications`),
 * and the read marks: `markRead(id)` and `markAllRead()` show the notifications read and drop the
 * bell's count at once, then send the marks (queued offline). When the server refuses one, the
 * list and count are reloaded from the server and the promise rejects.
 */
export function useNotifications() {
  const dispatch = useAppDispatch();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, isLoading, mutate } = useSWR<Notification[]>(apiPaths.notifications, loadNotifications, {
    onSuccess: (notifications) => dispatch(notificationsLoaded(notifications)),
  });
  const shown = useAppSelector(selectAllNotifications);

  const send = useCallback(
    async (ids: readonly number[]) => {
      const results = await Promise.allSettled(ids.map(readOrQueue));
      const refused = results.find((result) => result.status === 'rejected');
      if (results.some((result) => result.status === 'fulfilled' && result.value === 'sent') || refused) {
        // The server's figures decide; a fetch started before the marks arrived is discarded by SWR.
        void mutateKey(apiPaths.unreadCount);
        void mutate();
      }
      if (refused) throw refused.reason;
    },
    [mutate, mutateKey],
  );

  const markRead = useCallback(
    (notificationId: number) => {
      dispatch(notificationRead(notificationId));
      return send([notificationId]);
    },
    [dispatch, send],
  );

  const markAllRead = useCallback(() => {
    const unreadIds = shown.filter((notification) => !notification.sended).map((notification) => notification.id);
    dispatch(allNotificationsRead());
    return send(unreadIds);
  }, [dispatch, send, shown]);

  return {
    notifications: data === undefined ? undefined : shown,
    error: error as unknown,
    loading: isLoading,
    mutate,
    markRead,
    markAllRead,
  };
}
