import type { Notification } from '@/lib/types';

/** Newest first; the higher id first when two were sent in the same moment. */
export function newestFirst(notifications: readonly Notification[]): Notification[] {
  return [...notifications].sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn) || b.id - a.id);
}

/** The list as the student sees it: reads made offline and not yet sent count as read. */
export function withQueuedReads(
  notifications: readonly Notification[],
  queuedIds: ReadonlySet<number>,
): Notification[] {
  return notifications.map((notification) =>
    !notification.sended && queuedIds.has(notification.id) ? { ...notification, sended: true } : notification,
  );
}

export const countUnread = (notifications: readonly Notification[]): number =>
  notifications.filter((notification) => !notification.sended).length;
