'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { apiPaths, fetchUnreadCount } from '@/lib/api/endpoints';
import { parseUnreadCount } from '@/lib/notifications/notifications';
import { currentStudent, queuedWrites } from '@/lib/offline/outbox';
import { queuedNotificationReads } from '@/lib/offline/write-queue';

/** New notifications show in the bell within a minute while the tab is visible (and at once on focus). */
export const unreadCountRefreshMs = 60_000;

async function loadUnreadCount(): Promise<number> {
  const count = parseUnreadCount(await fetchUnreadCount());
  if (count === null) throw new ApiError('invalid-response', 'Invalid unread count');
  // Notifications read offline are still unread for the server until their marks are sent.
  const student = currentStudent();
  const readOffline = student === null ? 0 : queuedNotificationReads(queuedWrites(student), student).size;
  return Math.max(0, count - readOffline);
}

/**
 * The unread count, asked again when the tab regains focus, when the connection returns and every
 * minute; the shell's menu writes each answer (or 0 for a failure, spec section 8) to the store.
 */
export function useUnreadCount(options?: SWRConfiguration<number>) {
  const { data, error, isLoading, mutate } = useSWR<number>(apiPaths.unreadCount, loadUnreadCount, {
    refreshInterval: unreadCountRefreshMs,
    ...options,
  });
  return { count: data, error: error as unknown, loading: isLoading, mutate };
}
