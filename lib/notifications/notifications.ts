import type { Notification } from '@/lib/types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isIsoDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function isNotification(value: unknown): value is Notification {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    typeof value.title === 'string' &&
    typeof value.message === 'string' &&
    isIsoDate(value.createdOn) &&
    typeof value.sended === 'boolean'
  );
}

/** Shape check of `notificationdetails/getAllByUserId`: every field of every row. */
export function isNotificationList(value: unknown): value is Notification[] {
  return Array.isArray(value) && value.every(isNotification);
}

/** Newest first; the higher id first when two were sent in the same moment. */
export function newestFirst(notifications: readonly Notification[]): Notification[] {
  return [...notifications].sort(
    (a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn) || b.id - a.id,
  );
}

/** The unread count comes as a number or as `{ count }` (interfaces.md); null for anything else. */
export function parseUnreadCount(answer: unknown): number | null {
  const count = isRecord(answer) ? answer.count : answer;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** The list as the student sees it: reads made offline and not yet sent count as read. */
export function withPendingReads(notifications: readonly Notification[], pendingIds: ReadonlySet<number>): Notification[] {
  return notifications.map((notification) =>
    !notification.sended && pendingIds.has(notification.id) ? { ...notification, sended: true } : notification,
  );
}

export const countUnread = (notifications: readonly Notification[]): number =>
  notifications.filter((notification) => !notification.sended).length;
