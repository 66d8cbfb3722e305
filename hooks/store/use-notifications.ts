'use client';

import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadNotifications, sendReadMarks, showKeptNotifications } from '@/store/user-loads';
import { allNotificationsRead, notificationRead, selectAllNotifications } from '@/store/user-slice';
import { useStoreLoad } from './use-store-load';

/**
 * All of the student's notifications, newest first, as the user store holds them
 * (`allNotifications`, loaded when /notifs opens, drawn first from the copy kept on the device), and the read marks: `markRead(id)` and
 * `markAllRead()` show the notifications read and drop the bell's count at once, then send the
 * marks (queued offline). When the server refuses one, the list and count are reloaded and the
 * promise rejects.
 */
export function useNotifications() {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectAllNotifications) ?? undefined;
  const { error, isLoading, mutate, keptWithdrawn } = useStoreLoad(loadNotifications, true, showKeptNotifications);
  // The server's failure is shown as without a kept copy (decision 44).
  const data = keptWithdrawn ? undefined : stored;

  const markRead = useCallback(
    (notificationId: number) => {
      dispatch(notificationRead(notificationId));
      return dispatch(sendReadMarks([notificationId]));
    },
    [dispatch],
  );

  const markAllRead = useCallback(() => {
    const unreadIds = (data ?? [])
      .filter((notification) => !notification.sended)
      .map((notification) => notification.id);
    dispatch(allNotificationsRead());
    return dispatch(sendReadMarks(unreadIds));
  }, [dispatch, data]);

  return { data, error, isLoading, mutate, markRead, markAllRead };
}
