'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPaths, fetchNotifications, keptCopies, markNotificationRead } from '@/lib/api/endpoints';
import { newestFirst, withQueuedReads } from '@/lib/notifications/notifications';
import { sendOrQueue } from '@/lib/offline/send-or-queue';
import { notificationsReadOffline } from '@/lib/offline/stored-write-queue';
import type { Notification } from '@/lib/types';
import { useAppSelector } from '@/store/hooks';
import { notificationsLoaded, selectAllNotifications } from '@/store/user-slice';
import { useApiRequest, type ApiRequest } from './api-request';
import { useUserStoreRead } from './user-store-read';

const notificationsRequest: ApiRequest<Notification[]> = {
  key: apiPaths.notifications,
  load: fetchNotifications,
  kept: keptCopies.notifications,
};

/** The list as shown: newest first, reads made offline and not yet sent counted as read. */
const writeList = (notifications: Notification[]) =>
  notificationsLoaded(newestFirst(withQueuedReads(notifications, notificationsReadOffline())));

const markedRead = (notifications: readonly Notification[] | undefined, ids: readonly number[]) =>
  (notifications ?? []).map((notification) =>
    ids.includes(notification.id) ? { ...notification, sended: true } : notification,
  );

/** Sends read marks (queued offline: marking read is idempotent on the server); rejects with a refusal. */
async function sendReadMarks(ids: readonly number[]): Promise<void> {
  const results = await Promise.allSettled(
    ids.map((notificationId) =>
      sendOrQueue(() => markNotificationRead(notificationId), { kind: 'notification-read', notificationId }),
    ),
  );
  const refused = results.find((result) => result.status === 'rejected');
  if (refused) throw refused.reason;
}

/**
 * All of the student's notifications, newest first, as the user store holds them (`allNotifications`,
 * read when /notifs opens, drawn first from the copy kept on the device), and the read marks:
 * `markRead(id)` and `markAllRead()` show the notifications read and drop the bell's count at
 * once, then send the marks (queued offline) and ask for the list and the count again, the server's
 * figures deciding. When the server refuses one, the list goes back to the server's and the promise
 * rejects.
 */
export function useNotifications() {
  const { data: answer, error, isLoading, mutate } = useApiRequest(notificationsRequest);
  useUserStoreRead('notifications', { data: answer, isLoading }, writeList);
  const shown = useAppSelector(selectAllNotifications);
  // The server's failure is shown as without a kept copy (decision 44): nothing while there is no answer.
  const data = answer === undefined ? undefined : (shown ?? undefined);
  const { mutate: revalidate } = useSWRConfig();

  const mark = useCallback(
    async (ids: readonly number[]) => {
      try {
        await mutate(
          async (current) => {
            await sendReadMarks(ids);
            return markedRead(current, ids);
          },
          { optimisticData: (current) => markedRead(current, ids) },
        );
      } finally {
        void revalidate(apiPaths.unreadCount);
      }
    },
    [mutate, revalidate],
  );

  const markRead = useCallback((notificationId: number) => mark([notificationId]), [mark]);
  const markAllRead = useCallback(
    () => mark((data ?? []).filter((notification) => !notification.sended).map((notification) => notification.id)),
    [mark, data],
  );

  return { data, error, isLoading, mutate, markRead, markAllRead };
}
